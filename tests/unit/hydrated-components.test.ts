/**
 * Docs pages ship as static HTML; only the components in the island registry (app/islands/registry.ts) render with React in the
 * browser, as islands (app/islands/). A component with state or effects that is missing from that list would
 * render on the build and then never run in the browser (a dead checklist, a drop zone that ignores files),
 * so this test finds every such component an MDX page can use and asks for it to be an island, with a loader
 * in the browser's registry.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { islandLoaders } from "~/app/islands/registry";

const root = process.cwd();
const docsDir = join(root, "content", "docs");

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? mdxFiles(join(dir, entry.name)) : entry.name.endsWith(".mdx") ? [join(dir, entry.name)] : [],
  );
}

/** The source file behind an "~/app/…" import, or undefined for anything else. */
function appSource(specifier: string): string | undefined {
  if (!specifier.startsWith("~/app/")) return undefined;
  const base = join(root, specifier.slice(2));
  return [`${base}.tsx`, `${base}.ts`].find((file) => existsSync(file));
}

/** Components (capitalised names) imported by an MDX page or by the global MDX component map, with their file. */
function usableComponents(): { name: string; file: string }[] {
  const sources = [...mdxFiles(docsDir), join(root, "app", "mdx", "components.tsx")];
  const found = new Map<string, string>();
  for (const source of sources) {
    for (const match of readFileSync(source, "utf8").matchAll(/import\s*\{([^}]+)\}\s*from\s*"([^"]+)"/g)) {
      const file = appSource(match[2] ?? "");
      if (!file) continue;
      for (const name of (match[1] ?? "").split(",").map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim() ?? "",
      )) {
        if (/^[A-Z]/.test(name)) found.set(name, file);
      }
    }
  }
  return [...found].map(([name, file]) => ({ name, file }));
}

/** A component's own source: from `export function Name(` to the next top-level export (or the file's end). */
function componentSource(name: string, file: string): string {
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(`export function ${name}(`);
  if (start < 0) return text;
  const next = text.indexOf("\nexport ", start + 1);
  return text.slice(start, next < 0 ? undefined : next);
}

/** Whether a component keeps state or runs effects (useId alone is fine: it renders the same everywhere). */
const isStateful = (name: string, file: string) =>
  /\buse(State|Reducer|Effect|LayoutEffect|SyncExternalStore|StoredTicks|CheckRunner)\b/.test(componentSource(name, file));

describe("interactive components on docs pages", () => {
  it("finds the components pages use, and tells a stateful one from a static one", () => {
    const components = usableComponents();
    const byName = (name: string) => components.find((component) => component.name === name);
    expect(byName("RuleList")).toBeDefined();
    expect(byName("DrcExplainer")).toBeDefined();
    const ruleList = byName("RuleList");
    const fact = byName("Fact");
    expect(ruleList && isStateful(ruleList.name, ruleList.file)).toBe(true);
    expect(fact && isStateful(fact.name, fact.file)).toBe(false);
  });

  it("lists every stateful one as an island, so it works in the browser", () => {
    const stateful = usableComponents().filter((component) => isStateful(component.name, component.file));
    // The lazy picture wrappers re-export components: their own files decide.
    const missing = stateful.filter((component) => !Object.hasOwn(islandLoaders, component.name) && !component.file.endsWith("lazy.tsx"));
    expect(missing.map((component) => `${component.name} (${component.file.slice(root.length + 1)})`)).toEqual([]);
  });

  it("loads a component for every name in the registry", async () => {
    for (const [name, load] of Object.entries(islandLoaders)) expect(typeof (await load()), name).toBe("function");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { clientDir } from "../../tools/browser/site.ts";
import { routePaths } from "../../tools/browser/routes.ts";

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? htmlFiles(full) : entry.name.endsWith(".html") ? [full] : [];
  });
}

describe("every built page paints before its scripts", () => {
  const pages = htmlFiles(clientDir).map((file) => ({ file, html: readFileSync(file, "utf8") }));

  it("finds every route's page in the build", () => {
    expect(pages.length).toBeGreaterThanOrEqual(routePaths.length);
  });

  it("has no module preload left in any page's HTML, and every bootstrap waits for the first frame", () => {
    const problems: string[] = [];
    let bootstraps = 0;
    for (const { file, html } of pages) {
      if (/<link\b[^>]*\bmodulepreload\b/i.test(html)) problems.push(`${file}: a <link rel="modulepreload"> is still in the HTML`);
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => /__reactRouterRouteModules/.test(m[2] ?? ""));
      if (scripts.length === 0) continue;
      bootstraps++;
      const [, attributes = "", body = ""] = scripts[0]!;
      if (/\basync\b/.test(attributes)) problems.push(`${file}: the bootstrap is still async`);
      if (!body.startsWith("await new Promise((painted) => requestAnimationFrame(")) problems.push(`${file}: the bootstrap does not wait for the first frame`);
      if (/^\s*import\s/m.test(body)) problems.push(`${file}: the bootstrap still has static imports`);
    }
    expect(problems).toEqual([]);
    expect(bootstraps).toBeGreaterThanOrEqual(routePaths.length);
  });
});

/**
 * `npm run typecheck` checks every engine's src in one program (packages/tsconfig.json) rather than one program per
 * package. That is the same check only while each package's own settings are the shared ones and no package leans
 * on an ambient declaration another package makes: this test holds both.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const packagesDir = join(process.cwd(), "packages");

interface TsConfig {
  extends?: string;
  include?: string[];
  compilerOptions?: Record<string, unknown>;
}

function readConfig(path: string): TsConfig {
  return JSON.parse(readFileSync(path, "utf8")) as TsConfig;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith(".ts") ? [full] : [];
  });
}

const packages = readdirSync(packagesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the one engine type check stands for one check per package", () => {
  const shared = readConfig(join(packagesDir, "tsconfig.json"));
  const base = readConfig(join(packagesDir, shared.extends ?? "")).compilerOptions;

  it("covers every package's src", () => {
    expect(shared.include).toEqual(["*/src/**/*.ts"]);
    expect(packages.length).toBeGreaterThan(5);
  });

  it.each(packages)("packages/%s/tsconfig.json checks src with the shared settings", (name) => {
    const own = readConfig(join(packagesDir, name, "tsconfig.json"));
    expect(own.include, `packages/${name}/tsconfig.json`).toEqual(["src/**/*.ts"]);
    expect(own.compilerOptions, `packages/${name}/tsconfig.json differs from the shared settings: give it its own tsc -p in npm run typecheck`).toEqual(base);
  });

  it("an ambient module one package declares is imported by that package only", () => {
    const files = packages.flatMap((name) => sourceFiles(join(packagesDir, name, "src")).map((file) => ({ name, file, text: readFileSync(file, "utf8") })));
    const problems: string[] = [];
    for (const declaring of files) {
      if (/declare global/.test(declaring.text)) problems.push(`${declaring.file} declares globals, which the one program would share with every package`);
      for (const [, module] of declaring.text.matchAll(/declare module "([^"]+)"/g)) {
        for (const user of files) {
          if (user.name !== declaring.name && user.text.includes(`from "${module}"`)) {
            problems.push(`${user.file} imports "${module}", which only packages/${declaring.name} declares`);
          }
        }
      }
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

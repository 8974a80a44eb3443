import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { zipSync } from "fflate";
import type { Resolution } from "../quality/links.ts";

/** The two real submissions kept in the repository (tests/fixtures/real/README.md says what a reviewer measured). */
export const realFixturesDir = join(process.cwd(), "tests", "fixtures", "real");

/** A real submission from tests/fixtures/real/<name>, zipped as GitHub's "Download ZIP" gives it. */
export const realPadZip = (name: string): Buffer => githubZip(folderFiles(join(realFixturesDir, name)), name);

/** Every file under `dir`, by its path relative to `dir` with forward slashes. */
export function folderFiles(dir: string): Record<string, Uint8Array> {
  const out: Record<string, Uint8Array> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[relative(dir, full).split("\\").join("/")] = new Uint8Array(readFileSync(full));
    }
  };
  walk(dir);
  return out;
}

/** A folder zipped the way GitHub's "Download ZIP" does: every path under one `<name>-main/` folder. */
export function githubZip(files: Record<string, Uint8Array>, name: string): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [path, bytes] of Object.entries(files)) entries[`${name}-main/${path}`] = bytes;
  return Buffer.from(zipSync(entries, { level: 1 }));
}

/** Why an in-site link (`/page#anchor`) does not resolve in the build, or undefined when it does. */
export function builtLinkProblem(href: string, resolve: (path: string) => Resolution, idsOf: (path: string) => Set<string>): string | undefined {
  const url = new URL(href, "http://site.invalid");
  if (url.origin !== "http://site.invalid") return `${href} leaves the site`;
  const found = resolve(url.pathname);
  if (found.kind !== "page") return `${href}: ${url.pathname} is not a page of the build`;
  const anchor = decodeURIComponent(url.hash.slice(1));
  if (anchor && !idsOf(found.path).has(anchor)) return `${href}: ${found.path} has no element with id "${anchor}"`;
  return undefined;
}

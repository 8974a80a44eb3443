import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildNeeded, newestChange } from "~/server/build-freshness";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A project folder with one content file and a build marker, each with the given age in seconds. */
function project(contentAge: number, buildAge?: number) {
  const root = mkdtempSync(join(tmpdir(), "hackpad-fresh-"));
  roots.push(root);
  const now = Date.now() / 1000;
  mkdirSync(join(root, "content", "projects", "volume-brick"), { recursive: true });
  const page = join(root, "content", "projects", "volume-brick", "index.md");
  writeFileSync(page, "# Volume Brick\n");
  utimesSync(page, now - contentAge, now - contentAge);
  for (const dir of [join(root, "content", "projects", "volume-brick"), join(root, "content", "projects"), join(root, "content")]) {
    utimesSync(dir, now - contentAge, now - contentAge);
  }
  const marker = join(root, "build", "client", "_headers");
  if (buildAge !== undefined) {
    mkdirSync(join(root, "build", "client"), { recursive: true });
    writeFileSync(marker, "");
    utimesSync(marker, now - buildAge, now - buildAge);
  }
  return { root, marker, page };
}

describe("whether npm start builds first", () => {
  it("builds when there is no build", () => {
    const { root, marker } = project(60);
    expect(buildNeeded(root, marker)).toBe("no build found");
  });

  it("serves a build made after the last edit as it is", () => {
    const { root, marker } = project(60, 10);
    expect(buildNeeded(root, marker)).toBeUndefined();
  });

  it("builds again when a project page changed after the build, naming what changed", () => {
    const { root, marker } = project(5, 60);
    expect(buildNeeded(root, marker)).toBe("content changed since the last build");
  });

  it("looks into nested folders and ignores hidden ones", () => {
    const { root, page } = project(100);
    const hidden = join(root, "content", ".cache");
    mkdirSync(hidden);
    writeFileSync(join(hidden, "later.txt"), "");
    const old = Date.now() / 1000 - 200;
    utimesSync(join(root, "content"), old, old);
    // The newest thing in content/ is the page three folders down, not the fresh file in the hidden folder.
    expect(newestChange(join(root, "content"))).toBe(newestChange(page));
    expect(newestChange(join(root, "missing"))).toBe(0);
  });
});

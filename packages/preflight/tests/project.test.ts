import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_INPUT_BYTES } from "../src/limits.ts";
import { buildProject, isJunkPath, normalisePath, sharedTopFolder } from "../src/project.ts";

const file = (path: string, body = "x") => ({ path, bytes: strToU8(body) });

describe("project input", () => {
  it("normalises paths: backslashes, leading slashes, dots and ../ (names only, nothing is written)", () => {
    expect(normalisePath("pad\\pcb\\board.kicad_pcb")).toEqual({ path: "pad/pcb/board.kicad_pcb", climbed: false });
    expect(normalisePath("/./a//b.txt")).toEqual({ path: "a/b.txt", climbed: false });
    expect(normalisePath("../../etc/passwd")).toEqual({ path: "etc/passwd", climbed: true });
  });

  it("drops macOS junk that would otherwise count as extra copper layers", () => {
    expect(isJunkPath("__MACOSX/pad/pcb-F_Cu.gbr")).toBe(true);
    expect(isJunkPath("pad/._pcb-B_Cu.gbr")).toBe(true);
    expect(isJunkPath("pad/.DS_Store")).toBe(true);
    expect(isJunkPath("pad/pcb-F_Cu.gbr")).toBe(false);
  });

  it("finds one shared top folder, and none when a file sits at the top or folders differ", () => {
    expect(sharedTopFolder(["repo-main/a", "repo-main/b/c"])).toBe("repo-main");
    expect(sharedTopFolder(["repo-main/a", "README.md"])).toBeNull();
    expect(sharedTopFolder(["a/x", "b/y"])).toBeNull();
  });

  it("unpacks a single zip, strips GitHub's top folder and drops __MACOSX and ._ entries", () => {
    const zip = zipSync({
      "pad-main/README.md": strToU8("# Pad"),
      "pad-main/pcb/pad.kicad_pcb": strToU8("(kicad_pcb)"),
      "__MACOSX/pad-main/._README.md": strToU8("junk"),
      "pad-main/._pad.kicad_pcb": strToU8("junk"),
    });
    const project = buildProject([{ path: "pad-main.zip", bytes: zip }], "pad-main.zip");
    expect(project.files.map((entry) => entry.path)).toEqual(["README.md", "pcb/pad.kicad_pcb"]);
    expect(project.topFolder).toBe("pad-main");
    expect(project.unreadable).toBeUndefined();
  });

  it("takes a flat zip as it is, naming the pad after the zip", () => {
    const project = buildProject(
      [{ path: "lazy.zip", bytes: zipSync({ "README.md": strToU8("# Lazy"), "pcb/a.kicad_pcb": strToU8("(kicad_pcb)") }) }],
      "lazy.zip",
    );
    expect(project.files.map((entry) => entry.path)).toEqual(["README.md", "pcb/a.kicad_pcb"]);
    expect(project.topFolder).toBe("lazy");
  });

  it("marks a corrupt or empty zip input unreadable, with the file named", () => {
    const corrupt = buildProject([{ path: "broken.zip", bytes: strToU8("PK\u0003\u0004 and then nothing useful") }], "broken.zip");
    expect(corrupt.unreadable).toMatch(/^broken\.zip cannot be opened/);
    const empty = buildProject([{ path: "empty.zip", bytes: new Uint8Array(0) }], "empty.zip");
    expect(empty.unreadable).toBe("empty.zip cannot be opened: the file is empty.");
  });

  it("does not read a file whose declared size is over the cap (a 2 GB file)", () => {
    const twoGb = 2 * 1024 ** 3;
    const single = buildProject([{ path: "huge.zip", bytes: new Uint8Array(0), size: twoGb }], "huge.zip");
    expect(single.unreadable).toMatch(/^huge\.zip is 2 GB, more than the 256 MB the check reads; it was not read\.$/);
    const folder = buildProject([file("pad/README.md"), { path: "pad/CAD/model.step", bytes: new Uint8Array(0), size: MAX_INPUT_BYTES + 1 }], "pad");
    expect(folder.files.map((entry) => entry.path)).toEqual(["README.md"]);
    expect(folder.notes[0]).toMatch(/^pad\/CAD\/model\.step is 256 MB, more than/);
  });

  it("notes names that climb out with ../", () => {
    const project = buildProject([file("pad/README.md"), file("pad/../../evil.txt")], "pad");
    expect(project.notes).toEqual(['The name "pad/../../evil.txt" climbs out of its folder with "../"; it was read as "evil.txt".']);
  });

  it("says when the input holds no files", () => {
    expect(buildProject([], "nothing").unreadable).toBe("nothing holds no files.");
  });
});

describe("names that are not UTF-8 in a folder", () => {
  it("are kept and noted (the reader shows the bytes it could not decode as U+FFFD)", () => {
    const project = buildProject([file("pad/README.md"), file("pad/CAD/mod\uFFFDle.step")], "pad");
    expect(project.files.map((entry) => entry.path)).toContain("CAD/mod\uFFFDle.step");
    expect(project.notes).toEqual(['The name "pad/CAD/mod\uFFFDle.step" is not valid UTF-8 (shown with \uFFFD); rename the file with plain letters.']);
  });
});

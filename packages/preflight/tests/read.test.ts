import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { addFiles, checkProject, readProject, runPreflight } from "../src/index.ts";
import { binaryStl, boxTriangles, kicadBoard, projectZip, validProject } from "./support/fixtures.ts";

const withoutStls = () => validProject().filter((file) => !file.path.endsWith(".stl"));
const stl = (path: string, height = 30) => ({ path, bytes: binaryStl([boxTriangles([100, 80, height])]) });

describe("readProject: one read into a model that never changes", () => {
  it("opens a zip inside the project before the board is read, without any other stage's help", async () => {
    const nested = zipSync({ "pad/minipad.kicad_pcb": strToU8(kicadBoard()), "pad/minipad.kicad_pro": strToU8("{}") });
    const model = await readProject(
      [
        { path: "repo/hardware.zip", bytes: nested },
        { path: "repo/README.md", bytes: strToU8("# Pad") },
      ],
      { input: "repo" },
    );
    expect(model.pcb?.path).toBe("hardware.zip/pad/minipad.kicad_pcb");
    expect(model.stages.opened.paths).toContain("hardware.zip/pad/minipad.kicad_pcb");
    expect(model.wiring?.controllerRef).toBeTruthy();
    expect(Object.isFrozen(model)).toBe(true);
  });

  it("checks the model as runPreflight checks the files: the same report", async () => {
    const files = [{ path: "minipad.zip", bytes: projectZip(validProject()) }];
    const model = await readProject(files, { input: "minipad.zip" });
    expect(checkProject(model, { input: "minipad.zip" })).toEqual(await runPreflight(files, { input: "minipad.zip" }));
  });
});

describe("addFiles: a repair's files read alone", () => {
  it("gives the report a fresh read of every file would give, and leaves the first model as it was", async () => {
    const before = await readProject(withoutStls(), { input: "minipad" });
    const added = [stl("production/case/bottom.stl"), stl("production/case/top.stl", 3)];
    const after = addFiles(before, added);
    const fresh = await readProject([...withoutStls(), ...added.map((file) => ({ ...file, path: `minipad/${file.path}` }))], { input: "minipad" });
    expect(checkProject(after, { input: "minipad" })).toEqual(checkProject(fresh, { input: "minipad" }));
    expect(before.stls).toEqual([]);
    expect(before.project.files.some((file) => file.path.endsWith(".stl"))).toBe(false);
    expect(after.stls.map((entry) => entry.path)).toEqual(["production/case/bottom.stl", "production/case/top.stl"]);
  });

  it("keeps the board, the gerbers and the wiring it read before instead of reading them again", async () => {
    const before = await readProject(withoutStls(), { input: "minipad" });
    const after = addFiles(before, [stl("production/case/bottom.stl")]);
    expect(after.stages.board).toBe(before.stages.board);
    expect(after.stages.gerbers).toBe(before.stages.gerbers);
    expect(after.wiring).toBe(before.wiring);
    expect(after.stages.cad).not.toBe(before.stages.cad);
  });

  it("replaces a file added at a path the project has, and what was said of the old one", async () => {
    const before = await readProject(withoutStls(), { input: "minipad" });
    const broken = addFiles(before, [{ path: "production/case/bottom.stl", bytes: strToU8("solid nothing") }]);
    expect(broken.unreadable.map((entry) => entry.path)).toContain("production/case/bottom.stl");
    const repaired = addFiles(broken, [stl("production/case/bottom.stl")]);
    expect(repaired.unreadable.map((entry) => entry.path)).not.toContain("production/case/bottom.stl");
    expect(repaired.stls.map((entry) => entry.path)).toEqual(["production/case/bottom.stl"]);
    expect(repaired.project.files.filter((file) => file.path === "production/case/bottom.stl")).toHaveLength(1);
  });

  it("reads the board again when a board is added", async () => {
    const before = await readProject(
      withoutStls().filter((file) => !file.path.endsWith(".kicad_pcb")),
      { input: "minipad" },
    );
    expect(before.pcb).toBeNull();
    const after = addFiles(before, [{ path: "pcb/minipad.kicad_pcb", bytes: strToU8(kicadBoard()) }]);
    expect(after.pcb?.path).toBe("pcb/minipad.kicad_pcb");
    expect(after.wiring).not.toBeNull();
  });
});

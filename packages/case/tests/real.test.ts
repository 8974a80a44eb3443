/**
 * `npm run case` on the two real submissions (copied to a temporary folder; the fixtures are never touched): the
 * files are written, their switch cut-outs sit on the real switches, and the project's own preflight passes `case`
 * and `cad` with them in place of the participant's case files.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dimensions } from "@hackpad/programme/dimensions";
import { checkPath } from "@hackpad/preflight/node";
import { readStl } from "@hackpad/mesh";
import { parseKicadPcb, parseStl } from "@hackpad/preflight";
import { realFixturesDir } from "../../../tools/browser/fixtures.ts";
import { runCase } from "../cli/main.ts";
import { caseFiles } from "../src/index.ts";
import { hits, inside, slice, type P2 } from "./support/probe.ts";

const scratch = mkdtempSync(join(tmpdir(), "case-real-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cases = [
  { name: "lazypad", board: "PCB/LazyPad.kicad_pcb", theirs: ["production/Bottom.stl", "production/Top.stl", "CAD/LazyPad.stp"], switches: 6 },
  {
    name: "allanpad",
    board: "pcb/HackpadAllan/HackpadAllan.kicad_pcb",
    theirs: ["production/Case Bottom.step", "production/Case Top.step", "CAD/hackpad case.step"],
    switches: 9,
  },
];

describe.each(cases)("a case for $name", ({ name, board, theirs, switches }) => {
  const project = join(scratch, name);
  const out = join(scratch, `${name}-case`);
  cpSync(join(realFixturesDir, name), project, { recursive: true });
  for (const file of theirs) rmSync(join(project, file));
  const lines: string[] = [];
  const progress: string[] = [];
  const run = runCase(
    { target: project, out, screws: "nuts" },
    (line) => lines.push(line),
    (line) => progress.push(line),
  );

  it("writes the two STLs, the print 3MF and the assembled 3MF, with progress along the way", async () => {
    expect(await run).toBe(0);
    expect(readdirSync(join(out, "production", "case")).sort()).toEqual(["bottom.stl", "top.stl"]);
    // The parts laid out for a slicer go beside the submission, not in it.
    expect(readdirSync(join(out, "print"))).toEqual([expect.stringMatching(/-case-print\.3mf$/)]);
    expect(readdirSync(join(out, "CAD"))).toEqual(["assembly.3mf"]);
    expect(progress[0]).toMatch(/^ +0% Reading /);
    expect(progress.at(-1)).toBe("100% Done");
    expect(lines.join("\n")).toMatch(/no M3 mounting holes/);
  });

  it("centres a 14 mm cut-out on every real switch (its centre post, read from the board file)", async () => {
    await run;
    const pcb = parseKicadPcb(readFileSync(join(realFixturesDir, name, board), "utf8"));
    const box = pcb.outline!;
    const origin: P2 = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
    const top = parseStl(readFileSync(join(out, caseFiles.part("top"))));
    expect(top.bodies).toHaveLength(1);
    const { mesh } = readStl(readFileSync(join(out, caseFiles.part("top"))), Infinity);
    const plate = slice(mesh, dimensions.topPlateMm / 2);
    const posts = pcb.footprints
      .filter((footprint) => /SW_Cherry_MX/.test(footprint.lib))
      .map((footprint) => footprint.pads.find((pad) => pad.kind === "np_thru_hole" && (pad.drill ?? 0) >= 3)!);
    expect(posts).toHaveLength(switches);
    for (const post of posts) {
      // Printed upside down: the case frame's y (up = KiCad's −y) mirrored again, so KiCad's y minus the middle.
      const centre: P2 = [post.x - origin[0], post.y - origin[1]];
      expect(inside(plate, centre)).toBe(false);
      for (const axis of [0, 90]) {
        const [forward, back] = [hits(plate, centre, axis)[0]!, hits(plate, centre, axis + 180)[0]!];
        expect(Math.abs(forward + back - dimensions.switchCutoutMm)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(forward - back) / 2).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it("passes the preflight's case and cad rules once the files are added to the project", async () => {
    await run;
    cpSync(out, project, { recursive: true });
    const { report } = await checkPath(project, name);
    const rule = (id: string) => report.rules.find((entry) => entry.id === id);
    expect(rule("case")?.status).toBe("pass");
    expect(rule("cad")?.status).toBe("pass");
    expect(rule("cad")?.files).toEqual([caseFiles.assembly3mf]);
    expect(report.measurements.caseParts.map((part) => [part.file, part.bodies])).toEqual([
      [caseFiles.part("bottom"), 1],
      [caseFiles.part("top"), 1],
    ]);
  });
});

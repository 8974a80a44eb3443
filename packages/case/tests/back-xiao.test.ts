/**
 * What real boards do that the first case tests did not, each on a board written from code and measured on the
 * generated meshes: the XIAO on the back (B.Cu), a mounting hole under two keycaps, the XIAO's notch nearly touching
 * the OLED's window, the thinnest wall the screws' counterbores allow, a low case, a board too big for one bed; and
 * allanpad, whose XIAO is on B.Cu.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import Module from "manifold-3d";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import { classifyFootprint } from "@hackpad/preflight";
import { parseKicadPcb } from "@hackpad/preflight";
import { defaultFixture, kicadBoard, type FixtureOptions } from "@hackpad/preflight/testing";
import { realFixturesDir } from "../../../tools/browser/fixtures.ts";
import { isClosed, meshBounds, meshVolume, triangleCount, type Mesh } from "@hackpad/mesh";
import { limits } from "@hackpad/programme/limits";
import { parseStl } from "@hackpad/preflight";
import { readProjectBoard } from "../cli/read-board.ts";
import { backXiaoMinHeight, plugPath, xiaoHeights } from "../src/back-xiao.ts";
import { generateCase, type CaseOptions, type GeneratedCase } from "../src/index.ts";
import { screwTopRadius, thinParts } from "../src/solids.ts";
import { hits, inside, slice, type P2 } from "./support/probe.ts";

const d = { ...dimensions, ...caseModel };
const base: Partial<FixtureOptions> = { boardWidth: 80, boardHeight: 60, encoders: 0, leds: 0, switches: 3 };

/** A fixture board, its XIAO footprint flipped to the back when `back`. */
function board(options: Partial<FixtureOptions>, back: boolean) {
  const text = kicadBoard({ ...defaultFixture, ...base, ...options });
  const flipped = back ? text.replace(/(\(footprint "[^"]*XIAO[^"]*"\n\t\t\(layer )"F\.Cu"/, '$1"B.Cu"') : text;
  if (back) expect(flipped).not.toBe(text);
  const pcb = parseKicadPcb(flipped);
  return { pcb, parts: pcb.footprints.map(classifyFootprint) };
}
const generated: GeneratedCase[] = [];
const make = async (options: Partial<FixtureOptions>, back: boolean, caseOptions: Partial<CaseOptions> = {}) => {
  const { pcb, parts } = board(options, back);
  const made = await generateCase(pcb, parts, { screws: "nuts", ...caseOptions });
  generated.push(made);
  return made;
};

afterAll(() => {
  // Every STL generated above, as a slicer takes it: one closed body of at least four faces with a positive volume,
  // resting on the bed (z from 0) within the print volume as written.
  const parts = generated.flatMap((made) => made.parts);
  expect(parts.length).toBeGreaterThan(20);
  for (const part of parts) {
    const read = parseStl(part.stl);
    expect(read.bodies).toHaveLength(1);
    expect(triangleCount(part.mesh)).toBeGreaterThanOrEqual(4);
    expect(isClosed(part.mesh), `${part.name} ${generated.findIndex((made) => made.parts.includes(part))}`).toBe(true);
    expect(meshVolume(part.mesh)).toBeGreaterThan(0);
    const bounds = meshBounds(part.mesh)!;
    expect(Math.abs(bounds.min[2])).toBeLessThan(1e-4);
    [limits.case.maxLengthMm, limits.case.maxWidthMm, limits.case.maxHeightMm].forEach((limit, axis) => expect(bounds.size[axis]).toBeLessThanOrEqual(limit));
  }
});
const check = (made: GeneratedCase, label: RegExp) => made.checks.find((entry) => label.test(entry.label));
const assembled = (made: GeneratedCase, name: RegExp) => made.assembly.find((entry) => name.test(entry.name))!.mesh;
const bottom = (made: GeneratedCase) => made.parts.find((part) => part.name === "bottom")!.mesh;

/** Half way through the wall beyond the XIAO's socket. */
function inWall(made: GeneratedCase): P2 {
  const { xiao } = made.layout.board;
  const along = d.caseInnerMarginMm + made.layout.wall / 2;
  return [xiao.socket[0] + xiao.dir[0] * along, xiao.socket[1] + xiao.dir[1] * along];
}

describe("a XIAO on the back of the board (B.Cu)", () => {
  let made: GeneratedCase;
  let front: GeneratedCase;
  beforeAll(async () => {
    made = await make({}, true);
    front = await make({}, false);
  });

  it("reads the side from the footprint's layer", () => {
    expect(made.layout.board.xiao.side).toBe("back");
    expect(front.layout.board.xiao.side).toBe("front");
    expect(made.layout.board.switches.every((spot) => spot.side === "front")).toBe(true);
  });

  it("hangs the module under the board on its headers, in the assembled model too", () => {
    const { z, xiao } = made.layout;
    expect(xiao.mount).toBe("headers");
    expect(xiao.moduleTop).toBeCloseTo(z.pcbBottom - d.pinHeaderSpacerMm, 6);
    const module = meshBounds(assembled(made, /^XIAO/))!;
    expect(module.max[2]).toBeCloseTo(z.pcbBottom - d.pinHeaderSpacerMm, 4);
    expect(module.min[2]).toBeCloseTo(z.pcbBottom - d.pinHeaderSpacerMm - d.xiaoModelHeightMm, 4);
    // On the front it sits on the board.
    expect(meshBounds(assembled(front, /^XIAO/))!.min[2]).toBeGreaterThan(front.layout.z.pcbTop);
  });

  it("raises the case to the lowest height that leaves the module and the plug room, and says so", () => {
    expect(made.layout.height).toBe(backXiaoMinHeight("headers", 1.6));
    expect(made.layout.height).toBe(14.5);
    expect(made.warnings[0]).toBe(
      "The XIAO U1 is on the back of the board (B.Cu), on its pin headers: the case is 14.5 mm tall instead of the guide's 13 mm, the lowest that leaves the module and a USB-C plug room under the board.",
    );
    expect(front.layout.height).toBe(d.caseHeightMm);
  });

  it("cuts the USB opening at the socket's height: plastic just under the plug's grip, open across it", () => {
    const socketZ = made.layout.xiao.socketZ;
    const wall = inWall(made);
    const grip = d.usbPlugOvermouldMm;
    expect(inside(slice(bottom(made), socketZ - grip.height / 2 - d.printedPartGapMm - 0.1), wall)).toBe(true);
    for (const z of [socketZ - grip.height / 2 + 0.05, socketZ, socketZ + grip.height / 2 - 0.05]) {
      const open = slice(bottom(made), z);
      expect(inside(open, wall)).toBe(false);
      const { dir } = made.layout.board.xiao;
      const angle = (Math.atan2(dir[1], dir[0]) * 180) / Math.PI;
      const width = hits(open, wall, angle + 90)[0]! + hits(open, wall, angle - 90)[0]!;
      expect(width).toBeGreaterThanOrEqual(grip.width);
    }
    expect(check(made, /plug reaches/)).toMatchObject({ ok: true });
    expect(plugPath(made.layout.board.xiao, socketZ, d.caseInnerMarginMm + made.layout.wall + 1, [bottom(made)]).blocked).toBe(0);
  });

  it("pockets the floor under the module, leaving at least the thinnest skin", () => {
    const { xiao, board: b } = made.layout;
    const under: P2 = [b.xiao.x, b.xiao.y];
    expect(inside(slice(bottom(made), xiao.moduleBottom - d.printedPartGapMm - 0.05), under)).toBe(true);
    expect(inside(slice(bottom(made), xiao.moduleBottom + 0.05), under)).toBe(false);
    expect(xiao.moduleBottom - d.printedPartGapMm).toBeGreaterThanOrEqual(d.minPrintedSkinMm);
  });

  it("a case cut for a module on top leaves a plug for a module underneath mostly blocked (what the check must catch)", () => {
    const { pcbBottom, pcbTop } = front.layout.z;
    const under = xiaoHeights("back", "headers", pcbBottom, pcbTop);
    const path = plugPath(front.layout.board.xiao, under.socketZ, d.caseInnerMarginMm + front.layout.wall + 1, [bottom(front)]);
    expect(path.blocked).toBeGreaterThan(0.3);
  });

  it("fails its own check when the case is made too low for the plug, naming the height that works", async () => {
    const low = await make({}, true, { heightMm: 10.5 });
    expect(check(low, /plug reaches/)).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/Make the case at least 14\.5 mm tall or solder the XIAO flush\.$/),
    });
    expect(check(low, /clears the floor/)).toMatchObject({ ok: false });
    // Soldered flush, 12 mm is enough, 10.5 mm is not.
    const flush = await make({}, true, { xiaoMount: "flush" });
    expect(flush.layout.height).toBe(d.caseHeightMm);
    expect(check(flush, /plug reaches/)).toMatchObject({ ok: true });
    const flushLow = await make({}, true, { xiaoMount: "flush", heightMm: 10.5 });
    expect(check(flushLow, /plug reaches/)).toMatchObject({ ok: false, detail: expect.stringMatching(/at least 12 mm/) });
  });
});

describe("the pocket check in a low case", () => {
  it("measures the margin where there is a wall, and leaves out the edge facing the USB opening (no Infinity)", async () => {
    // The XIAO in the middle of the right edge: that edge's middle faces the USB opening, which reaches below the
    // height the margin is measured at.
    const made = await make({ xiaoAt: { x: 80 - 10.55, y: 30, rotation: -90 } }, false, { heightMm: 10.5 });
    const pocket = check(made, /fits its pocket/)!;
    expect(pocket.ok).toBe(true);
    expect(pocket.detail).not.toMatch(/Infinity/);
    expect(pocket.detail).toMatch(/1\.00 mm to 1\.00 mm \(1 edge facing the USB opening left out\)/);
  });
});

describe("screws clear of the keycaps", () => {
  const switchSpots = [
    { x: 12, y: 12, rotation: 0 },
    { x: 31.05, y: 12, rotation: 0 },
  ];
  // 1 mm below the corner where the two keycaps meet (each key's square on the key spacing).
  const underCaps: [number, number] = [12 + d.switchSpacingMm / 2, 12 + d.switchSpacingMm / 2 + 1];

  it("leaves a mounting hole under two keycaps without a screw, and says why", async () => {
    const made = await make({ switchSpots, mountingHoles: [underCaps, [70, 50]] }, false);
    expect(made.layout.screws.map((screw) => screw.reference)).toEqual(["H2"]);
    expect(made.warnings).toContain(
      "The mounting hole H1 is under the keycaps of K1, K2: the nut on the plate would stop them, so it was left without a screw.",
    );
  });

  it("puts a screw in the same hole moved clear of the keycaps (the rule is what decides)", async () => {
    const clear: [number, number] = [underCaps[0], underCaps[1] + screwTopRadius("nuts")];
    const made = await make({ switchSpots, mountingHoles: [clear, [70, 50]] }, false);
    expect(made.layout.screws.map((screw) => screw.reference)).toEqual(["H1", "H2"]);
    for (const screw of made.layout.screws) {
      for (const spot of made.layout.board.switches) {
        const dx = Math.max(Math.abs(screw.x - spot.x) - d.switchSpacingMm / 2, 0);
        const dy = Math.max(Math.abs(screw.y - spot.y) - d.switchSpacingMm / 2, 0);
        expect(Math.hypot(dx, dy)).toBeGreaterThanOrEqual(screwTopRadius("nuts") - 1e-6);
      }
    }
  });
});

describe("no wall or bridge thinner than two nozzle lines", () => {
  let wasm: Awaited<ReturnType<typeof Module>>;
  beforeAll(async () => {
    wasm = await Module();
    wasm.setup();
  });

  it("finds a 0.5 mm strip between two openings, and none in a plain plate", () => {
    const items: { delete(): void }[] = [];
    const keep = <T extends { delete(): void }>(item: T) => (items.push(item), item);
    const plate = keep(wasm.CrossSection.square([40, 20]));
    const strip = keep(
      plate
        .subtract(keep(keep(wasm.CrossSection.square([10, 20])).translate([5, 0])))
        .subtract(keep(keep(wasm.CrossSection.square([10, 20])).translate([15.5, 0]))),
    );
    expect(thinParts(plate, d.minPrintedWallMm, keep)).toBe(0);
    expect(thinParts(strip, d.minPrintedWallMm, keep)).toBeCloseTo(0.5 * 20, 0);
    for (const item of items) item.delete();
  });

  it("cuts away the strip left between the XIAO's notch and the OLED's window, and measures none left", async () => {
    // The notch's edge is at KiCad y 15 + 18.5 / 2; the window (38 × 12 mm, grown by the gap between parts) starts 0.5 mm past it.
    const gapToNotch = 0.5;
    const oledY = 15 + d.usbCutoutWidthMm / 2 + gapToNotch + 6 + d.printedPartGapMm;
    const made = await make({ oledAt: { x: 60, y: oledY } }, false);
    expect(made.warnings.join(" ")).toMatch(/narrower than 0\.8 mm .* cut away/);
    expect(check(made, /narrower than 0\.8 mm/)).toMatchObject({ ok: true });
    // In the middle of where the strip was, the printed plate (upside down: y mirrored) is open.
    const stripAt: P2 = [60 - 40, 15 + d.usbCutoutWidthMm / 2 + gapToNotch / 2 - 30];
    expect(inside(slice(made.parts.find((part) => part.name === "top")!.mesh, d.topPlateMm / 2), stripAt)).toBe(false);
  });
});

describe("skins around the counterbores", () => {
  it("refuses a wall that leaves less than the thinnest skin beside a counterbore", async () => {
    await expect(make({}, false, { wallMm: d.counterboreMm + 2 * d.printedPartGapMm })).rejects.toThrow(
      `A wall of 6.4 mm cannot be made: choose between ${d.counterboreMm + 2 * d.minPrintedSkinMm} and ${d.caseOuterExtraMm} mm`,
    );
  });

  it("at the thinnest wall allowed, leaves at least minPrintedSkinMm of plastic around every counterbore", async () => {
    const wall = d.counterboreMm + 2 * d.minPrintedSkinMm;
    const made = await make({}, false, { wallMm: wall });
    const section = slice(bottom(made), d.counterboreDepthMm / 2);
    let thinnest = Infinity;
    for (const screw of made.layout.screws) {
      for (let angle = 0; angle < 360; angle += 7.5) {
        const [into, out] = hits(section, [screw.x, screw.y], angle);
        if (into !== undefined && out !== undefined) thinnest = Math.min(thinnest, out - into);
      }
    }
    expect(thinnest).toBeGreaterThanOrEqual(d.minPrintedSkinMm - 0.02);
  });
});

describe("the print 3MF on the bed", () => {
  it("lays small parts within the bed, resting on it, as the file holds them", async () => {
    const made = await make({}, false);
    expect(check(made, /on one 250 × 210 mm bed/)).toMatchObject({ ok: true });
    const model = strFromU8(unzipSync(made.print3mf)["3D/3dmodel.model"]!);
    const vertices = [...model.matchAll(/<vertex x="([^"]+)" y="([^"]+)" z="([^"]+)"\/>/g)].map((match) => [1, 2, 3].map((group) => Number(match[group])));
    expect(vertices.length).toBeGreaterThan(100);
    for (const axis of [0, 1, 2]) expect(Math.min(...vertices.map((vertex) => vertex[axis]!))).toBeGreaterThanOrEqual(0);
    expect(Math.max(...vertices.map((vertex) => vertex[0]!))).toBeLessThanOrEqual(d.printBedMm.width);
    expect(Math.max(...vertices.map((vertex) => vertex[1]!))).toBeLessThanOrEqual(d.printBedMm.depth);
  });

  it("fits both parts of a 100 × 100 mm board exactly (120 + 10 + 120 mm), and says plainly when a wider wall makes them too big", async () => {
    const exact = await make({ boardWidth: 100, boardHeight: 100 }, false);
    expect(check(exact, /on one 250 × 210 mm bed/)).toMatchObject({ ok: true, detail: "250.0 × 120.0 mm together, centred on the bed." });
    const made = await make({ boardWidth: 100, boardHeight: 100 }, false, { wallMm: 12 });
    expect(check(made, /on one 250 × 210 mm bed/)).toMatchObject({ ok: false, detail: "They need 262.0 × 126.0 mm together: print them one at a time." });
    expect(made.warnings).toContain(
      "The bottom and the top need 262 × 126 mm side by side, more than one 250 × 210 mm print bed: print them one at a time (the print 3MF holds both; move one off the plate in the slicer).",
    );
  });
});

describe("allanpad (its XIAO is on B.Cu)", () => {
  const scratch = mkdtempSync(join(tmpdir(), "case-allanpad-"));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("gets a case with the USB opening at its socket's height, a plug clear all the way", async () => {
    cpSync(join(realFixturesDir, "allanpad"), join(scratch, "allanpad"), { recursive: true });
    const project = await readProjectBoard(join(scratch, "allanpad"));
    const made = await generateCase(project.board, project.parts, { screws: "nuts" });
    expect(made.layout.board.xiao.side).toBe("back");
    expect(made.checks.filter((entry) => !entry.ok)).toEqual([]);
    const socketZ = made.layout.xiao.socketZ;
    expect(socketZ).toBeLessThan(made.layout.z.pcbBottom);
    const mesh: Mesh = bottom(made);
    expect(inside(slice(mesh, socketZ), inWall(made))).toBe(false);
    expect(inside(slice(mesh, made.layout.usb.bottom - 0.1), inWall(made))).toBe(true);
  });
});

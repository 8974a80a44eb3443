/**
 * The generated case measured on its own meshes (slices and rays, never the engine's plan): switch cut-outs, the USB
 * opening, the PCB's pocket, the gap between the parts, the screws, closed flat parts; and the files added to the
 * project pass the preflight's `case` and `cad` rules. One synthetic board per situation the issue names.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import { classifyFootprint, runPreflight, parseKicadPcb, parseThreeMf } from "@hackpad/preflight";
import { defaultFixture, kicadBoard, validProject, type FixtureOptions } from "@hackpad/preflight/testing";
import { meshBounds, openEdgeCount, splitBodies } from "@hackpad/mesh";
import { caseFiles, generateCase, type GeneratedCase } from "../src/index.ts";
import { bedFaces, hits, inside, slice, type P2 } from "./support/probe.ts";

const d = { ...dimensions, ...caseModel };
const W = 80;
const H = 60;
const base: Partial<FixtureOptions> = { boardWidth: W, boardHeight: H, encoders: 0, leds: 0, switches: 3, caseSize: [100, 80, 13] };
const middle: Partial<FixtureOptions> = {
  switchSpots: [
    { x: 30, y: 30, rotation: 0 },
    { x: 49.05, y: 30, rotation: 0 },
  ],
};

interface Board {
  name: string;
  options: Partial<FixtureOptions>;
  screws?: "nuts" | "inserts";
}

const boards: Board[] = [
  {
    name: "rotated switches",
    options: {
      switchSpots: [
        { x: 15, y: 20, rotation: 15 },
        { x: 40, y: 20, rotation: -30 },
        { x: 15, y: 42, rotation: 45 },
      ],
    },
  },
  { name: "Choc switches", options: { switchStyle: "choc" } },
  {
    name: "an encoder, an OLED and the board's own mounting holes",
    options: {
      encoderSpots: [{ x: 62, y: 45 }],
      oledAt: { x: 30, y: 48 },
      mountingHoles: [
        [6, 30],
        [74, 53],
      ],
    },
    screws: "inserts",
  },
  { name: "a rounded outline with arcs", options: { outline: { kind: "rounded", radius: 8 } } },
  { name: "the XIAO facing the right edge", options: { ...middle } },
  { name: "the XIAO facing the left edge", options: { ...middle, xiaoAt: { x: 10.55, y: 40, rotation: 90 } } },
  { name: "the XIAO facing the top edge", options: { ...middle, xiaoAt: { x: 65, y: 10.55, rotation: 0 } } },
  { name: "the XIAO facing the bottom edge", options: { ...middle, xiaoAt: { x: 65, y: 49.45, rotation: 180 } } },
];

/** KiCad coordinates to the case frame (origin at the outline box's middle, y up) and to the printed top plate (y mirrored). */
const toCase = (x: number, y: number): P2 => [x - W / 2, H / 2 - y];
const toPrintedTop = (x: number, y: number): P2 => [x - W / 2, y - H / 2];

/** The XIAO as the fixture places it: centre, and the way its socket faces in the case frame (pin 1 towards the socket, local −y). */
function xiaoOf(options: Partial<FixtureOptions>): { centre: P2; dir: P2 } {
  const at = options.xiaoAt ?? { x: W - 10.55, y: 15, rotation: -90 };
  const t = (at.rotation * Math.PI) / 180;
  return { centre: toCase(at.x, at.y), dir: [-Math.sin(t), Math.cos(t)] };
}

const deg = (v: P2) => (Math.atan2(v[1], v[0]) * 180) / Math.PI;

describe.each(boards)("a case for a board with $name", ({ options, screws }) => {
  const fixture: FixtureOptions = { ...defaultFixture, ...base, ...options };
  const board = parseKicadPcb(kicadBoard(fixture));
  const parts = board.footprints.map(classifyFootprint);
  let made: GeneratedCase;
  const part = (name: "bottom" | "top") => made.parts.find((entry) => entry.name === name)!.mesh;
  const assembled = (name: string) => made.assembly.find((entry) => entry.name === name)!.mesh;
  const spots = fixture.switchSpots ?? [0, 1, 2].map((i) => ({ x: 12 + i * 19.05, y: 12, rotation: 0 }));
  const height = d.caseHeightMm;

  beforeAll(async () => {
    made = await generateCase(board, parts, { screws: screws ?? "nuts" });
  });

  it("makes two parts, each one closed body lying flat on its largest face", () => {
    expect(made.parts.map((entry) => entry.name)).toEqual(["bottom", "top"]);
    for (const { mesh } of made.parts) {
      expect(openEdgeCount(mesh)).toBe(0);
      expect(splitBodies(mesh)).toHaveLength(1);
      const faces = bedFaces(mesh);
      expect(faces.minZ).toBeCloseTo(0, 5);
      expect(faces.bed).toBeGreaterThanOrEqual(faces.largestOther);
    }
  });

  it("cuts a 14 mm square, turned with the switch, centred on every switch", () => {
    const plate = slice(part("top"), d.topPlateMm / 2);
    for (const spot of spots) {
      const centre = toPrintedTop(spot.x, spot.y);
      expect(inside(plate, centre)).toBe(false);
      // The printed plate lies upside down (y mirrored), so a turn of r degrees shows as −r.
      for (const axis of [0, 90]) {
        const [forward, back] = [hits(plate, centre, -spot.rotation + axis)[0]!, hits(plate, centre, -spot.rotation + axis + 180)[0]!];
        expect(Math.abs(forward + back - d.switchCutoutMm)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(forward - back) / 2).toBeLessThanOrEqual(0.05);
      }
    }
  });

  it("measures its own parts and finds every check met", () => {
    expect(made.checks.filter((check) => !check.ok)).toEqual([]);
    expect(made.checks.map((check) => check.label)).toEqual(expect.arrayContaining(["The USB opening is centred on the XIAO's socket"]));
  });

  it("leaves the plate open over the whole XIAO module, usbCutoutWidthMm wide", () => {
    const { centre, dir } = xiaoOf(options);
    const plate = slice(part("top"), d.topPlateMm / 2);
    for (let along = -d.xiaoModuleLengthMm / 2; along <= d.xiaoModuleLengthMm / 2; along += 1.5) {
      for (let across = -d.xiaoModuleWidthMm / 2; across <= d.xiaoModuleWidthMm / 2; across += 1.5) {
        const x = centre[0] + dir[0] * along - dir[1] * across;
        const y = centre[1] + dir[1] * along + dir[0] * across;
        expect(inside(plate, [x, -y])).toBe(false);
      }
    }
    const notchWidth = hits(plate, [centre[0], -centre[1]], -deg(dir) + 90)[0]! + hits(plate, [centre[0], -centre[1]], -deg(dir) - 90)[0]!;
    expect(notchWidth).toBeCloseTo(d.usbCutoutWidthMm, 3);
  });

  it("knows which edge the XIAO's socket faces", () => {
    const { dir } = xiaoOf(options);
    const edge = Math.abs(dir[0]) > 0.5 ? (dir[0] > 0 ? "right" : "left") : dir[1] > 0 ? "top" : "bottom";
    expect(made.layout.board.xiao.edge).toBe(edge);
  });

  it("opens the wall where the XIAO's USB socket is, usbCutoutWidthMm wide and usbCutDepthMm deep, centred on the socket", () => {
    const { centre, dir } = xiaoOf(options);
    const socketFront = d.xiaoModuleLengthMm / 2 + d.xiaoUsbProtrusionMm;
    const socket: P2 = [centre[0] + dir[0] * socketFront, centre[1] + dir[1] * socketFront];
    // Half way through the wall beyond the socket's front.
    const inWall: P2 = [socket[0] + dir[0] * 4.5, socket[1] + dir[1] * 4.5];
    const usbBottom = height - d.usbCutDepthMm;
    const open = slice(part("bottom"), (usbBottom + height) / 2);
    expect(inside(open, inWall)).toBe(false);
    const left = hits(open, inWall, deg(dir) + 90)[0]!;
    const right = hits(open, inWall, deg(dir) - 90)[0]!;
    expect(Math.abs(left + right - d.usbCutoutWidthMm)).toBeLessThan(0.01);
    expect(Math.abs(left - right) / 2).toBeLessThanOrEqual(0.5);
    expect(inside(slice(part("bottom"), usbBottom - 0.2), inWall)).toBe(true);
    expect(inside(slice(part("bottom"), usbBottom + 0.2), inWall)).toBe(false);
  });

  it("leaves the programme's inner margin around the PCB in its pocket, and the 0.2 mm gap between the plate's rim and the wall", () => {
    const outline = made.layout.board.outline;
    const { centre, dir } = xiaoOf(options);
    const pocket = slice(part("bottom"), d.caseFloorMm + 1);
    const wallAtRim = slice(part("bottom"), height - d.topPlateRimMm / 2);
    const rim = slice(assembled("Case top"), height - d.topPlateRimMm / 2);
    let gaps = 0;
    for (let index = 0; index < outline.length; index++) {
      const a = outline[index]!;
      const b = outline[(index + 1) % outline.length]!;
      const mid: P2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
      const outward = deg([b[1] - a[1], a[0] - b[0]]);
      expect(Math.abs(hits(pocket, mid, outward)[0]! - d.caseInnerMarginMm)).toBeLessThan(0.02);
      // Away from the USB cut-out (no wall there at this height), the rim fills the margin less the gap.
      const across = Math.abs(-(mid[0] - centre[0]) * dir[1] + (mid[1] - centre[1]) * dir[0]);
      if (across < d.usbCutoutWidthMm / 2 + 1) continue;
      // From just inside the board's edge: the rim's outer face is the last rim face before the wall.
      const start: P2 = [mid[0] - 0.1 * Math.cos((outward * Math.PI) / 180), mid[1] - 0.1 * Math.sin((outward * Math.PI) / 180)];
      const wall = hits(wallAtRim, start, outward)[0];
      const rimOuter = hits(rim, start, outward)
        .filter((t) => wall !== undefined && t < wall)
        .pop();
      if (rimOuter === undefined || wall === undefined) continue;
      expect(Math.abs(wall - rimOuter - d.printedPartGapMm)).toBeLessThan(0.02);
      gaps++;
    }
    expect(gaps).toBeGreaterThan(0);
  });

  it("puts screws through both parts, clear of every cut-out and of the board's parts", () => {
    const kind = screws ?? "nuts";
    const expected = fixture.mountingHoles?.map(([x, y]) => toCase(x, y));
    if (expected) expect(made.layout.screws.map((screw) => [screw.x, screw.y])).toEqual(expected);
    else expect(made.warnings.join(" ")).toMatch(/no M3 mounting holes.*corners/);
    const bottomBase = slice(part("bottom"), 1);
    const plate = slice(part("top"), d.topPlateMm / 2);
    const topHole = kind === "nuts" ? d.screwHoleMm : d.heatSetHole.diameterMm;
    for (const screw of made.layout.screws) {
      const at: P2 = [screw.x, screw.y];
      const printed: P2 = [screw.x, -screw.y];
      // Just under the top of the wall, or of the post under the PCB.
      const bottomTop = slice(part("bottom"), (screw.at === "board" ? made.layout.z.pcbBottom : height) - 0.5);
      for (const angle of [0, 90, 180, 270]) {
        expect(hits(bottomTop, at, angle)[0]! - topHole / 2).toBeLessThan(0.05);
        expect(hits(bottomTop, at, angle)[0]! - topHole / 2).toBeGreaterThan(-0.05);
        expect(Math.abs(hits(plate, printed, angle)[0]! - d.screwHoleMm / 2)).toBeLessThan(0.05);
        if (kind === "nuts") expect(Math.abs(hits(bottomBase, at, angle)[0]! - d.counterboreMm / 2)).toBeLessThan(0.05);
        else expect(inside(bottomBase, at)).toBe(true);
      }
      // What touches the board or reaches past the hole: the post and spacer at the board's own holes, else the counterbore or insert.
      const reach =
        screw.at === "board" ? d.heatSetHole.diameterMm / 2 + d.minUnderScrewHeadMm : (kind === "nuts" ? d.counterboreMm : d.heatSetHole.diameterMm) / 2;
      for (const spot of spots) {
        const [x, y] = toCase(spot.x, spot.y);
        expect(Math.hypot(screw.x - x, screw.y - y)).toBeGreaterThan(d.switchCutoutMm / 2 + d.screwHoleMm / 2);
      }
      for (const footprint of board.footprints.filter((entry) => !entry.reference.startsWith("H"))) {
        for (const pad of footprint.pads) {
          const [x, y] = toCase(pad.x, pad.y);
          expect(Math.hypot(screw.x - x, screw.y - y)).toBeGreaterThan(Math.max(pad.width, pad.height) / 2 + reach);
        }
      }
    }
  });

  it("writes the files the submission wants, and the preflight passes its case and cad rules with them", async () => {
    expect(made.parts.map((entry) => entry.fileName)).toEqual([caseFiles.part("bottom"), caseFiles.part("top")]);
    const models = parseThreeMf(made.assembly3mf, "assembly.3mf", { entriesLeft: 100, bytesLeft: 1e9 });
    expect(models.objects).toEqual(expect.arrayContaining(["Case bottom", "Case top", "PCB", "Switch K1", "Keycap K1", "XIAO U1"]));
    const print = parseThreeMf(made.print3mf, "case-print.3mf", { entriesLeft: 100, bytesLeft: 1e9 });
    expect(print.objects).toEqual(["Case bottom", "Case top"]);
    const size = meshBounds(part("bottom"))!.size;
    expect(models.size![0]).toBeCloseTo(size[0], 1);

    const project = validProject({ ...fixture, name: "casepad" }).filter((file) => !/\/(production\/case|CAD)\//.test(file.path));
    const added = [
      ...made.parts.map((entry) => ({ path: `casepad/${entry.fileName}`, bytes: entry.stl })),
      { path: `casepad/${caseFiles.print3mf("casepad")}`, bytes: made.print3mf },
      { path: `casepad/${caseFiles.assembly3mf}`, bytes: made.assembly3mf },
    ];
    const report = await runPreflight([...project, ...added], { input: "casepad" });
    const rule = (id: string) => report.rules.find((entry) => entry.id === id);
    expect(rule("case")?.status).toBe("pass");
    expect(rule("cad")?.status).toBe("pass");
    expect(report.measurements.caseParts.map((entry) => entry.file)).toEqual([caseFiles.part("bottom"), caseFiles.part("top")]);
  });
});

describe("an EC11 encoder", () => {
  it("gets a square in the plate clearing its body, centred on its shaft", async () => {
    const shafts = [
      { x: 62, y: 45 },
      { x: 30, y: 45 },
    ];
    const board = parseKicadPcb(kicadBoard({ ...defaultFixture, ...base, encoderSpots: shafts }));
    const made = await generateCase(board, board.footprints.map(classifyFootprint), { screws: "nuts" });
    const plate = slice(made.parts[1]!.mesh, d.topPlateMm / 2);
    for (const spot of shafts) {
      const centre = toPrintedTop(spot.x, spot.y);
      for (const axis of [0, 90]) {
        const [forward, back] = [hits(plate, centre, axis)[0]!, hits(plate, centre, axis + 180)[0]!];
        expect(Math.abs(forward + back - d.encoderBodyMm - 2 * d.printedPartGapMm)).toBeLessThanOrEqual(0.05);
        expect(Math.abs(forward - back) / 2).toBeLessThanOrEqual(0.05);
      }
    }
  });
});

describe("an OLED module", () => {
  it("gets a window in the plate the size of the outline its footprint draws, with the gap between parts", async () => {
    const board = parseKicadPcb(kicadBoard({ ...defaultFixture, ...base, oledAt: { x: 30, y: 45 } }));
    const made = await generateCase(board, board.footprints.map(classifyFootprint), { screws: "nuts" });
    const plate = slice(made.parts[1]!.mesh, d.topPlateMm / 2);
    const centre = toPrintedTop(30, 45);
    const span = (angle: number) => hits(plate, centre, angle)[0]! + hits(plate, centre, angle + 180)[0]!;
    // The fixture's module outline on F.Fab is 38 × 12 mm.
    expect(span(0)).toBeCloseTo(38 + 2 * d.printedPartGapMm, 3);
    expect(span(90)).toBeCloseTo(12 + 2 * d.printedPartGapMm, 3);
    expect(made.warnings.join(" ")).not.toMatch(/OLED/);
  });
});

describe("options", () => {
  const board = parseKicadPcb(kicadBoard({ ...defaultFixture, ...base }));
  const parts = board.footprints.map(classifyFootprint);

  it("makes the bottom as tall as asked, and cuts an engraved name under its floor", async () => {
    const tall = await generateCase(board, parts, { screws: "nuts", heightMm: 16, engrave: "Minipad 2" });
    expect(meshBounds(tall.parts[0]!.mesh)!.size[2]).toBeCloseTo(16, 4);
    // A cell of the engraving is empty just under the floor's face, solid just above the engraving's depth.
    const under = slice(tall.parts[0]!.mesh, d.engraveDepthMm / 2);
    const above = slice(tall.parts[0]!.mesh, d.engraveDepthMm * 2);
    const probe = Array.from({ length: 400 }, (_, i): P2 => [-20 + (i % 40), -4 + Math.floor(i / 40) * 0.8]);
    const engraved = probe.filter((point) => !inside(under, point) && inside(above, point));
    expect(engraved.length).toBeGreaterThan(10);
    expect(openEdgeCount(tall.parts[0]!.mesh)).toBe(0);
  });

  it("warns when an encoder's opening runs into a switch's cut-out", async () => {
    const crowded = parseKicadPcb(kicadBoard({ ...defaultFixture, ...base, encoderSpots: [{ x: 20, y: 20 }] }));
    const made = await generateCase(crowded, crowded.footprints.map(classifyFootprint), { screws: "nuts" });
    expect(made.warnings).toContain("The plate's opening for the encoder SW1 runs into the cut-out of K1, K2: move the parts apart on the board.");
    const clear = await generateCase(board, parts, { screws: "nuts" });
    expect(clear.warnings.join(" ")).not.toMatch(/runs into/);
  });

  it("says so when a name cannot be engraved, and still makes the case", async () => {
    const made = await generateCase(board, parts, { screws: "nuts", engrave: "???" });
    expect(made.warnings.join(" ")).toMatch(/nothing was engraved/);
    expect(openEdgeCount(made.parts[0]!.mesh)).toBe(0);
  });

  it("refuses a case too low for the USB cut-out and a wall too thin for the screws", async () => {
    await expect(generateCase(board, parts, { screws: "nuts", heightMm: 5 })).rejects.toThrow(/height of 5 mm/);
    await expect(generateCase(board, parts, { screws: "nuts", wallMm: 2 })).rejects.toThrow(/wall of 2 mm/);
  });
});

/**
 * The solids of the guide's case, built with manifold-3d in the case's frame (board.ts), z up from the underside of
 * the case:
 * - bottom shell: the outline grown by the inner margin and the wall, `height` tall; the PCB's pocket (the outline
 *   grown by the inner margin) down to the floor; the USB cut-out through the wall where the XIAO's socket is;
 * - top plate on the wall, topPlateMm thick, with a rim under it that fills the pocket's margin less the gap between
 *   printed parts; a switch cut-out per switch, turned with it; a square per encoder; a window per OLED; the notch
 *   over the XIAO;
 * - screws: at the board's own M3 holes (a post under the PCB and a spacer over it), else in the wall's corners;
 *   with nuts, up from a counterbore under the floor through the wall and the plate, the nut on the plate (the
 *   guide's case); with heat-set inserts, down through the plate into an insert in the wall or post.
 * The PCB hangs from the plate by its switches, its top pcbTopToPlateTopMm under the plate's top (the guide's section).
 */
import type { CrossSection, Manifold, ManifoldToplevel } from "manifold-3d";
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import type { Mesh } from "@hackpad/mesh";
import { rayCrossing } from "@hackpad/mesh/plane";
import type { CaseBoard, Rect } from "./board.ts";
import { circleSteps, type Point } from "./outline.ts";
import { engravingOutlines } from "./engrave.ts";
import { backOpeningBottom, xiaoHeights, type XiaoHeights, type XiaoMount } from "./back-xiao.ts";

interface ScrewSpot {
  x: number;
  y: number;
  /** "board": through one of the PCB's own mounting holes; "corner": in the case's wall. */
  at: "board" | "corner";
  reference?: string;
}

export interface CaseLayout {
  board: CaseBoard;
  height: number;
  wall: number;
  screws: ScrewSpot[];
  screwKind: "nuts" | "inserts";
  /** Heights (z) of the floor's top, the PCB's underside and top, the plate's underside and top. */
  z: { floorTop: number; pcbBottom: number; pcbTop: number; plateBottom: number; plateTop: number };
  /** The USB cut-out: its centre line starts at the XIAO's centre and runs along `dir`; bottom edge at z `bottom`. */
  usb: { centre: Point; dir: Point; width: number; bottom: number };
  /** The XIAO's height in the case: on which side of the board, how it is soldered, the module's and the socket's z. */
  xiao: XiaoHeights & { side: "front" | "back"; mount: XiaoMount };
  /** The notch in the top plate over the XIAO, from `from` to `to` along the XIAO's axis (distances from its centre). */
  notch: { from: number; to: number; width: number };
}

interface BuildOptions {
  height: number;
  wall: number;
  screws: "nuts" | "inserts";
  engrave: string;
  xiaoMount: XiaoMount;
}

export interface Built {
  printed: { name: "bottom" | "top"; mesh: Mesh }[];
  /** The case with the board and its parts in place (case frame, z up from the bottom of the case). */
  assembly: { name: string; mesh: Mesh; color: string }[];
  warnings: string[];
  checks: { label: string; ok: boolean; detail: string }[];
  /** Where everything went: the board as read, heights, screws, openings (for the preview, tests and the report). */
  layout: CaseLayout;
}

const colors = {
  bottom: "#3b6ea8",
  top: "#e0a526",
  pcb: "#1f7a3a",
  switch: "#3a3a3a",
  keycap: "#f2f2f2",
  encoder: "#8a8a8a",
  xiao: "#5a2d82",
  oled: "#101010",
} as const;

/** A manifold's triangles as a Mesh (positions only). */
function toMesh(solid: Manifold): Mesh {
  const mesh = solid.getMesh();
  const count = mesh.vertProperties.length / mesh.numProp;
  const positions = new Float32Array(count * 3);
  for (let vertex = 0; vertex < count; vertex++) {
    for (let axis = 0; axis < 3; axis++) positions[vertex * 3 + axis] = mesh.vertProperties[vertex * mesh.numProp + axis]!;
  }
  return { positions, indices: new Uint32Array(mesh.triVerts) };
}

/** The first distance along the ray from `start` in `dir` at which it crosses one of the polygons' edges. */
function rayExit(polygons: readonly (readonly Point[])[], start: Point, dir: Point): number | null {
  let best: number | null = null;
  for (const polygon of polygons) {
    for (let index = 0; index < polygon.length; index++) {
      const t = rayCrossing(start[0], start[1], dir[0], dir[1], polygon[index]!, polygon[(index + 1) % polygon.length]!);
      if (t > 0 && (best === null || t < best)) best = t;
    }
  }
  return best;
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/**
 * How far from a screw's axis what sits on the plate's top reaches: a hex nut's corners (ISO 4032: across the flats
 * s, across the corners s / cos 30°), or a socket head's rim, as wide as its counterbore.
 */
export function screwTopRadius(kind: "nuts" | "inserts"): number {
  return kind === "nuts" ? dimensions.hexNutAcrossFlatsMm / Math.cos(Math.PI / 6) / 2 : dimensions.counterboreMm / 2;
}

/** Distance from a point to a square of side `size` centred at (x, y) and turned by `angle` degrees (0 inside). */
function distanceToSquare(point: Point, square: { x: number; y: number; angle: number }, size: number): number {
  const t = (-square.angle * Math.PI) / 180;
  const dx = point[0] - square.x;
  const dy = point[1] - square.y;
  const u = Math.abs(dx * Math.cos(t) - dy * Math.sin(t)) - size / 2;
  const v = Math.abs(dx * Math.sin(t) + dy * Math.cos(t)) - size / 2;
  return Math.hypot(Math.max(u, 0), Math.max(v, 0)) + Math.min(Math.max(u, v), 0);
}

export function buildCase(wasm: ManifoldToplevel, board: CaseBoard, options: BuildOptions, onProgress?: (fraction: number, label: string) => void): Built {
  const { Manifold, CrossSection } = wasm;
  // Every WASM object made during the build, freed at its end (manifold-3d's objects live in WASM memory).
  const made: { delete(): void }[] = [];
  const keep = <T extends { delete(): void }>(item: T) => {
    made.push(item);
    return item;
  };
  const d = { ...dimensions, ...caseModel };
  const gap = d.printedPartGapMm;
  const { height, wall } = options;
  const warnings: string[] = [];
  const checks: Built["checks"] = [];

  const plateBottom = height;
  const plateTop = height + d.topPlateMm;
  const pcbTop = plateTop - d.pcbTopToPlateTopMm;
  const pcbBottom = pcbTop - board.thickness;
  const floorTop = d.caseFloorMm;
  const over = 1; // cutters reach this far past the faces they open, so no face is left paper-thin

  const circle = (x: number, y: number, diameter: number) => keep(keep(CrossSection.circle(diameter / 2, circleSteps(diameter / 2))).translate([x, y]));
  const rectangle = (x: number, y: number, w: number, h: number, angle: number) =>
    keep(keep(keep(CrossSection.square([w, h], true)).rotate(angle)).translate([x, y]));
  /** A square of side `side` on a part, turned with it. */
  const square = (spot: { x: number; y: number; angle: number }, side: number) => rectangle(spot.x, spot.y, side, side, spot.angle);
  /** An OLED's window, `grow` wider and deeper. */
  const windowRect = (w: Rect, grow: number) => rectangle((w.minX + w.maxX) / 2, (w.minY + w.maxY) / 2, w.maxX - w.minX + grow, w.maxY - w.minY + grow, 0);
  /** A strip `width` wide along the XIAO's axis from `from` to `to` (distances from its centre). */
  const strip = (from: number, to: number, width: number) => {
    const local = keep(keep(CrossSection.square([to - from, width])).translate([from, -width / 2]));
    return keep(keep(local.rotate(board.xiao.angle)).translate([board.xiao.x, board.xiao.y]));
  };
  const prism = (section: CrossSection, z0: number, z1: number) => keep(keep(section.extrude(z1 - z0)).translate([0, 0, z0]));
  const union = (sections: CrossSection[]) => keep(CrossSection.union(sections));

  const outline = keep(new CrossSection([board.outline], "Positive"));
  const pocket = keep(outline.offset(d.caseInnerMarginMm, "Round", 2, circleSteps(d.caseInnerMarginMm)));
  const outer = keep(outline.offset(d.caseInnerMarginMm + wall, "Round", 2, circleSteps(d.caseInnerMarginMm + wall)));
  const outerPolygons = outer.toPolygons() as Point[][];

  // The XIAO: the USB cut-out in the wall and the notch in the plate, both on the module's axis.
  const xiao = board.xiao;
  const reach = 4 * (Math.max(board.width, board.height) + 2 * wall);
  const heights = xiaoHeights(xiao.side, options.xiaoMount, pcbBottom, pcbTop);
  // A module under the board has its socket below the PCB: the opening goes down to the plug's grip, never through the bed.
  const usbBottom = xiao.side === "back" ? Math.max(d.minPrintedSkinMm, backOpeningBottom(heights)) : plateBottom - d.usbCutDepthMm;
  const usbStrip = strip(0, reach, d.usbCutoutWidthMm);
  const exit = rayExit(outerPolygons, [xiao.x, xiao.y], xiao.dir) ?? reach / 4;
  // The notch runs topNotchLengthMm in from the case's outer edge; on a board where the XIAO sits further in, it
  // goes on past the module's far end by the gap between parts, so the plate never covers the module.
  const notchFrom = Math.min(exit - d.topNotchLengthMm, -d.xiaoModuleLengthMm / 2 - gap);
  const notchStrip = strip(notchFrom, reach, d.usbCutoutWidthMm);

  // Screws: the board's own M3 holes when it has them and they are clear of the cut-outs, else the wall's corners.
  const cutoutClear = (point: Point, radius: number) =>
    board.switches.every((spot) => distanceToSquare(point, spot, d.switchCutoutMm) > radius) &&
    board.encoders.every((spot) => distanceToSquare(point, spot, d.encoderBodyMm + 2 * gap) > radius);
  const postDiameter = d.heatSetHole.diameterMm + 2 * d.minUnderScrewHeadMm;
  const screws: ScrewSpot[] = [];
  // The post under the PCB and the spacer over it press on the board around the hole: no other part's pad may be there.
  const padClear = (point: Point, radius: number) => board.keepouts.every((pad) => distance(point, [pad.x, pad.y]) > radius + pad.radius);
  // What sits on the plate's top at a screw (the nut, or the screw's head over an insert) must stay out from under the
  // keycaps: each key's square on the key spacing, which a cap's skirt sweeps when pressed.
  const onPlate = screwTopRadius(options.screws);
  const underKeycaps = (point: Point) =>
    board.switches.filter((spot) => distanceToSquare(point, spot, d.switchSpacingMm) < onPlate).map((spot) => spot.reference);
  for (const hole of board.mountingHoles) {
    const at: Point = [hole.x, hole.y];
    const keycaps = underKeycaps(at);
    if (!cutoutClear(at, d.screwHoleMm / 2))
      warnings.push(`The mounting hole ${hole.reference} is too close to a switch or encoder for a screw: it was left without one.`);
    else if (keycaps.length > 0) {
      warnings.push(
        `The mounting hole ${hole.reference} is under the keycaps of ${keycaps.join(", ")}: the ${options.screws === "nuts" ? "nut" : "screw head"} on the plate would stop them, so it was left without a screw.`,
      );
    } else if (!padClear(at, postDiameter / 2)) {
      warnings.push(`The mounting hole ${hole.reference} has another part's pad within the screw post's ${postDiameter} mm: it was left without a screw.`);
    } else screws.push({ x: hole.x, y: hole.y, at: "board", reference: hole.reference });
  }
  if (screws.length === 0) {
    const middle = keep(outline.offset(d.caseInnerMarginMm + wall / 2, "Round", 2, circleSteps(d.caseInnerMarginMm + wall / 2)));
    const candidates = (middle.toPolygons() as Point[][]).flat();
    const bounds = outer.bounds();
    const corners: Point[] = [
      [bounds.min[0], bounds.min[1]],
      [bounds.max[0], bounds.min[1]],
      [bounds.max[0], bounds.max[1]],
      [bounds.min[0], bounds.max[1]],
    ];
    const clearance = d.counterboreMm / 2 + d.minUnderScrewHeadMm;
    // Clear of the USB cut-out and the notch: measured across the XIAO's axis, beyond the module's back end.
    const clearOfUsb = (point: Point) => {
      const along = (point[0] - xiao.x) * xiao.dir[0] + (point[1] - xiao.y) * xiao.dir[1];
      const across = Math.abs(-(point[0] - xiao.x) * xiao.dir[1] + (point[1] - xiao.y) * xiao.dir[0]);
      return along < notchFrom - clearance || across > d.usbCutoutWidthMm / 2 + clearance;
    };
    for (const corner of corners) {
      const best = candidates
        .filter(
          (point) =>
            clearOfUsb(point) && underKeycaps(point).length === 0 && screws.every((screw) => distance(point, [screw.x, screw.y]) > 2 * d.counterboreMm),
        )
        .sort((a, b) => distance(a, corner) - distance(b, corner))[0];
      if (best) screws.push({ x: best[0], y: best[1], at: "corner" });
    }
    const why = board.mountingHoles.length === 0 ? "The board has no M3 mounting holes" : "None of the board's mounting holes can take a screw";
    warnings.push(`${why}, so the ${screws.length} screws go in the case's corners, in the wall outside the board.`);
  }

  // Screw lengths: say so when the programme's screws do not suit this case.
  if (options.screws === "nuts") {
    const above = d.screwLengthMm - (height - d.counterboreDepthMm) - d.topPlateMm;
    if (above < d.hexNutHeightMm) {
      warnings.push(
        `The ${d.screwLengthMm} mm screws leave ${above.toFixed(1)} mm of thread above the plate, less than a nut's ${d.hexNutHeightMm} mm: use longer screws or a lower case.`,
      );
    }
  } else {
    const longest = plateTop - d.minUnderScrewHeadMm - d.screwTipClearanceMm;
    if (d.screwLengthMm > longest) {
      warnings.push(
        `With heat-set inserts the screws go down through the plate; in a case ${height} mm tall they can be at most ${longest.toFixed(1)} mm long, and the programme's are ${d.screwLengthMm} mm: shorten them, make the case taller, or use nuts.`,
      );
    }
  }
  if (board.switches.some((spot) => spot.style === "choc")) {
    warnings.push(
      `The plate sits ${d.pcbTopToPlateTopMm} mm above the PCB, the height for MX switches; Choc switches sit lower, so check the plate height in your CAD before printing.`,
    );
  }
  for (const oled of board.oleds) {
    if (!oled.window) warnings.push(`The OLED footprint ${oled.reference} draws no outline, so the top plate has no window for it: cut one in your CAD.`);
  }

  onProgress?.(0.3, "Cutting the bottom shell");
  const bottomParts: Manifold[] = [prism(outer, 0, height)];
  const posts = screws.filter((screw) => screw.at === "board").map((screw) => circle(screw.x, screw.y, postDiameter));
  const shellCuts: Manifold[] = [prism(pocket, floorTop, height + over), prism(usbStrip, usbBottom, height + over)];
  if (xiao.side === "back" && heights.moduleBottom - gap < floorTop) {
    // The module hangs lower than the floor's top: a pocket in the floor under it, a skin of at least minPrintedSkinMm left.
    const floorPocket = Math.max(d.minPrintedSkinMm, heights.moduleBottom - gap);
    const under = strip(-d.xiaoModuleLengthMm / 2 - gap, d.xiaoModuleLengthMm / 2 + d.xiaoUsbProtrusionMm, d.xiaoModuleWidthMm + 2 * gap);
    shellCuts.push(prism(under, floorPocket, floorTop + over));
    warnings.push(
      `The XIAO ${xiao.reference} is on the back of the board (${options.xiaoMount === "headers" ? "on its pin headers" : "soldered flush"}): it hangs ${(floorTop - heights.moduleBottom).toFixed(1)} mm into the floor, so the floor has a pocket under it with ${floorPocket.toFixed(1)} mm of plastic left.`,
    );
  }
  const bottomCuts: Manifold[] = [];
  for (const screw of screws) {
    if (options.screws === "nuts") {
      bottomCuts.push(prism(circle(screw.x, screw.y, d.counterboreMm), -over, d.counterboreDepthMm));
      bottomCuts.push(prism(circle(screw.x, screw.y, d.screwHoleMm), -over, height + over));
    } else {
      // The insert at the top of the wall (or post), the screw's own hole below it, a floor of plastic left under both.
      const top = screw.at === "board" ? pcbBottom : height;
      bottomCuts.push(prism(circle(screw.x, screw.y, d.heatSetHole.diameterMm), top - d.heatSetHole.depthMm, height + over));
      bottomCuts.push(prism(circle(screw.x, screw.y, d.screwHoleMm), d.minUnderScrewHeadMm, height + over));
    }
  }
  if (options.engrave) {
    const letters = engravingOutlines(options.engrave, board.width, d.engraveHeightMm);
    if (letters.length > 0) {
      const text = keep(new CrossSection(letters, "NonZero"));
      // Under the floor, mirrored so it reads the right way round when the case is turned over.
      bottomCuts.push(prism(keep(text.mirror([1, 0])), -over, d.engraveDepthMm));
    } else
      warnings.push(
        `The name to engrave has no letters the engraving knows (A–Z, 0–9), or is too long for strokes of at least ${d.engraveMinStrokeMm} mm under this board: nothing was engraved.`,
      );
  }
  // The shell first, then the posts stand in its pocket, then the screw holes go through both.
  let bottom = keep(keep(Manifold.union(bottomParts)).subtract(keep(Manifold.union(shellCuts))));
  if (posts.length > 0) bottom = keep(bottom.add(prism(union(posts), floorTop - over, pcbBottom)));
  bottom = keep(bottom.subtract(keep(Manifold.union(bottomCuts))));

  onProgress?.(0.5, "Cutting the top plate");
  const switchCuts = board.switches.map((spot) => ({ spot, shape: square(spot, d.switchCutoutMm) }));
  const others = [
    ...board.encoders.map((spot) => ({ what: `the encoder ${spot.reference}`, shape: square(spot, d.encoderBodyMm + 2 * gap) })),
    ...board.oleds.flatMap((oled) => (oled.window ? [{ what: `the OLED ${oled.reference}`, shape: windowRect(oled.window, 2 * gap) }] : [])),
  ];
  // A module under the board needs no notch in the plate: the plate covers the board there.
  const openings = [...(xiao.side === "front" ? [notchStrip] : []), ...switchCuts.map((cut) => cut.shape), ...others.map((other) => other.shape)];
  const planned = union(openings);
  // A strip of plate narrower than two nozzle lines between two openings, or between an opening and the edge, would
  // snap off or not print: it is cut away with the openings (morphological opening of the plate by minPrintedWallMm).
  const plateSection = keep(outer.subtract(planned));
  const slivers = thinParts(plateSection, d.minPrintedWallMm, keep);
  const holes = slivers > 0 ? keep(planned.add(union(thinPieces(plateSection, d.minPrintedWallMm, keep)))) : planned;
  if (slivers > 0) {
    warnings.push(
      `A strip of the top plate between its openings was narrower than ${d.minPrintedWallMm} mm (${slivers.toFixed(1)} mm² of it), too thin to print: it was cut away with the openings.`,
    );
  }
  // An encoder's square or an OLED's window running into a switch's cut-out leaves that switch nothing to clip into there.
  for (const other of others) {
    const met = switchCuts.filter((cut) => keep(cut.shape.intersect(other.shape)).area() > 0).map((cut) => cut.spot.reference);
    if (met.length > 0) warnings.push(`The plate's opening for ${other.what} runs into the cut-out of ${met.join(", ")}: move the parts apart on the board.`);
  }
  const rimRing = keep(
    keep(keep(pocket.offset(-gap, "Round", 2, circleSteps(d.caseInnerMarginMm))).subtract(outline)).subtract(keep(usbStrip.offset(gap, "Miter"))),
  );
  const rim = keep(rimRing.subtract(holes));
  const plateParts: Manifold[] = [prism(outer, plateBottom, plateTop), prism(rim, plateBottom - d.topPlateRimMm, plateBottom + d.topPlateMm / 2)];
  // The spacers over the PCB stand where the posts under it do.
  if (posts.length > 0) plateParts.push(prism(keep(union(posts).subtract(keep(holes.offset(gap, "Miter")))), pcbTop, plateBottom + d.topPlateMm / 2));
  const plateCuts: Manifold[] = [prism(holes, plateBottom - d.topPlateRimMm - over, plateTop + over)];
  for (const screw of screws) plateCuts.push(prism(circle(screw.x, screw.y, d.screwHoleMm), pcbTop - over, plateTop + over));
  const top = keep(keep(Manifold.union(plateParts)).subtract(keep(Manifold.union(plateCuts))));
  const thinLeft = thinParts(keep(outer.subtract(holes)), d.minPrintedWallMm, keep);
  checks.push({
    label: `No strip of the top plate is narrower than ${d.minPrintedWallMm} mm`,
    ok: thinLeft === 0,
    detail:
      thinLeft === 0
        ? `The plate's cross-section keeps its shape when every strip under ${d.minPrintedWallMm} mm is taken away.`
        : `${thinLeft.toFixed(2)} mm² of the plate is in strips narrower than ${d.minPrintedWallMm} mm.`,
  });
  // Printed upside down: half a turn about x, lifted so the plate's top lies on the bed ((x, y, z) → (x, −y, plateTop − z)).
  const topPrinted = keep(keep(top.rotate([180, 0, 0])).translate([0, 0, plateTop]));

  onProgress?.(0.65, "Placing the board and its parts");
  // ---- the assembled model's simple bodies
  const assembly: Built["assembly"] = [
    { name: "Case bottom", mesh: toMesh(bottom), color: colors.bottom },
    { name: "Case top", mesh: toMesh(top), color: colors.top },
    { name: "PCB", mesh: toMesh(prism(outline, pcbBottom, pcbTop)), color: colors.pcb },
  ];
  for (const spot of board.switches) {
    const body = prism(square(spot, d.switchCutoutMm), pcbTop, plateTop + d.keycapLiftMm);
    assembly.push({ name: `Switch ${spot.reference}`, mesh: toMesh(body), color: colors.switch });
    const cap = prism(square(spot, d.keycapMm), plateTop + d.keycapLiftMm, plateTop + d.keycapLiftMm + d.keycapHeightMm);
    assembly.push({ name: `Keycap ${spot.reference}`, mesh: toMesh(cap), color: colors.keycap });
  }
  for (const spot of board.encoders) {
    const body = prism(square(spot, d.encoderBodyMm), pcbTop, pcbTop + d.encoderBodyHeightMm);
    const shaft = prism(circle(spot.x, spot.y, d.encoderShaftMm), pcbTop + d.encoderBodyHeightMm - over, pcbTop + d.encoderShaftHeightMm);
    assembly.push({ name: `Encoder ${spot.reference}`, mesh: toMesh(keep(body.add(shaft))), color: colors.encoder });
  }
  for (const oled of board.oleds) {
    if (oled.window) assembly.push({ name: `OLED ${oled.reference}`, mesh: toMesh(prism(windowRect(oled.window, 0), pcbTop, plateTop)), color: colors.oled });
  }
  const module = strip(-d.xiaoModuleLengthMm / 2, d.xiaoModuleLengthMm / 2 + d.xiaoUsbProtrusionMm, d.xiaoModuleWidthMm);
  assembly.push({ name: `XIAO ${xiao.reference}`, mesh: toMesh(prism(module, heights.moduleBottom, heights.moduleTop)), color: colors.xiao });

  const printed: Built["printed"] = [
    { name: "bottom", mesh: toMesh(bottom) },
    { name: "top", mesh: toMesh(topPrinted) },
  ];
  const pieces = (solid: Manifold) => solid.decompose().map(keep).length;
  checks.push({
    label: "Each printed part is one piece",
    ok: pieces(bottom) === 1 && pieces(top) === 1,
    detail: `bottom: ${screws.length} screw holes, genus ${bottom.genus()}; top: ${board.switches.length} switch cut-outs, genus ${top.genus()}.`,
  });
  for (const item of made) item.delete();
  return {
    printed,
    assembly,
    warnings,
    checks,
    layout: {
      board,
      height,
      wall,
      screws,
      screwKind: options.screws,
      z: { floorTop, pcbBottom, pcbTop, plateBottom, plateTop },
      usb: { centre: [xiao.x, xiao.y], dir: xiao.dir, width: d.usbCutoutWidthMm, bottom: usbBottom },
      xiao: { ...heights, side: xiao.side, mount: options.xiaoMount },
      notch: { from: notchFrom, to: reach, width: d.usbCutoutWidthMm },
    },
  };
}

/**
 * The area (mm²) of a cross-section's parts narrower than `width`: what an opening (shrink by half the width, grow
 * back) takes away. Specks under a hundredth of a square millimetre are the offsets' rounding, not plastic.
 */
export function thinParts(section: CrossSection, width: number, keep: <T extends { delete(): void }>(item: T) => T): number {
  return thinPieces(section, width, keep, 0).reduce((sum, piece) => sum + piece.area(), 0);
}

/** Pieces smaller than this are the offsets' rounding along an edge, not a strip of plastic. */
const SPECK_MM2 = 0.05;

/**
 * The cross-section's strips narrower than `width`, each grown by `grow` (a hair, so cutting them away leaves no
 * paper-thin residue along the edges they shared with the plate).
 */
function thinPieces(section: CrossSection, width: number, keep: <T extends { delete(): void }>(item: T) => T, grow = width / 16): CrossSection[] {
  const opened = keep(keep(section.offset(-width / 2, "Miter")).offset(width / 2, "Miter"));
  const thin = keep(section.subtract(opened));
  return thin
    .decompose()
    .map(keep)
    .filter((piece) => piece.area() > SPECK_MM2)
    .map((piece) => (grow > 0 ? keep(piece.offset(grow, "Miter")) : piece));
}

/**
 * Does the participant's case fit their board? The case parts (meshes from STL/3MF, or STEP through the converter)
 * are placed on the board read from the .kicad_pcb (packages/case readCaseBoard), then measured the way a reviewer
 * with calipers would: the switch openings, the USB-C plug's way to the socket, what holds the board up and down,
 * the kit parts' room, whether the case closes, and how each part lies on the bed. Pure TypeScript: no DOM, no Node.
 *
 * Placement: in an assembled model the board's own slab is found (as thick as the board, as large as its outline)
 * and its edge registered to the outline; the case parts move with it. Parts without the board are placed one by
 * one: the top plate by its ~14 mm square openings against the switches (a rigid move that may mirror: a printed
 * plate lies upside down), the bottom by the pocket the board drops into (its USB opening settling a symmetric
 * pocket); then stacked as the guide assembles them: the plate on the wall, the board hung from its switches.
 */
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import { meshBounds, splitBodies, type Mesh } from "@hackpad/mesh";
import { plural } from "@hackpad/preflight/report";
import { bedFaces, defaultXiaoMount, hits, inside, plugPath, slice, xiaoHeights, type CaseBoard, type P2, type Segment, type XiaoMount } from "@hackpad/case";
import { chainLoops, circleOf, loopOf, placeMesh, squareOf, verticalHits, type Loop, type Placement3 } from "./geometry.ts";
import { registerLoop, registerPoints } from "./register.ts";

export interface FitPart {
  /** The file (and, in a model of several, the part) it came from: every finding names it. */
  name: string;
  mesh: Mesh;
}

export interface FitOptions {
  /** How the XIAO is soldered (decides its socket's height); the kit's loose headers unless said otherwise. */
  xiaoMount?: XiaoMount;
}

export type FitCheck = "placement" | "switch-openings" | "usb" | "support" | "fastening" | "collision" | "height" | "bed";

export interface FitFinding {
  check: FitCheck;
  severity: "problem" | "warning";
  /** The part the finding is about ("the bottom (case.stl)"). */
  part: string;
  message: string;
  /** Where to mark it in the board's frame (mm, z up from the bed): a box, centre and size, turned `angle` degrees about z. */
  marker?: { centre: [number, number, number]; size: [number, number, number]; angle: number };
}

export type Role = "board" | "top" | "bottom";

export interface PartPlacement {
  part: string;
  role: Role;
  /** How it was placed and how sure: "sure" (residual within caseModel.fit.sureResidualMm), "rough", or null when it could not be. */
  sure: "sure" | "rough" | null;
  residualMm: number | null;
  how: string;
  mirrored: boolean;
}

export interface FitReport {
  placements: PartPlacement[];
  findings: FitFinding[];
  /** The checks that were measured and met, one line each (for the report's "what was checked"). */
  passed: string[];
  /** The placed parts and the board's heights, for a 3D view. */
  scene: { parts: { name: string; role: Role; mesh: Mesh }[]; pcbBottom: number; pcbTop: number } | null;
}

const d = { ...dimensions, ...caseModel };
/** The most triangles the fit check measures: the real cases hold tens of thousands, the generated one a few thousand. */
export const MAX_FIT_TRIANGLES = 1_000_000;
const tol = caseModel.fit;
const mm = (value: number, digits = 1) => `${value.toFixed(digits)} mm`;

interface Body {
  part: string;
  mesh: Mesh;
  size: [number, number, number];
  thin: 0 | 1 | 2;
}

function bodiesOf(parts: readonly FitPart[]): Body[] {
  return parts.flatMap((part) => {
    const bodies = splitBodies(part.mesh);
    const name = (index: number) => (bodies.length > 1 ? `${part.name} (body ${index + 1})` : part.name);
    return bodies.flatMap((mesh, index): Body[] => {
      const box = meshBounds(mesh);
      if (!box) return [];
      const thin = box.size.indexOf(Math.min(...box.size)) as 0 | 1 | 2;
      return [{ part: name(index), mesh, size: box.size, thin }];
    });
  });
}

/** A kit part by its size as 3D models draw it (content/programme/case-model.ts kitPartSizes). */
function isKitPart(body: Body): boolean {
  const sorted = [...body.size].sort((a, b) => a - b);
  return caseModel.kitPartSizes.some((kit) => sorted.every((value, axis) => value >= kit.min[axis]! && value <= kit.max[axis]!));
}

/** The board's slab: as thick as the board and as large as its outline (either way round). */
function isBoardSlab(body: Body, board: CaseBoard): boolean {
  const others = body.size.filter((_, axis) => axis !== body.thin).sort((a, b) => a - b);
  const wanted = [board.width, board.height].sort((a, b) => a - b);
  return Math.abs(body.size[body.thin] - board.thickness) <= 0.3 && others.every((value, index) => Math.abs(value - wanted[index]!) <= 2);
}

/** The body's mesh with `axis` turned to z, nothing else moved. */
const upright = (mesh: Mesh, axis: 0 | 1 | 2) => placeMesh(mesh, { axis, plane: { mirror: false, angle: 0, dx: 0, dy: 0 }, dz: 0 });

/** The slices of a mesh at a few heights between its bottom and top, with their loops. */
function levels(mesh: Mesh, fractions: number[]): { z: number; segments: Segment[]; loops: Loop[] }[] {
  const box = meshBounds(mesh)!;
  return fractions.map((fraction) => {
    const z = box.min[2] + box.size[2] * fraction + 0.0071;
    const segments = slice(mesh, z);
    return { z, segments, loops: chainLoops(segments) };
  });
}

/** The square openings of about a switch's size in a plate, at the slice through its middle that shows the most. */
function switchSquares(mesh: Mesh): { centre: P2; side: number; angle: number }[] {
  let best: { centre: P2; side: number; angle: number }[] = [];
  for (const level of levels(mesh, [0.2, 0.5, 0.8])) {
    const squares = level.loops.flatMap((loop) => {
      const square = squareOf(loop);
      return square && square.side >= 12.6 && square.side <= 16 ? [{ centre: loop.centre, ...square }] : [];
    });
    if (squares.length > best.length) best = squares;
  }
  return best;
}

const sureOf = (residual: number): PartPlacement["sure"] => (residual <= tol.sureResidualMm ? "sure" : residual <= tol.roughResidualMm ? "rough" : null);

/** Marks a box on the board's frame from its plan rectangle (centre, size along and across `angle`) and z range. */
function marker(x: number, y: number, along: number, across: number, z0: number, z1: number, angle: number): FitFinding["marker"] {
  return { centre: [x, y, (z0 + z1) / 2], size: [along, across, z1 - z0], angle };
}

export function checkFit(board: CaseBoard, parts: readonly FitPart[], options: FitOptions = {}): FitReport {
  const findings: FitFinding[] = [];
  const passed: string[] = [];
  const placements: PartPlacement[] = [];
  // The measurements cast rays and slices across every triangle: a model past this is refused, not measured for minutes.
  const triangles = parts.reduce((sum, part) => sum + part.mesh.indices.length / 3, 0);
  if (triangles > MAX_FIT_TRIANGLES) {
    findings.push({
      check: "placement",
      severity: "warning",
      part: parts.map((part) => part.name).join(", "),
      message: `The case models hold ${triangles.toLocaleString("en")} triangles, more than the ${MAX_FIT_TRIANGLES.toLocaleString("en")} the fit check measures (a macropad's case needs far fewer): export them with less detail to have the fit measured.`,
    });
    return { placements, findings, passed, scene: null };
  }
  const all = bodiesOf(parts);
  // Screws, nuts and other small bits are not case parts; the kit's own parts are the board's, not the case's.
  const bodies = all.filter((body) => !isKitPart(body) && Math.max(...body.size) >= 20);
  const slab = bodies.find((body) => isBoardSlab(body, board));
  const caseBodies = bodies.filter((body) => body !== slab);
  const squaresOf = new Map(caseBodies.map((body) => [body, switchSquares(upright(body.mesh, body.thin))]));
  const plateBody = [...caseBodies].sort((a, b) => squaresOf.get(b)!.length - squaresOf.get(a)!.length).find((body) => squaresOf.get(body)!.length > 0);
  const bottomBody = caseBodies.filter((body) => body !== plateBody).sort((a, b) => b.size[0] * b.size[1] * b.size[2] - a.size[0] * a.size[1] * a.size[2])[0];
  const switchCentres = board.switches.map((spot): P2 => [spot.x, spot.y]);
  const mount = options.xiaoMount ?? defaultXiaoMount;

  let top: Mesh | undefined;
  let bottom: Mesh | undefined;
  let pcbBottom: number;
  let pcbTop: number;
  const assembled = slab !== undefined;

  if (slab) {
    // An assembled model: the board's edge onto the outline, the case moved with it.
    const up = upright(slab.mesh, slab.thin);
    const edge = levels(up, [0.5])[0]!.loops.sort((a, b) => Math.abs(b.area) - Math.abs(a.area))[0];
    const fits = edge ? registerLoop(edge.points, board.outline, true) : [];
    if (fits.length === 0) {
      findings.push({
        check: "placement",
        severity: "problem",
        part: slab.part,
        message: `The board in ${slab.part} has no closed edge to match against the .kicad_pcb's outline, so the case could not be placed on it.`,
      });
      return { placements, findings, passed, scene: null };
    }
    // A symmetric outline fits several ways: the plate's openings over the switches and the plate above the board settle it.
    const ties = fits.filter((fit) => fit.residual <= fits[0]!.residual + 0.2);
    const slabZ = (meshBounds(up)!.min[2] + meshBounds(up)!.max[2]) / 2;
    const scoreOf = (fit: (typeof fits)[number]) => {
      if (!plateBody) return fit.placement.mirror ? 0 : 0.5;
      const squares = squaresOf.get(plateBody)!;
      const plate = placeMesh(plateBody.mesh, { axis: slab.thin, plane: fit.placement, dz: 0 });
      const placedSlab = (fit.placement.mirror ? -1 : 1) * slabZ;
      const above = meshBounds(plate)!.min[2] > placedSlab ? 0.5 : 0;
      // The squares were found with the plate's own thin axis up; in an assembly that is the board's axis too.
      const onSwitches = plateBody.thin === slab.thin ? matchedSquares(squares, fit.placement, switchCentres) : 0;
      return onSwitches + above;
    };
    const chosen = ties.sort((a, b) => scoreOf(b) - scoreOf(a))[0]!;
    const probe: Placement3 = { axis: slab.thin, plane: chosen.placement, dz: 0 };
    const placedSlab = meshBounds(placeMesh(slab.mesh, probe))!;
    const floorBody = bottomBody ?? plateBody;
    const floor = floorBody ? meshBounds(placeMesh(floorBody.mesh, probe))!.min[2] : placedSlab.min[2];
    const placement: Placement3 = { ...probe, dz: -floor };
    pcbBottom = placedSlab.min[2] - floor;
    pcbTop = placedSlab.max[2] - floor;
    const sure = sureOf(chosen.residual);
    placements.push({
      part: slab.part,
      role: "board",
      sure,
      residualMm: chosen.residual,
      mirrored: chosen.placement.mirror,
      how: `the board's slab in the model, its edge matched to the .kicad_pcb's outline within ${mm(chosen.residual, 2)}${ties.length > 1 ? ` (the outline fits ${ties.length} ways; the plate's openings over the switches chose one)` : ""}`,
    });
    // The case parts stay where the assembled model puts them, moved with the board.
    const withBoard = (body: Body, role: Role) => {
      placements.push({
        part: body.part,
        role,
        sure,
        residualMm: chosen.residual,
        mirrored: false,
        how: "where the assembled model puts it, moved with the board",
      });
      return placeMesh(body.mesh, placement);
    };
    if (plateBody) top = withBoard(plateBody, "top");
    if (bottomBody) bottom = withBoard(bottomBody, "bottom");
  } else {
    const placedBottom = bottomBody ? placeBottom(bottomBody, board, mount) : null;
    if (bottomBody && placedBottom) placements.push(placedBottom.placement);
    const clearance = placedBottom?.pocketClearance ?? null;
    if (bottomBody && clearance !== null && clearance < d.printedPartGapMm) {
      // A routed board's outline is held to about ±0.2 mm (JLCPCB's capabilities: board outline tolerance ±0.2 mm).
      findings.push({
        check: "support",
        severity: "warning",
        part: bottomBody.part,
        message: `The pocket in ${bottomBody.part} leaves the board ${mm(clearance, 2)} of room at its tightest: a board is cut to its outline within about 0.2 mm, so it may not drop in. Leave at least the ${d.printedPartGapMm} mm gap between parts (dimensions.printedPartGapMm); the guide's pocket is ${d.caseInnerMarginMm} mm larger all round (dimensions.caseInnerMarginMm).`,
      });
    }
    const placedTop = plateBody ? placePlate(plateBody, squaresOf.get(plateBody)!, board, placedBottom?.mesh, mount) : null;
    if (plateBody && placedTop) placements.push(placedTop.placement);
    for (const [body, placed, what] of [
      [plateBody, placedTop, "top plate"],
      [bottomBody, placedBottom, "bottom"],
    ] as const) {
      if (body && !placed)
        findings.push({
          check: "placement",
          severity: "warning",
          part: body.part,
          message: `${body.part} could not be placed on the board as the case's ${what}, so only what needs no placement was checked on it.`,
        });
    }
    if (!plateBody && !bottomBody) {
      findings.push({
        check: "placement",
        severity: "warning",
        part: parts.map((part) => part.name).join(", ") || "the case",
        message:
          "No part of the case has the top plate's switch openings or a pocket the board drops into, so the case could not be placed on the board: only how each part lies on the bed was checked.",
      });
    }
    bottom = placedBottom?.mesh;
    if (placedTop) {
      // The plate lies on the wall, the board hung from its switches pcbTopToPlateTopMm under the plate's top.
      top = placedTop.mesh;
      pcbTop = placedTop.pcbTop;
      pcbBottom = pcbTop - board.thickness;
    } else if (bottom) {
      // No plate: the board rests on the highest thing under it.
      pcbBottom = highestUnder(board, [bottom], Infinity) ?? d.caseFloorMm;
      pcbTop = pcbBottom + board.thickness;
    } else {
      pcbBottom = 0;
      pcbTop = board.thickness;
    }
  }

  const caseMeshes = [bottom, top].filter((mesh): mesh is Mesh => mesh !== undefined);
  const names = { top: plateBody?.part ?? "the top plate", bottom: bottomBody?.part ?? "the bottom" };
  const shifted = top ? measureOpenings(board, top, names.top, findings, passed) : null;
  if (caseMeshes.length > 0) {
    const fitting = { board, meshes: caseMeshes, top, bottom, mount, pcbBottom, pcbTop, assembled, names, findings, passed };
    measureUsb(fitting);
    measureSupport(fitting);
    measureFastening(fitting);
    measureCollisions(fitting);
    if (assembled && top && bottom) measureClosing(top, bottom, names, findings, passed);
  }
  if (shifted) foldIntoShift(shifted, names, findings);
  // How each part lies on the bed: only files that are parts on their own (an assembly is not laid out to print).
  if (!assembled) {
    for (const part of parts) {
      const faces = bedFaces(part.mesh);
      if (faces.bed + 1 < faces.largestOther) {
        findings.push({
          check: "bed",
          severity: "warning",
          part: part.name,
          message: `${part.name} lies on ${mm(faces.bed, 0)}² of flat face while another flat face has ${mm(faces.largestOther, 0)}²: turn it onto its largest flat face before printing, so it needs no supports (the programme asks for none).`,
        });
      } else passed.push(`${part.name} lies on its largest flat face (${mm(faces.bed, 0)}²).`);
      const hanging = overhang(part.mesh, faces.minZ);
      if (hanging.area >= 1) {
        findings.push({
          check: "bed",
          severity: "warning",
          part: part.name,
          message: `${part.name} as it lies has ${mm(hanging.area, 0)}² of faces leaning out more than ${OVERHANG_DEGREES}° from upright, the steepest ${hanging.steepest.toFixed(0)}°, from ${mm(hanging.from)} to ${mm(hanging.to)} above the bed: a printer needs supports under them (the programme asks for none). Lay the part another way, or chamfer those faces to ${OVERHANG_DEGREES}°.`,
        });
      }
    }
  }
  const scene = {
    parts: [
      ...(top ? [{ name: names.top, role: "top" as const, mesh: top }] : []),
      ...(bottom ? [{ name: names.bottom, role: "bottom" as const, mesh: bottom }] : []),
    ],
    pcbBottom,
    pcbTop,
  };
  return { placements, findings, passed, scene };
}

/**
 * The most a face may lean out from upright and still print without supports: 45°, the rule of thumb every slicer's
 * support default uses (PrusaSlicer and Cura both start generating supports past 45° from vertical); a flat ceiling
 * is a bridge, which printers span, and is not counted.
 */
const OVERHANG_DEGREES = 45;

/** Downward faces leaning out more than OVERHANG_DEGREES (a little more, so a 45° chamfer passes), not lying on the bed. */
function overhang(mesh: Mesh, bedZ: number): { area: number; steepest: number; from: number; to: number } {
  const p = mesh.positions;
  const limit = -Math.sin(((OVERHANG_DEGREES + 2) * Math.PI) / 180);
  let area = 0;
  let steepest = 0;
  let from = Infinity;
  let to = -Infinity;
  for (let triangle = 0; triangle < mesh.indices.length; triangle += 3) {
    const [a, b, c] = [mesh.indices[triangle]! * 3, mesh.indices[triangle + 1]! * 3, mesh.indices[triangle + 2]! * 3];
    const u = [p[b]! - p[a]!, p[b + 1]! - p[a + 1]!, p[b + 2]! - p[a + 2]!];
    const v = [p[c]! - p[a]!, p[c + 1]! - p[a + 1]!, p[c + 2]! - p[a + 2]!];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!);
    if (length === 0) continue;
    const nz = n[2]! / length;
    const low = Math.min(p[a + 2]!, p[b + 2]!, p[c + 2]!);
    const high = Math.max(p[a + 2]!, p[b + 2]!, p[c + 2]!);
    if (nz >= limit || nz < -0.9999 || high < bedZ + 0.05) continue;
    area += length / 2;
    steepest = Math.max(steepest, (Math.asin(-nz) * 180) / Math.PI);
    from = Math.min(from, low);
    to = Math.max(to, high);
  }
  return { area, steepest, from, to };
}

function matchedSquares(squares: readonly { centre: P2 }[], placement: Placement3["plane"], switches: readonly P2[]): number {
  const c = Math.cos(placement.angle);
  const s = Math.sin(placement.angle);
  return squares.filter(({ centre: [x, y] }) => {
    const my = placement.mirror ? -y : y;
    const px = c * x - s * my + placement.dx;
    const py = s * x + c * my + placement.dy;
    return switches.some(([sx, sy]) => Math.hypot(px - sx, py - sy) <= 2);
  }).length;
}

function placePlate(body: Body, squares: { centre: P2; angle: number }[], board: CaseBoard, bottom: Mesh | undefined, mount: XiaoMount) {
  // One opening alone: its turn against the first switch's, in each quarter.
  const hints = [0, 1, 2, 3].map((quarter) => ((board.switches[0]!.angle - (squares[0]?.angle ?? 0)) * Math.PI) / 180 + (quarter * Math.PI) / 2);
  const fits = registerPoints(
    squares.map((square) => square.centre),
    board.switches.map((spot): P2 => [spot.x, spot.y]),
    tol.roughResidualMm,
    hints,
  );
  const best = fits[0];
  if (!best || best.matched < Math.min(2, squares.length)) return null;
  const sure = sureOf(best.residual);
  if (!sure) return null;
  const wallTop = bottom ? meshBounds(bottom)!.max[2] : 0;
  // A symmetric layout of switches fits more than one way (and either face up): the plate's top face is the one with
  // the switch openings in it, and its notch must let the plug through to the socket.
  const ties = fits.filter((fit) => fit.matched === best.matched && fit.residual <= best.residual + 0.2);
  const scored = ties.map((fit) => {
    const turned = placeMesh(body.mesh, { axis: body.thin, plane: fit.placement, dz: 0 });
    const thickness = plateThickness(turned, board);
    const mesh = placeMesh(turned, { axis: 2, plane: { mirror: false, angle: 0, dx: 0, dy: 0 }, dz: wallTop + thickness - meshBounds(turned)!.max[2] });
    const pcbTop = wallTop + thickness - d.pcbTopToPlateTopMm;
    const face = slice(mesh, meshBounds(mesh)!.max[2] - 0.4037);
    const open = board.switches.filter((spot) => !inside(face, [spot.x, spot.y]) && inside(face, [spot.x + d.switchCutoutMm / 2 + 1.2, spot.y])).length;
    const meshes = bottom ? [bottom, mesh] : [mesh];
    const socketZ = xiaoHeights(board.xiao.side, mount, pcbTop - board.thickness, pcbTop).socketZ;
    const blocked = plugPath(board.xiao, socketZ, Math.max(...meshes.map((each) => reachOf(board, each, socketZ))), meshes, 1).blocked;
    // The plate covers the board: its box's middle near the middle of the outline's box (the frame's origin).
    const box = meshBounds(mesh)!;
    const offCentre = Math.round(Math.hypot(box.min[0] + box.max[0], box.min[1] + box.max[1]) / 2);
    return { fit, mesh, pcbTop, open, offCentre, blocked };
  });
  const chosen = scored.sort((a, b) => b.open - a.open || a.offCentre - b.offCentre || a.blocked - b.blocked)[0]!;
  return {
    mesh: chosen.mesh,
    pcbTop: chosen.pcbTop,
    placement: {
      part: body.part,
      role: "top" as const,
      sure,
      residualMm: chosen.fit.residual,
      mirrored: chosen.fit.placement.mirror,
      how: `its ${chosen.fit.matched} square openings matched to the board's ${board.switches.length} switches within ${mm(chosen.fit.residual, 2)}${chosen.fit.placement.mirror ? ", turned over (it lies upside down, as a plate prints)" : ""}${ties.length > 1 ? `; the switches fit ${ties.length} ways, the face with the openings, the plate over the board and the way to the USB socket chose one` : ""}`,
    },
  };
}

function placeBottom(body: Body, board: CaseBoard, mount: XiaoMount) {
  let up = upright(body.mesh, body.thin);
  // Upright, the pocket is the largest hole near the top of the walls; turned over, near the bottom.
  // A pocket or floor the board fits in is at least as large as the board.
  const boardArea = Math.abs(loopOf(board.outline).area);
  const pocketIn = (level: { segments: Segment[]; loops: Loop[] }) => {
    const loops = [...level.loops].sort((a, b) => Math.abs(b.area) - Math.abs(a.area));
    return loops.slice(1).find((loop) => Math.abs(loop.area) >= boardArea && !inside(level.segments, loop.centre)) ?? null;
  };
  // The floor is the end whose slice has no pocket; a wall may be cut through (the USB opening), so several heights are tried.
  const flipped = pocketIn(levels(up, [0.1])[0]!) !== null;
  // Turned over about x (a turn: y and z both change sign), so it stands on its floor.
  if (flipped) up = placeMesh(up, { axis: 2, plane: { mirror: true, angle: 0, dx: 0, dy: 0 }, dz: 0 });
  const candidates = levels(up, [0.3, 0.45, 0.6, 0.75]).flatMap((level) => {
    const pocket = pocketIn(level);
    return pocket ? [{ pocket, flipped }] : [];
  });
  // A wall cut open down to the floor (a USB opening under a XIAO on the back) leaves no closed pocket: the outside
  // of the floor's first layer, grown evenly around the board, places the part instead.
  const floorOutside = levels(up, [0.01])[0]!
    .loops.filter((loop) => Math.abs(loop.area) >= boardArea)
    .sort((a, b) => Math.abs(b.area) - Math.abs(a.area))[0];
  const found = candidates[0] ?? (floorOutside ? { pocket: floorOutside, flipped, outside: true } : null);
  if (!found) return null;
  const by = "outside" in found ? "its floor's outside" : "its pocket";
  const fits = registerLoop(found.pocket.points, board.outline, false);
  const best = fits[0];
  if (!best) return null;
  const sure = sureOf(best.residual);
  if (!sure) return null;
  const ties = fits.filter((fit) => fit.residual <= best.residual + 0.2);
  // A symmetric pocket fits more than one way: the way whose wall lets a plug through to the socket wins.
  const scored = ties.map((fit) => {
    const probe = placeMesh(up, { axis: 2, plane: fit.placement, dz: 0 });
    const lifted = placeMesh(probe, { axis: 2, plane: { mirror: false, angle: 0, dx: 0, dy: 0 }, dz: -meshBounds(probe)!.min[2] });
    const height = meshBounds(lifted)!.max[2];
    const pcbTop = height + d.topPlateMm - d.pcbTopToPlateTopMm;
    const socketZ = xiaoHeights(board.xiao.side, mount, pcbTop - board.thickness, pcbTop).socketZ;
    return { fit, mesh: lifted, blocked: plugPath(board.xiao, socketZ, reachOf(board, lifted, socketZ), [lifted], 1).blocked };
  });
  const chosen = scored.sort((a, b) => a.blocked - b.blocked)[0]!;
  return {
    mesh: chosen.mesh,
    pocketClearance: "outside" in found ? null : chosen.fit.spread.min,
    placement: {
      part: body.part,
      role: "bottom" as const,
      sure,
      residualMm: chosen.fit.residual,
      mirrored: found.flipped,
      how: `${by} matched to the board's outline, ${mm(chosen.fit.spread.median, 2)} around it (${mm(chosen.fit.spread.min, 2)}–${mm(chosen.fit.spread.max, 2)})${ties.length > 1 ? `; it fits ${ties.length} ways, the USB opening chose one` : ""}${found.flipped ? "; turned over, it was drawn upside down" : ""}`,
    },
  };
}

/** The plate's thickness beside its openings: the material a vertical line meets just outside the first switch's opening. */
function plateThickness(mesh: Mesh, board: CaseBoard): number {
  for (const spot of board.switches) {
    const t = (spot.angle * Math.PI) / 180;
    for (const side of [1, -1]) {
      const r = d.switchCutoutMm / 2 + 1.2;
      const z = verticalHits(mesh, spot.x + side * r * Math.cos(t), spot.y + side * r * Math.sin(t));
      if (z.length >= 2) return z.at(-1)! - z[0]!;
    }
  }
  return d.topPlateMm;
}

/** How far from the socket a plug must go to be out of the case: past the last wall the line along its axis meets. */
function reachOf(board: CaseBoard, mesh: Mesh, z: number): number {
  const box = meshBounds(mesh)!;
  const level = Math.min(Math.max(z, box.min[2] + 0.05), box.max[2] - 0.05);
  const crossing = hits(slice(mesh, level), board.xiao.socket, (Math.atan2(board.xiao.dir[1], board.xiao.dir[0]) * 180) / Math.PI);
  return (crossing.at(-1) ?? 0) + 1;
}

/** The highest top of material under the board's area below `below` (grid and edge points); null when there is none. */
function highestUnder(board: CaseBoard, meshes: readonly Mesh[], below: number): number | null {
  const outline: Segment[] = board.outline.map((p, index) => [p, board.outline[(index + 1) % board.outline.length]!]);
  const xs = board.outline.map((p) => p[0]);
  const ys = board.outline.map((p) => p[1]);
  let best: number | null = null;
  for (let x = Math.min(...xs) + 0.5; x <= Math.max(...xs); x += 2) {
    for (let y = Math.min(...ys) + 0.5; y <= Math.max(...ys); y += 2) {
      if (!inside(outline, [x, y])) continue;
      for (const mesh of meshes) {
        for (const z of verticalHits(mesh, x, y)) if (z <= below + 0.05 && (best === null || z > best)) best = z;
      }
    }
  }
  return best;
}

type Names = { top: string; bottom: string };

/** The board, the case's parts where they were placed and the board's heights in them, which every measurement reads; and where it writes. */
interface Fitting {
  board: CaseBoard;
  meshes: readonly Mesh[];
  top: Mesh | undefined;
  bottom: Mesh | undefined;
  mount: XiaoMount;
  pcbBottom: number;
  pcbTop: number;
  assembled: boolean;
  names: Names;
  findings: FitFinding[];
  passed: string[];
}

/**
 * A plate out of place as a whole also runs into what its notch and windows should clear and misses the bottom's
 * screw holes: those follow from the one mistake, so they are said in its finding, not as findings of their own.
 */
function foldIntoShift(shift: FitFinding, names: Names, findings: FitFinding[]): void {
  const follows = findings.filter(
    (finding) => (finding.check === "collision" && finding.part === names.top) || (finding.check === "fastening" && finding.part.startsWith(names.top)),
  );
  if (follows.length === 0) return;
  const what = follows
    .sort((a, b) => Number(a.check === "fastening") - Number(b.check === "fastening"))
    .map((finding) =>
      finding.check === "collision" ? finding.message.slice(names.top.length + 1, finding.message.indexOf(":")) : `misses ${names.bottom}'s screw holes`,
    );
  shift.message += ` Out of place, it also ${[...new Set(what)].join(" and ")}; put it back and these go too.`;
  for (const finding of follows) findings.splice(findings.indexOf(finding), 1);
}

/** Measures every switch's opening; returns the finding of a plate out of place as a whole, if it is. */
function measureOpenings(board: CaseBoard, top: Mesh, part: string, findings: FitFinding[], passed: string[]): FitFinding | null {
  const box = meshBounds(top)!;
  const plate = slice(top, box.max[2] - Math.min(0.4, box.size[2] / 4) - 0.0037);
  const source = "dimensions.switchCutoutMm, the Cherry MX datasheet's panel cut-out";
  const measured = board.switches.map((spot) => {
    const centre: P2 = [spot.x, spot.y];
    if (inside(plate, centre)) return { spot, solid: true as const };
    const widths: number[] = [];
    const offset: P2 = [0, 0];
    for (const axis of [0, 90]) {
      const angle = spot.angle + axis;
      const forward = hits(plate, centre, angle)[0] ?? Infinity;
      const back = hits(plate, centre, angle + 180)[0] ?? Infinity;
      widths.push(forward + back);
      const shift = (forward - back) / 2;
      offset[0] += shift * Math.cos((angle * Math.PI) / 180);
      offset[1] += shift * Math.sin((angle * Math.PI) / 180);
    }
    return { spot, solid: false as const, widths, offset };
  });
  const open = measured.filter((entry) => !entry.solid) as Extract<(typeof measured)[number], { solid: false }>[];
  const off = open.filter((entry) => Math.hypot(...entry.offset) > tol.switchCutoutToleranceMm);
  // Every opening off the same way: the plate as a whole is out of place, said once.
  const together =
    off.length >= 2 &&
    off.length === open.length &&
    off.every((entry) => Math.hypot(entry.offset[0] - off[0]!.offset[0], entry.offset[1] - off[0]!.offset[1]) < 0.5);
  for (const entry of measured) {
    const { spot } = entry;
    const at = `switch ${spot.reference} at (${spot.x.toFixed(1)}, ${spot.y.toFixed(1)})`;
    const mark = marker(spot.x, spot.y, d.switchCutoutMm, d.switchCutoutMm, 0, 0, spot.angle);
    if (entry.solid) {
      findings.push({
        check: "switch-openings",
        severity: "problem",
        part,
        message: `${part} has no opening over ${at}: the plate is solid where the switch must clip in (a ${d.switchCutoutMm} mm square, ${source}).`,
        marker: mark,
      });
      continue;
    }
    const bad = entry.widths.filter((width) => Math.abs(width - d.switchCutoutMm) > tol.switchCutoutToleranceMm);
    if (bad.length > 0) {
      findings.push({
        check: "switch-openings",
        severity: "problem",
        part,
        message: `${part}'s opening over ${at} is ${entry.widths.map((width) => (Number.isFinite(width) ? width.toFixed(2) : "open")).join(" × ")} mm, not ${d.switchCutoutMm} ± ${tol.switchCutoutToleranceMm} mm (${source}; the tolerance is caseModel.fit.switchCutoutToleranceMm): ${bad.some((width) => width < d.switchCutoutMm) ? "the switch will not go in" : "the switch will not clip in, it falls through or wobbles"}.`,
        marker: mark,
      });
    }
    if (!together && Math.hypot(...entry.offset) > tol.switchCutoutToleranceMm) {
      findings.push({
        check: "switch-openings",
        severity: "problem",
        part,
        message: `${part}'s opening over ${at} is ${mm(Math.hypot(...entry.offset), 2)} off the switch's centre (more than the ${tol.switchCutoutToleranceMm} mm caseModel.fit.switchCutoutToleranceMm allows): the switch cannot go into the board and the plate both.`,
        marker: mark,
      });
    }
  }
  let shift: FitFinding | null = null;
  if (together) {
    const [dx, dy] = off[0]!.offset;
    shift = {
      check: "switch-openings",
      severity: "problem",
      part,
      message: `${part} is ${mm(Math.hypot(dx, dy), 2)} out of place: every switch opening is off its switch the same way (${dx.toFixed(2)} mm in x, ${dy.toFixed(2)} mm in y), more than the ${tol.switchCutoutToleranceMm} mm caseModel.fit.switchCutoutToleranceMm allows.`,
    };
    findings.push(shift);
  }
  if (!findings.some((finding) => finding.check === "switch-openings"))
    passed.push(
      `Every one of the ${board.switches.length} switches has a ${d.switchCutoutMm} ± ${tol.switchCutoutToleranceMm} mm opening centred over it in ${part}.`,
    );
  return shift;
}

function measureUsb({ board, meshes, bottom, mount, pcbBottom, pcbTop, names, findings, passed }: Fitting): void {
  const { xiao } = board;
  const { width, height } = caseModel.usbPlugOvermouldMm;
  const socketZ = xiaoHeights(xiao.side, mount, pcbBottom, pcbTop).socketZ;
  const reach = Math.max(...meshes.map((mesh) => reachOf(board, mesh, socketZ)));
  const path = plugPath(xiao, socketZ, reach, meshes);
  const plug = `a USB-C plug's ${width} × ${height} mm grip (caseModel.usbPlugOvermouldMm, the USB Type-C specification's overmould)`;
  if (path.blocked <= 0.02) {
    passed.push(`A${plug.slice(1)} reaches the XIAO ${xiao.reference}'s socket through the wall (socket ${mm(socketZ)} above the bed).`);
    return;
  }
  const angle = (Math.atan2(xiao.dir[1], xiao.dir[0]) * 180) / Math.PI;
  // Where the opening in that wall is, if there is one: across the wall at the socket's height.
  let where = "";
  if (bottom) {
    // The wall's outer face on the socket's axis, found at the highest height where the axis meets the wall (the
    // opening may be anywhere along it); then the free run across the wall just inside that face.
    const box = meshBounds(bottom)!;
    const z = Math.min(socketZ, box.max[2] - 0.5) + 0.0031;
    let outer: number | undefined;
    for (let below = z; below > box.min[2] && outer === undefined; below -= 0.5) outer = hits(slice(bottom, below), xiao.socket, angle).at(-1);
    if (outer !== undefined) {
      const along = outer - 0.5;
      const at = (across: number): P2 => [
        xiao.socket[0] + xiao.dir[0] * along - xiao.dir[1] * across,
        xiao.socket[1] + xiao.dir[1] * along + xiao.dir[0] * across,
      ];
      /** The free run across the wall nearest the socket's axis at one height, walled on both sides (not the air past the case's corner). */
      const openingAt = (height: number) => {
        const level = slice(bottom, height);
        const runs: number[][] = [];
        for (let across = -40; across <= 40; across += 0.25) {
          if (inside(level, at(across))) continue;
          const run = runs.at(-1);
          if (run && across - run.at(-1)! < 0.3) run.push(across);
          else runs.push([across]);
        }
        const nearest = runs
          .filter((run) => run[0]! > -40 && run.at(-1)! < 40)
          .map((run) => (run[0]! + run.at(-1)!) / 2)
          .sort((a, b) => Math.abs(a) - Math.abs(b))[0];
        if (nearest === undefined) return null;
        // The run's edges measured exactly: rays across the wall from the run's middle.
        const left = hits(level, at(nearest), angle + 90)[0] ?? 0;
        const right = hits(level, at(nearest), angle - 90)[0] ?? 0;
        return { width: left + right, centre: nearest + (left - right) / 2 };
      };
      const here = openingAt(z);
      if (here) {
        where = ` The opening in that wall is ${mm(here.width, 2)} wide with its middle ${mm(Math.abs(here.centre), 2)} to the side of the socket.`;
      } else {
        let from: number | null = null;
        for (let height = z + 0.5; height < box.max[2] && from === null; height += 0.5) if (openingAt(height)) from = height;
        where =
          from === null
            ? " That wall has no opening."
            : ` That wall is solid at the socket's height: its opening starts ${mm(from - 0.5)}–${mm(from)} above the bed, while the plug's grip spans ${mm(socketZ - height / 2)} to ${mm(socketZ + height / 2)}.`;
      }
    }
  }
  findings.push({
    check: "usb",
    severity: "problem",
    part: bottom ? names.bottom : names.top,
    message: `No USB-C cable reaches the XIAO ${xiao.reference}'s socket: ${plug} meets plastic on ${Math.round(path.blocked * 100)} % of its way from the socket out through the wall (socket ${mm(socketZ)} above the bed).${where}`,
    marker: marker(
      xiao.socket[0] + (xiao.dir[0] * reach) / 2,
      xiao.socket[1] + (xiao.dir[1] * reach) / 2,
      reach,
      width,
      socketZ - height / 2,
      socketZ + height / 2,
      angle,
    ),
  });
}

function measureSupport({ board, meshes, top, pcbBottom, pcbTop, assembled, names, findings, passed }: Fitting): void {
  const under = highestUnder(board, meshes, pcbBottom);
  const gap = under === null ? null : pcbBottom - under;
  const plateTop = top ? meshBounds(top)!.max[2] : null;
  const hang = plateTop === null ? null : plateTop - pcbTop;
  const rests = gap !== null && gap <= tol.restToleranceMm;
  const hung = hang !== null && Math.abs(hang - d.pcbTopToPlateTopMm) <= tol.restToleranceMm;
  if (rests || hung) {
    passed.push(
      hung
        ? `The board hangs from its switches ${mm(hang!)} under the plate's top (dimensions.pcbTopToPlateTopMm: ${d.pcbTopToPlateTopMm} mm)${assembled ? "" : ", as the plate and the bottom stack"}${gap !== null ? `, ${mm(Math.max(0, gap))} above the nearest support under it` : ""}.`
        : `The board rests on the case (${mm(gap!, 2)} above the support under it).`,
    );
    return;
  }
  findings.push({
    check: "support",
    severity: "problem",
    part: names.bottom,
    message: `The board floats in the case: ${gap === null ? "nothing is under it" : `its underside is ${mm(gap)} above the nearest floor, ledge or post under it`}${hang === null ? "" : `, and its top is ${mm(hang)} under the top plate's top, where switches clipped into the plate hold it ${d.pcbTopToPlateTopMm} mm under (dimensions.pcbTopToPlateTopMm)`}. Rest it on a ledge or posts, or put it where the switches hold it (within ${tol.restToleranceMm} mm, caseModel.fit.restToleranceMm).`,
    marker: marker(0, 0, board.width, board.height, pcbBottom, pcbTop, 0),
  });
}

function roundHoles(mesh: Mesh, z: number): P2[] {
  return chainLoops(slice(mesh, z)).flatMap((loop) => {
    const diameter = circleOf(loop);
    return diameter !== null && diameter >= 2.4 && diameter <= 7 ? [loop.centre] : [];
  });
}

function measureFastening({ board, top, bottom, pcbBottom, names, findings, passed }: Fitting): void {
  if (!top || !bottom) return;
  const plateBox = meshBounds(top)!;
  const bottomBox = meshBounds(bottom)!;
  const inPlate = roundHoles(top, plateBox.max[2] - 0.3);
  const inBottom = [...roundHoles(bottom, bottomBox.max[2] - 1.003), ...roundHoles(bottom, Math.min(pcbBottom - 0.503, bottomBox.max[2] - 1.5))];
  const lined = inPlate.filter((p) => inBottom.some((q) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= 0.5));
  const boardHoles = board.mountingHoles.map((hole) => ({ hole, used: lined.some((p) => Math.hypot(p[0] - hole.x, p[1] - hole.y) <= 1) }));
  for (const { hole } of boardHoles.filter((entry) => !entry.used)) {
    findings.push({
      check: "fastening",
      severity: "warning",
      part: names.bottom,
      message: `The board's mounting hole ${hole.reference} at (${hole.x.toFixed(1)}, ${hole.y.toFixed(1)}) has no screw hole of the case lined up with it within 1 mm: the board is not screwed down there.`,
      marker: marker(hole.x, hole.y, 4, 4, pcbBottom - 1, pcbBottom + board.thickness + 1, 0),
    });
  }
  if (lined.length === 0) {
    findings.push({
      check: "fastening",
      severity: "warning",
      part: `${names.top} and ${names.bottom}`,
      message: `No screw hole of ${names.top} lines up with one of ${names.bottom} (round holes 2.4–7 mm within 0.5 mm): the case holds together only if it is a press fit or clips, which the files cannot show; say so in the README, or add screws.`,
    });
  } else if (boardHoles.every((entry) => entry.used)) {
    passed.push(
      `${lined.length} screw holes of the top plate line up with the bottom's${board.mountingHoles.length ? `, through the board's ${board.mountingHoles.length} mounting holes` : ""}.`,
    );
  }
}

interface Room {
  what: string;
  x: number;
  y: number;
  along: number;
  across: number;
  angle: number;
  z0: number;
  z1: number;
  source: string;
}

function measureCollisions(fitting: Fitting): void {
  const { board, mount, pcbBottom, pcbTop, names, findings, passed } = fitting;
  const { xiao } = board;
  const heights = xiaoHeights(xiao.side, mount, pcbBottom, pcbTop);
  const underPlate = d.pcbTopToPlateTopMm - d.topPlateMm;
  const rooms: Room[] = [
    {
      what: `the XIAO ${xiao.reference}`,
      x: xiao.x,
      y: xiao.y,
      along: d.xiaoModuleLengthMm,
      across: d.xiaoModuleWidthMm,
      angle: (Math.atan2(xiao.dir[1], xiao.dir[0]) * 180) / Math.PI,
      z0: heights.moduleBottom,
      z1: heights.moduleTop,
      source: `${d.xiaoModuleLengthMm} × ${d.xiaoModuleWidthMm} × ${d.xiaoModelHeightMm} mm, Seeed's module (dimensions.xiaoModuleLengthMm, caseModel.xiaoModuleWidthMm, caseModel.xiaoModelHeightMm)${mount === "headers" ? `, ${d.pinHeaderSpacerMm} mm off the board on its headers` : ""}`,
    },
    ...board.encoders.map((spot) => ({
      what: `the encoder ${spot.reference}`,
      x: spot.x,
      y: spot.y,
      along: d.encoderBodyMm,
      across: d.encoderBodyMm,
      angle: spot.angle,
      z0: spot.side === "front" ? pcbTop : pcbBottom - d.encoderBodyHeightMm,
      z1: spot.side === "front" ? pcbTop + d.encoderBodyHeightMm : pcbBottom,
      source: `an EC11's body, ${d.encoderBodyMm} mm square and ${d.encoderBodyHeightMm} mm tall (caseModel.encoderBodyMm)`,
    })),
    ...board.oleds.flatMap((spot) =>
      spot.window
        ? [
            {
              what: `the OLED ${spot.reference}`,
              x: (spot.window.minX + spot.window.maxX) / 2,
              y: (spot.window.minY + spot.window.maxY) / 2,
              along: spot.window.maxX - spot.window.minX,
              across: spot.window.maxY - spot.window.minY,
              angle: 0,
              z0: pcbTop,
              z1: pcbTop + underPlate,
              source: "the module's outline on the board, up to the plate",
            },
          ]
        : [],
    ),
    ...board.switches.map((spot) => ({
      what: `switch ${spot.reference}'s body under the plate`,
      x: spot.x,
      y: spot.y,
      along: d.switchCutoutMm,
      across: d.switchCutoutMm,
      angle: spot.angle,
      z0: pcbTop,
      z1: pcbTop + underPlate,
      source: `the housing under the plate, ${d.switchCutoutMm} mm square from the board to the plate (${d.pcbTopToPlateTopMm} − ${d.topPlateMm} mm)`,
    })),
  ];
  const cache = new Map<string, Segment[]>();
  const sliced = (which: "top" | "bottom", mesh: Mesh, z: number) => {
    const key = `${which}:${z.toFixed(3)}`;
    let segments = cache.get(key);
    if (!segments) {
      segments = slice(mesh, z);
      cache.set(key, segments);
    }
    return segments;
  };
  // A quarter millimetre in from each face: a part that only touches the case is not in it.
  const inset = 0.25;
  let clear = 0;
  for (const room of rooms) {
    const t = (room.angle * Math.PI) / 180;
    const hit = { top: [] as [number, number, number][], bottom: [] as [number, number, number][] };
    const zs = [room.z0 + inset, (room.z0 + room.z1) / 2, room.z1 - inset].map((z) => z + 0.0043);
    for (const which of ["top", "bottom"] as const) {
      const mesh = fitting[which];
      if (!mesh) continue;
      for (const z of zs) {
        const segments = sliced(which, mesh, z);
        if (segments.length === 0) continue;
        const steps = (size: number) => Math.max(2, Math.ceil((size - 2 * inset) / 1) + 1);
        const [na, nc] = [steps(room.along), steps(room.across)];
        for (let i = 0; i < na; i++) {
          const u = -room.along / 2 + inset + ((room.along - 2 * inset) * i) / (na - 1);
          for (let j = 0; j < nc; j++) {
            const v = -room.across / 2 + inset + ((room.across - 2 * inset) * j) / (nc - 1);
            const point: P2 = [room.x + u * Math.cos(t) - v * Math.sin(t), room.y + u * Math.sin(t) + v * Math.cos(t)];
            if (inside(segments, point)) hit[which].push([u, v, z]);
          }
        }
      }
    }
    for (const which of ["top", "bottom"] as const) {
      const points = hit[which];
      if (points.length === 0) continue;
      const extent = (axis: 0 | 1 | 2) => Math.max(...points.map((p) => p[axis])) - Math.min(...points.map((p) => p[axis]));
      const centre = (axis: 0 | 1 | 2) => (Math.max(...points.map((p) => p[axis])) + Math.min(...points.map((p) => p[axis]))) / 2;
      const [cu, cv] = [centre(0), centre(1)];
      findings.push({
        check: "collision",
        severity: "problem",
        part: names[which],
        message: `${names[which]} runs into ${room.what}: plastic fills about ${extent(0).toFixed(1)} × ${extent(1).toFixed(1)} mm of its room (${points.length} of the points measured, from ${mm(Math.min(...points.map((p) => p[2])))} to ${mm(Math.max(...points.map((p) => p[2])))} above the bed). Its room: ${room.source}.`,
        marker: marker(
          room.x + cu * Math.cos(t) - cv * Math.sin(t),
          room.y + cu * Math.sin(t) + cv * Math.cos(t),
          Math.max(1, extent(0)),
          Math.max(1, extent(1)),
          room.z0,
          room.z1,
          room.angle,
        ),
      });
    }
    if (hit.top.length === 0 && hit.bottom.length === 0) clear++;
  }
  if (clear === rooms.length)
    passed.push(
      `Nothing of the case is inside ${[
        "the XIAO",
        ...(board.encoders.length > 0 ? [`the ${plural(board.encoders.length, "encoder")}`] : []),
        ...(board.oleds.length > 0 ? [`the ${plural(board.oleds.length, "OLED")}`] : []),
      ].join(", ")} or ${board.switches.length === 1 ? "the switch's body" : `the ${board.switches.length} switches' bodies`} under the plate.`,
    );
}

/** An assembled case must close: the plate's underside on the bottom's wall, measured just inside the wall's outer face. */
function measureClosing(top: Mesh, bottom: Mesh, names: Names, findings: FitFinding[], passed: string[]): void {
  const box = meshBounds(bottom)!;
  const outer = chainLoops(slice(bottom, box.max[2] - 0.5037)).sort((a, b) => Math.abs(b.area) - Math.abs(a.area))[0];
  if (!outer) return;
  const gaps: number[] = [];
  const step = Math.max(1, Math.floor(outer.points.length / 24));
  for (let index = 0; index < outer.points.length; index += step) {
    const [x, y] = outer.points[index]!;
    const length = Math.hypot(outer.centre[0] - x, outer.centre[1] - y) || 1;
    const [px, py] = [x + ((outer.centre[0] - x) / length) * 0.8, y + ((outer.centre[1] - y) / length) * 0.8];
    const wall = verticalHits(bottom, px, py).at(-1);
    const plate = verticalHits(top, px, py).filter((z) => wall === undefined || z >= wall - 0.01)[0];
    if (wall !== undefined && plate !== undefined) gaps.push(plate - wall);
  }
  if (gaps.length === 0) return;
  gaps.sort((a, b) => a - b);
  const gap = gaps[Math.floor(gaps.length / 2)]!;
  if (gap > tol.restToleranceMm) {
    findings.push({
      check: "height",
      severity: "problem",
      part: names.bottom,
      message: `The closed case is ${mm(gap)} too low: ${names.bottom}'s wall stops ${mm(gap)} under ${names.top}, which sits where the board and the switches need it (the board ${d.pcbTopToPlateTopMm} mm under the plate's top, dimensions.pcbTopToPlateTopMm). Make the wall ${mm(gap)} taller.`,
      marker: marker((box.min[0] + box.max[0]) / 2, (box.min[1] + box.max[1]) / 2, box.size[0], box.size[1], box.max[2], box.max[2] + gap, 0),
    });
  } else passed.push(`The case closes: the plate sits on the wall (${mm(Math.max(0, gap), 2)} between them).`);
}

export { caseFitRule, caseFitSkipped, type FitSet } from "./rule.ts";
export { FIT_MODEL, fitSets, readFitParts, type ReadModel } from "./sets.ts";

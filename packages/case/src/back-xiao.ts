/**
 * Where the XIAO sits in height, on either side of the board, and whether a USB-C cable's plug can reach its socket.
 * A footprint on B.Cu puts the module under the board, upside down: its socket hangs below the PCB, so the case's
 * USB opening must sit lower, the floor may need a pocket under the module, and a low case can leave no room for the
 * plug at all. The plug's path is then measured on the printed meshes (not on the plan): its moulded grip, as large
 * as the programme's overmould, moved from the socket out through the wall, must meet no plastic.
 */
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import type { Mesh } from "@hackpad/mesh";
import type { XiaoSpot } from "./board.ts";
import { inside, slice, type P2, type Segment } from "./measure.ts";

/** How the XIAO is soldered: on its pin headers (the guide's kit ships it with loose headers) or flat against the board. */
export type XiaoMount = "headers" | "flush";
export const defaultXiaoMount: XiaoMount = "headers";

export type Side = "front" | "back";
/** A footprint's side from the copper layer it is placed on: KiCad puts a flipped footprint on B.Cu. */
export const sideOf = (layer: string): Side => (/^B\./.test(layer) ? "back" : "front");

const spacer = (mount: XiaoMount) => (mount === "headers" ? caseModel.pinHeaderSpacerMm : 0);
/** From the module board's face against the spacer (or the PCB) to the middle of the socket. */
const socketFromNearFace = caseModel.xiaoModelHeightMm - caseModel.usbReceptacleHeightMm / 2;

/** The module's lowest and highest z (socket included), and the height of the middle of its USB socket. */
export function xiaoHeights(side: Side, mount: XiaoMount, pcbBottom: number, pcbTop: number) {
  const gap = spacer(mount);
  if (side === "front") {
    const moduleBottom = pcbTop + gap;
    return { moduleBottom, moduleTop: moduleBottom + caseModel.xiaoModelHeightMm, socketZ: moduleBottom + socketFromNearFace };
  }
  const moduleTop = pcbBottom - gap;
  return { moduleBottom: moduleTop - caseModel.xiaoModelHeightMm, moduleTop, socketZ: moduleTop - socketFromNearFace };
}

export type XiaoHeights = ReturnType<typeof xiaoHeights>;

/** The lowest z the USB opening under a back-mounted XIAO needs: the plug's grip around the socket, less the gap between parts. */
export function backOpeningBottom(heights: XiaoHeights): number {
  return heights.socketZ - caseModel.usbPlugOvermouldMm.height / 2 - dimensions.printedPartGapMm;
}

/**
 * The lowest case (to a half millimetre) that leaves a back-mounted XIAO and its plug room above a skin of
 * minPrintedSkinMm: the PCB's underside sits at height + topPlate − pcbTopToPlateTop − thickness.
 */
export function backXiaoMinHeight(mount: XiaoMount, thickness: number): number {
  const below = (pcbBottom: number) => {
    const heights = xiaoHeights("back", mount, pcbBottom, pcbBottom + thickness);
    return Math.min(backOpeningBottom(heights), heights.moduleBottom - dimensions.printedPartGapMm);
  };
  // Both depths fall one for one with the PCB, so the PCB's underside is found directly.
  const pcbBottom = dimensions.minPrintedSkinMm - below(0);
  const height = pcbBottom - dimensions.topPlateMm + dimensions.pcbTopToPlateTopMm + thickness;
  return Math.ceil(height * 2 - 1e-9) / 2;
}

/** The point `along` the XIAO's axis from its socket's front and `across` it (positive: to the left, seen from above). */
export const fromSocket = ({ socket, dir }: XiaoSpot, along: number, across = 0): P2 => [
  socket[0] + dir[0] * along - dir[1] * across,
  socket[1] + dir[1] * along + dir[0] * across,
];

/**
 * The plug's grip (overmould width × height, centred on the socket) swept from just off the socket's front out past
 * the case's outer wall: every sample point on it is tested against horizontal slices of the parts as assembled.
 * Points under the bed (z < 0) count as blocked: the desk is there. `blocked` is the share of points that are.
 */
export function plugPath(xiao: XiaoSpot, socketZ: number, reach: number, meshes: readonly Mesh[], step = 0.5): { blocked: number } {
  const { width, height } = caseModel.usbPlugOvermouldMm;
  const counts = (size: number) => Math.max(2, Math.ceil(size / step) + 1);
  const acrossSteps = counts(width);
  const zSteps = counts(height);
  const alongSteps = counts(reach);
  let blocked = 0;
  let samples = 0;
  // Only segments a ray from the path can meet: `inside` casts its ray towards +x, nearly level (0.12°, under 1 mm of
  // rise across any case), so segments left of the path or wholly above or below it never count.
  const corners = [-1, 1].flatMap((side) => [0, reach + 0.2].map((along) => fromSocket(xiao, along, (side * width) / 2)));
  const minX = Math.min(...corners.map((point) => point[0])) - 1;
  const minY = Math.min(...corners.map((point) => point[1])) - 1;
  const maxY = Math.max(...corners.map((point) => point[1])) + 1;
  const near = (segments: Segment[]) =>
    segments.filter(([a, b]) => Math.max(a[0], b[0]) >= minX && Math.max(a[1], b[1]) >= minY && Math.min(a[1], b[1]) <= maxY);
  for (let k = 0; k < zSteps; k++) {
    // Off any face's own height: a slice exactly on a face gives no segments there.
    const z = socketZ - height / 2 + (height * k) / (zSteps - 1) + (k === 0 ? 0.0137 : k === zSteps - 1 ? -0.0137 : 0.0013);
    const slices = z < 0 ? [] : meshes.map((mesh) => near(slice(mesh, z)));
    for (let i = 0; i < alongSteps; i++) {
      const along = 0.2 + (reach * i) / (alongSteps - 1);
      for (let j = 0; j < acrossSteps; j++) {
        const across = -width / 2 + (width * j) / (acrossSteps - 1);
        const point = fromSocket(xiao, along, across);
        samples++;
        if (z < 0 || slices.some((segments) => inside(segments, point))) blocked++;
      }
    }
  }
  return { blocked: blocked / samples };
}

/**
 * The generated parts measured, not trusted: the switch cut-outs, the USB opening and the pocket's margin read off
 * the meshes with slices and rays (measure.ts), and each part's bed face. These are the checks /check and the
 * command show next to the files.
 */
import { caseModel } from "@hackpad/programme/case-model";
import { dimensions } from "@hackpad/programme/dimensions";
import type { Mesh } from "@hackpad/mesh";
import { bedFaces, hits, inside, slice, type P2 } from "./measure.ts";
import type { Built, CaseLayout } from "./solids.ts";
import { fromSocket } from "./back-xiao.ts";

export type CaseCheck = Built["checks"][number];

const deg = (v: readonly number[]) => (Math.atan2(v[1]!, v[0]!) * 180) / Math.PI;
const mm = (value: number) => `${value.toFixed(2)} mm`;
/** How far a measured size or centre may be off: 0.05 mm for the cut-outs, 0.5 mm for the USB opening. */
export const tolerances = { cutoutMm: 0.05, usbCentreMm: 0.5, marginMm: 0.02 } as const;

export function verifyCase(layout: CaseLayout, bottom: Mesh, top: Mesh): CaseCheck[] {
  const d = { ...dimensions, ...caseModel };
  const checks: CaseCheck[] = [];
  const { board, z } = layout;

  // Switch cut-outs, on the printed plate (upside down: y mirrored, so a turn of r degrees shows as −r).
  const plate = slice(top, d.topPlateMm / 2);
  let worstSize = 0;
  let worstCentre = 0;
  for (const spot of board.switches) {
    const centre: P2 = [spot.x, -spot.y];
    if (inside(plate, centre)) {
      worstSize = Infinity;
      continue;
    }
    for (const axis of [0, 90]) {
      const forward = hits(plate, centre, -spot.angle + axis)[0] ?? Infinity;
      const back = hits(plate, centre, -spot.angle + axis + 180)[0] ?? Infinity;
      worstSize = Math.max(worstSize, Math.abs(forward + back - d.switchCutoutMm));
      worstCentre = Math.max(worstCentre, Math.abs(forward - back) / 2);
    }
  }
  checks.push({
    label: `A ${d.switchCutoutMm} mm cut-out centred on every switch`,
    ok: worstSize <= tolerances.cutoutMm && worstCentre <= tolerances.cutoutMm,
    detail: `${board.switches.length} cut-outs measured on the plate: sizes within ${mm(worstSize)} of ${d.switchCutoutMm} mm, centres within ${mm(worstCentre)} of the switches.`,
  });

  // The USB opening, half way up the cut-out, half way through the wall beyond the socket's front.
  const xiao = board.xiao;
  const inWall = fromSocket(xiao, d.caseInnerMarginMm + layout.wall / 2);
  const opening = slice(bottom, (layout.usb.bottom + layout.height) / 2);
  const left = hits(opening, inWall, deg(xiao.dir) + 90)[0] ?? Infinity;
  const right = hits(opening, inWall, deg(xiao.dir) - 90)[0] ?? Infinity;
  const offset = Math.abs(left - right) / 2;
  checks.push({
    label: "The USB opening is centred on the XIAO's socket",
    ok: !inside(opening, inWall) && offset <= tolerances.usbCentreMm && Math.abs(left + right - d.usbCutoutWidthMm) <= tolerances.cutoutMm,
    detail: `${mm(left + right)} wide on the ${xiao.edge} side, its middle ${mm(offset)} from the socket's.`,
  });

  // The pocket's margin around the board, just above the floor, measured out from the middle of every outline edge.
  const pocketZ = z.floorTop + (z.pcbBottom - z.floorTop) / 2;
  const pocket = slice(bottom, pocketZ);
  // Where the USB opening reaches down past this height there is no wall to measure: those edges are left out and counted.
  let least = Infinity;
  let most = 0;
  let measured = 0;
  let open = 0;
  const outline = board.outline;
  const reachesDown = layout.usb.bottom < pocketZ;
  for (let index = 0; index < outline.length; index++) {
    const a = outline[index]!;
    const b = outline[(index + 1) % outline.length]!;
    const mid: P2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (reachesDown && inUsbOpening(layout, mid)) {
      open++;
      continue;
    }
    const margin = hits(pocket, mid, deg([b[1] - a[1], a[0] - b[0]]))[0];
    if (margin === undefined) {
      open++;
      least = -1;
      continue;
    }
    measured++;
    least = Math.min(least, margin);
    most = Math.max(most, margin);
  }
  const ok =
    measured > 0 && least >= 0 && Math.abs(least - d.caseInnerMarginMm) <= tolerances.marginMm && Math.abs(most - d.caseInnerMarginMm) <= tolerances.marginMm;
  const skipped = reachesDown && open > 0 ? ` (${open} edge${open === 1 ? "" : "s"} facing the USB opening left out)` : "";
  checks.push({
    label: `The PCB fits its pocket with ${d.caseInnerMarginMm} mm all round`,
    ok,
    detail:
      least < 0
        ? `${open} of the board's edges face no wall at ${mm(pocketZ)} above the bed, away from the USB opening.`
        : `Between the board's edge and the wall, ${mm(pocketZ)} above the bed: ${mm(least)} to ${mm(most)}${skipped}.`,
  });

  for (const [name, mesh] of Object.entries({ bottom, top })) {
    const faces = bedFaces(mesh);
    checks.push({
      label: `The ${name} prints flat on its largest face`,
      ok: Math.abs(faces.minZ) < 1e-4 && faces.bed >= faces.largestOther,
      detail: `${(faces.bed / 100).toFixed(1)} cm² on the bed; the largest other flat face is ${(faces.largestOther / 100).toFixed(1)} cm².`,
    });
  }
  return checks;
}

/** True for a point inside the USB cut's strip: from the XIAO's centre outwards, usb.width wide. */
function inUsbOpening(layout: CaseLayout, point: P2): boolean {
  const { centre, dir, width } = layout.usb;
  const dx = point[0] - centre[0];
  const dy = point[1] - centre[1];
  return dx * dir[0] + dy * dir[1] > 0 && Math.abs(-dx * dir[1] + dy * dir[0]) <= width / 2 + 1e-6;
}

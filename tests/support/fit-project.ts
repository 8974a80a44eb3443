/**
 * Projects for /check's fit panel whose fit is known: the fixture pad (three switches, no encoder, as the fit
 * package's own tests use) with the case the case maker makes for its board as its printed parts (a known-good
 * fit), and the same with the bottom's USB opening filled in with manifold-3d (one finding: no cable reaches the
 * XIAO's socket). The STL files sit in production/case/ where the submission keeps them.
 */
import Module from "manifold-3d";
import { classifyFootprint, parseKicadPcb, type InputFile } from "@hackpad/preflight";
import { validProject } from "@hackpad/preflight/testing";
import { generateCase, hits, slice, type GeneratedCase } from "@hackpad/case";
import { writeBinaryStl } from "@hackpad/mesh";

/** The pad without a case of its own: its board, firmware and the rest. */
export const fitPad = () =>
  validProject({ withCad: false, boardWidth: 80, boardHeight: 60, encoders: 0, leds: 0, switches: 3, caseSize: [100, 80, 13] }).filter(
    (file) => !file.path.endsWith(".stl"),
  );

async function madeCase(pad: readonly InputFile[]): Promise<GeneratedCase> {
  const pcbFile = pad.find((file) => file.path.endsWith(".kicad_pcb"));
  if (!pcbFile) throw new Error("the fit pad has no .kicad_pcb");
  const pcb = parseKicadPcb(new TextDecoder().decode(pcbFile.bytes));
  return generateCase(pcb, pcb.footprints.map(classifyFootprint), { screws: "nuts" });
}

/** The bottom with its USB opening filled: a block as thick as the wall, as wide and tall as the opening. */
async function usbFilled(made: GeneratedCase) {
  const wasm = await Module();
  wasm.setup();
  const { layout } = made;
  const bottom = made.parts.find((part) => part.name === "bottom");
  if (!bottom) throw new Error("the case maker made no bottom");
  const angle = (Math.atan2(layout.board.xiao.dir[1], layout.board.xiao.dir[0]) * 180) / Math.PI;
  const [inner, outer] = hits(slice(bottom.mesh, layout.z.floorTop + 0.5), layout.usb.centre, angle);
  if (inner === undefined || outer === undefined) throw new Error("no wall found across the USB opening");
  const block = wasm.Manifold.cube([outer - inner, layout.usb.width, layout.height - layout.usb.bottom])
    .translate([inner, -layout.usb.width / 2, layout.usb.bottom])
    .rotate([0, 0, angle])
    .translate([layout.usb.centre[0], layout.usb.centre[1], 0]);
  const solid = new wasm.Manifold(new wasm.Mesh({ numProp: 3, vertProperties: bottom.mesh.positions, triVerts: bottom.mesh.indices })).add(block);
  const mesh = solid.getMesh();
  return { positions: new Float32Array(mesh.vertProperties), indices: new Uint32Array(mesh.triVerts) };
}

/** The pad with its case's STL files: the generated case as it is (`good`), or with the USB opening filled in. */
export async function fitProjects(): Promise<{ good: InputFile[]; usbBlocked: InputFile[] }> {
  const pad = fitPad();
  const top = pad[0]?.path.split("/")[0] ?? "minipad";
  const made = await madeCase(pad);
  const filled = await usbFilled(made);
  const files = (blocked: boolean): InputFile[] =>
    made.parts.map((part) => ({
      path: `${top}/${part.fileName}`,
      bytes: blocked && part.name === "bottom" ? writeBinaryStl(filled, "hackpad case bottom, USB opening filled") : part.stl,
    }));
  return { good: [...pad, ...files(false)], usbBlocked: [...pad, ...files(true)] };
}

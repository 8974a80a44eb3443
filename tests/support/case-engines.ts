/**
 * Engines built for these tests, with the real engines' types (app/check/case/engines.ts): they return
 * constructed parts (boxes) so the case panels' worker, zip and re-check are tested without the real engines.
 */
import type { CaseOptions, GeneratedCase } from "@hackpad/case";
import type { ConvertOptions, OcctModule } from "@hackpad/convert";
import type { CaseEngine, ConvertEngine } from "../../app/check/case/engines.ts";
import type { CaseDeps } from "../../app/check/case/run-case.ts";
import { loadFit } from "../../app/check/case/fit-engine.ts";
import { serveCase } from "../../app/check/worker/serve-case.ts";
import { readProject } from "@hackpad/preflight";
import type { Mesh } from "@hackpad/mesh";
import type { ClassifiedPart } from "@hackpad/preflight";
import type { KicadPcb } from "@hackpad/preflight";
import { binaryStl, boxTriangles, threeMf } from "@hackpad/preflight/testing";
import { HackpadError } from "@hackpad/programme/errors";
import type { PickedFile } from "../../app/check/lib/worker-protocol.ts";
import type { InputFile } from "@hackpad/preflight/report";

export type Size = [number, number, number];

/** A box as a mesh (12 triangles, 36 corners) and as a binary STL. */
export function box(size: Size, min: Size = [0, 0, 0]): { mesh: Mesh; stl: Uint8Array } {
  const triangles = boxTriangles(size, min);
  const positions = new Float32Array(triangles.flat());
  const indices = Uint32Array.from({ length: positions.length / 3 }, (_, index) => index);
  return { mesh: { positions, indices }, stl: binaryStl([triangles]) };
}

export interface Calls {
  convert: { fileName: string; bytes: number; options?: ConvertOptions }[];
  make: { board: KicadPcb; parts: ClassifiedPart[]; options: CaseOptions }[];
}

/** Engines whose results the test chooses; `fail` makes them throw their participant error with that message. */
export function fakeEngines(setup: { convertParts?: { name: string; fileName: string; size: Size }[]; fail?: string; made?: Partial<GeneratedCase> } = {}) {
  const calls: Calls = { convert: [], make: [] };
  const convert: ConvertEngine = {
    boardSizeOf: (board) =>
      board.outline
        ? { width: board.outline.maxX - board.outline.minX, height: board.outline.maxY - board.outline.minY, thickness: board.thicknessMm ?? 1.6 }
        : null,
    async convertModel(bytes, fileName, options) {
      calls.convert.push({ fileName, bytes: bytes.length, options });
      if (setup.fail) throw new HackpadError("convert", setup.fail);
      const parts = (setup.convertParts ?? [{ name: "Case bottom", fileName: "production/case/case-bottom.stl", size: [100, 70, 13] }]).map((part) => ({
        ...part,
        ...box(part.size),
        closed: true,
        fits: true,
        laidFlat: false,
      }));
      return { units: "mm", unitsGuessed: false, parts, leftOut: [{ name: "PCB", why: "the board is made by the fab, not printed" }], warnings: [] };
    },
  };
  const caseEngine: CaseEngine = {
    async generateCase(board, parts, options, onProgress) {
      calls.make.push({ board, parts, options });
      onProgress?.(0.5, "Cutting the keyholes");
      onProgress?.(1, "Done");
      if (setup.fail) throw new HackpadError("case", setup.fail);
      const bottom = box([100, 70, 13]);
      const top = box([100, 70, 1.5], [0, 0, 11.5]);
      return {
        parts: [
          { name: "bottom", fileName: "production/case/bottom.stl", ...bottom },
          { name: "top", fileName: "production/case/top.stl", ...top },
        ],
        print3mf: threeMf({ size: [100, 70, 13] }),
        assembly3mf: threeMf({ size: [100, 70, 20], names: ["Case bottom", "Case top", "PCB", "Switch"] }),
        assembly: [
          { name: "Case bottom", mesh: bottom.mesh, color: "#888888" },
          { name: "PCB", mesh: box([80, 50, 1.6], [10, 10, 5]).mesh, color: "#1f6f3f" },
        ],
        warnings: ["The board has no mounting holes: the screws go in the case's corners."],
        checks: [{ label: "Switch holes", ok: true, detail: "4 holes, 14.00 mm" }],
        // The worker passes the layout on to no one; the preview tests build theirs from the real engine.
        layout: {} as GeneratedCase["layout"],
        ...setup.made,
      };
    },
  };
  // Stand-ins the engines never call: the tests check that the worker hands these very loaders on.
  const loadOcct = async () => ({}) as OcctModule;
  const loadManifold = async () => ({}) as Awaited<ReturnType<NonNullable<CaseOptions["loadManifold"]>>>;
  // The fit check is pure TypeScript: the real one runs, on whatever the test's project holds.
  const deps: CaseDeps = { loadConvert: async () => convert, loadCase: async () => caseEngine, loadFit, loadOcct, loadManifold };
  return { deps, calls, loadOcct, loadManifold };
}

/** Files as the page hands them to the worker: File objects with their paths. */
export const picked = (files: readonly InputFile[]): PickedFile[] =>
  files.map((file) => ({ path: file.path, file: new File([file.bytes as BlobPart], file.path.split("/").pop() ?? file.path) }));

/**
 * The case worker's end of a channel to the project's model, served as /check's preflight worker serves it
 * (serve-case.ts), from a project read here. `reads` counts the reads, one per call.
 */
export async function linkTo(files: InputFile[], input: string): Promise<MessagePort> {
  const model = await readProject(files, { input });
  const channel = new MessageChannel();
  serveCase(channel.port1, model, input, () => 1);
  return channel.port2;
}

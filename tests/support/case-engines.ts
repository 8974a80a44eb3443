/**
 * Engines built for these tests, in the shape of the agreement (app/check/case/contract.ts): they return
 * constructed parts (boxes) so the case panels' worker, zip and re-check are tested without the real engines.
 */
import type { CaseEngine, CaseOptions, ConvertEngine, ConvertOptions, GeneratedCase } from "../../app/check/case/contract.ts";
import type { CaseDeps } from "../../app/check/case/run-case.ts";
import type { Mesh } from "../../packages/mesh/src/index.ts";
import type { ClassifiedPart } from "../../packages/preflight/src/classify.ts";
import type { KicadPcb } from "../../packages/preflight/src/parsers/kicad-pcb.ts";
import { binaryStl, boxTriangles, threeMf } from "../../packages/preflight/tests/support/fixtures.ts";
import type { PickedFile } from "../../app/check/lib/worker-protocol.ts";
import type { InputFile } from "../../packages/preflight/src/types.ts";

export type Size = [number, number, number];

/** A box as a mesh (12 triangles, 36 corners) and as a binary STL. */
export function box(size: Size, min: Size = [0, 0, 0]): { mesh: Mesh; stl: Uint8Array } {
  const triangles = boxTriangles(size, min);
  const positions = new Float32Array(triangles.flat());
  const indices = Uint32Array.from({ length: positions.length / 3 }, (_, index) => index);
  return { mesh: { positions, indices }, stl: binaryStl([triangles]) };
}

export class FakeConvertError extends Error {}
export class FakeCaseError extends Error {}

export interface Calls {
  convert: { fileName: string; bytes: number; options?: ConvertOptions }[];
  make: { board: KicadPcb; parts: ClassifiedPart[]; options: CaseOptions }[];
}

/** Engines whose results the test chooses; `fail` makes them throw their participant error with that message. */
export function fakeEngines(setup: { convertParts?: { name: string; fileName: string; size: Size }[]; fail?: string; made?: Partial<GeneratedCase> } = {}) {
  const calls: Calls = { convert: [], make: [] };
  const convert: ConvertEngine = {
    ConvertError: FakeConvertError,
    boardSizeOf: (board) =>
      board.outline
        ? { width: board.outline.maxX - board.outline.minX, height: board.outline.maxY - board.outline.minY, thickness: board.thicknessMm ?? 1.6 }
        : null,
    async convertModel(bytes, fileName, options) {
      calls.convert.push({ fileName, bytes: bytes.length, options });
      if (setup.fail) throw new FakeConvertError(setup.fail);
      const parts = (setup.convertParts ?? [{ name: "Case bottom", fileName: "production/case/case-bottom.stl", size: [100, 70, 13] }]).map((part) => ({
        ...part,
        ...box(part.size),
        closed: true,
      }));
      return { units: "mm", unitsGuessed: false, parts, leftOut: [{ name: "PCB", why: "the board is made by the fab, not printed" }], warnings: [] };
    },
  };
  const caseEngine: CaseEngine = {
    CaseError: FakeCaseError,
    async generateCase(board, parts, options, onProgress) {
      calls.make.push({ board, parts, options });
      onProgress?.(0.5, "Cutting the keyholes");
      onProgress?.(1, "Done");
      if (setup.fail) throw new FakeCaseError(setup.fail);
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
        ...setup.made,
      };
    },
  };
  const loadOcct = async () => "occt";
  const loadManifold = async () => "manifold";
  const deps: CaseDeps = { loadConvert: async () => convert, loadCase: async () => caseEngine, loadOcct, loadManifold };
  return { deps, calls, loadOcct, loadManifold };
}

/** Files as the page hands them to the worker: File objects with their paths. */
export const picked = (files: readonly InputFile[]): PickedFile[] =>
  files.map((file) => ({ path: file.path, file: new File([file.bytes as BlobPart], file.path.split("/").pop() ?? file.path) }));

/**
 * 3MF: every mesh the build places becomes a mesh in millimetres, named after its object. The zip, the scan of its
 * parts and the walk over the build are the preflight's (which only measures a 3MF); the maths is the mesh package's.
 */
import { turnedOver, type Mesh } from "@hackpad/mesh";
import { MAX_ENTRIES, MAX_UNPACKED_BYTES } from "@hackpad/preflight/report";
import { transformPoint, UNIT_MM, type Matrix } from "@hackpad/mesh/threemf";
import { openThreeMf, placeThreeMf, scanThreeMf, type ThreeMfMeshObject } from "@hackpad/preflight";
import type { SourceBody } from "./classify.ts";
import { triangleBudget } from "./guard.ts";
import { HackpadError } from "@hackpad/programme/errors";

const UNIT_NAMES: Record<string, string> = { micron: "µm", millimeter: "mm", centimeter: "cm", inch: "in", foot: "ft", meter: "m" };

export function readThreeMf(bytes: Uint8Array, fileName: string): { units: string; bodies: SourceBody[] } {
  const { zip, parts, rootPath } = openThreeMf(bytes, fileName, { entriesLeft: MAX_ENTRIES, bytesLeft: MAX_UNPACKED_BYTES });
  if (zip.unreadable) throw new HackpadError("convert", `${zip.problems[0] ?? `${fileName} is not a zip.`} A 3MF file is a zip; export it again.`);
  // A model part the zip reader refused (too big, damaged) is said as such, not as a missing part.
  if (!rootPath) throw new HackpadError("convert", zip.problems[0] ?? `${fileName} has no 3D model part (3D/3dmodel.model): it is not a 3MF model.`);
  const refuse = (reason: string): never => {
    throw new HackpadError("convert", `${fileName}: ${reason}.`);
  };
  const model = scanThreeMf(parts, rootPath, fileName, { triangles: triangleBudget(fileName), refuse });
  if (model.problems[0]) throw new HackpadError("convert", `${model.problems[0]}; export the 3MF again.`);
  const scale = UNIT_MM[model.unit] ?? 1;
  const bodies: SourceBody[] = [];
  // One mesh placed many times becomes many meshes: counted before each copy is made.
  const placeTriangles = triangleBudget(fileName, true);
  placeThreeMf(
    model,
    (object, transform, names) => {
      if (object.triangles.length === 0) return;
      const vertexTotal = object.vertices.length / 3;
      if (object.triangles.some((corner) => corner >= vertexTotal))
        refuse(`object "${object.name}" has a triangle naming a vertex it does not have; the model cannot be read`);
      placeTriangles(object.triangles.length / 3);
      bodies.push({ name: names[names.length - 1] ?? "", path: names, mesh: transformed(object, transform, scale) });
    },
    (fault, id) => {
      if (fault === "missing") throw new HackpadError("convert", `${fileName}: the build places object ${id}, which the file does not define.`);
      throw new HackpadError(
        "convert",
        `${fileName} places objects inside objects too deeply or too often (components of components); a macropad's case never does.`,
      );
    },
  );
  return { units: UNIT_NAMES[model.unit] ?? model.unit, bodies };
}

/** The object's vertices through the placement (3MF's row vectors, p' = p · M), in millimetres. */
function transformed({ vertices, triangles }: ThreeMfMeshObject, m: Matrix, scale: number): Mesh {
  const positions = new Float32Array(vertices.length);
  for (let at = 0; at < vertices.length; at += 3) {
    positions.set(
      transformPoint(m, vertices[at]!, vertices[at + 1]!, vertices[at + 2]!).map((value) => value * scale),
      at,
    );
  }
  // A mirroring placement (negative determinant) turns every triangle inside out: flip them back.
  const determinant = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
  return determinant < 0 ? turnedOver({ positions, indices: triangles }) : { positions, indices: triangles.slice() };
}

/**
 * 3MF: a zip whose model part lists objects (vertices and triangles, or components placing other objects) and a
 * build placing objects on the plate. Unlike the preflight, which only measures a 3MF, this keeps the triangles:
 * every mesh the build places becomes a mesh in millimetres, named after its object. The zip reader, the
 * tag scanner and the root-part lookup are the preflight's own; the transform maths is the mesh package's.
 */
import type { Mesh } from "@hackpad/mesh";
import { MAX_ENTRIES, MAX_UNPACKED_BYTES, PLAUSIBLE } from "@hackpad/preflight/report";
import { IDENTITY, matrix, multiply, transformPoint, UNIT_MM, type Matrix } from "@hackpad/mesh/threemf";
import { threeMfRootPath, scanXmlTags, readZip } from "@hackpad/preflight";
import { type SourceBody } from "./errors.ts";
import { triangleBudget } from "./guard.ts";
import { HackpadError } from "@hackpad/programme/errors";

const UNIT_NAMES: Record<string, string> = { micron: "µm", millimeter: "mm", centimeter: "cm", inch: "in", foot: "ft", meter: "m" };
const MAX_NESTING = 16;

interface ModelObject {
  name: string;
  vertices: number[];
  triangles: number[];
  components: { key: string; transform: Matrix }[];
}

export function readThreeMf(bytes: Uint8Array, fileName: string): { units: string; bodies: SourceBody[]; warnings: string[] } {
  const zip = readZip(
    bytes,
    fileName,
    { entriesLeft: MAX_ENTRIES, bytesLeft: MAX_UNPACKED_BYTES },
    { bytes: PLAUSIBLE.threeMfPartBytes, what: "a macropad's 3MF model part" },
  );
  if (zip.unreadable) throw new HackpadError("convert", `${zip.problems[0] ?? `${fileName} is not a zip.`} A 3MF file is a zip; export it again.`);
  const parts = new Map(zip.entries.map((entry) => [`/${entry.name.replace(/^\//, "")}`, entry.bytes]));
  const rootPath = threeMfRootPath(parts);
  // A model part the zip reader refused (too big, damaged) is said as such, not as a missing part.
  if (!rootPath) throw new HackpadError("convert", zip.problems[0] ?? `${fileName} has no 3D model part (3D/3dmodel.model): it is not a 3MF model.`);
  const objects = new Map<string, ModelObject>();
  const items: { key: string; transform: Matrix }[] = [];
  let unit = "millimeter";
  let vertexCount = 0;
  const decoder = new TextDecoder("utf-8");
  const readTriangles = triangleBudget(fileName);
  for (const [path, data] of parts) {
    if (!/\.model$/i.test(path)) continue;
    const root = path === rootPath;
    let current: ModelObject | null = null;
    const broken = scanXmlTags(decoder.decode(data), (tag) => {
      const a = tag.attributes;
      if (tag.name === "model" && !tag.closing && root) unit = a.unit ?? "millimeter";
      else if (tag.name === "object") {
        if (tag.closing) current = null;
        else {
          const object: ModelObject = { name: a.name ?? "", vertices: [], triangles: [], components: [] };
          objects.set(`${path}#${a.id ?? ""}`, object);
          current = tag.selfClosing ? null : object;
        }
      } else if (tag.name === "vertex" && current && !tag.closing) {
        if (++vertexCount > PLAUSIBLE.threeMfVertices) {
          throw new HackpadError(
            "convert",
            `${fileName} holds more than ${PLAUSIBLE.threeMfVertices.toLocaleString("en")} vertices; a macropad's case is never that detailed. Export it with less detail.`,
          );
        }
        const point = [Number(a.x), Number(a.y), Number(a.z)];
        if (!point.every(Number.isFinite))
          throw new HackpadError("convert", `${fileName}: a vertex of object "${current.name}" is not three numbers; the model cannot be read.`);
        current.vertices.push(point[0] ?? 0, point[1] ?? 0, point[2] ?? 0);
      } else if (tag.name === "triangle" && current && !tag.closing) {
        const corners = [Number(a.v1), Number(a.v2), Number(a.v3)];
        if (!corners.every((corner) => Number.isInteger(corner) && corner >= 0)) {
          throw new HackpadError("convert", `${fileName}: a triangle of object "${current.name}" does not name three vertices; the model cannot be read.`);
        }
        readTriangles(1);
        current.triangles.push(corners[0] ?? 0, corners[1] ?? 0, corners[2] ?? 0);
      } else if (tag.name === "component" && current && !tag.closing) {
        current.components.push({ key: `${a.path ?? path}#${a.objectid ?? ""}`, transform: matrix(a.transform) });
      } else if (tag.name === "item" && root && !tag.closing) {
        items.push({ key: `${a.path ?? path}#${a.objectid ?? ""}`, transform: matrix(a.transform) });
      }
    });
    if (broken) throw new HackpadError("convert", `${fileName}: ${path.slice(1)} is not well-formed XML (${broken.replace(/\.$/, "")}); export the 3MF again.`);
  }
  const scale = UNIT_MM[unit] ?? 1;
  const bodies: SourceBody[] = [];
  let placements = 0;
  // One mesh placed many times becomes many meshes: counted before each copy is made.
  const placeTriangles = triangleBudget(fileName, true);
  const place = (key: string, transform: Matrix, depth: number, names: string[]) => {
    const object = objects.get(key);
    if (!object) throw new HackpadError("convert", `${fileName}: the build places object ${key.split("#")[1]}, which the file does not define.`);
    if (depth > MAX_NESTING || ++placements > PLAUSIBLE.threeMfPlacements) {
      throw new HackpadError(
        "convert",
        `${fileName} places objects inside objects too deeply or too often (components of components); a macropad's case never does.`,
      );
    }
    const here = object.name ? [...names, object.name] : names;
    if (object.triangles.length > 0) {
      const vertexTotal = object.vertices.length / 3;
      if (object.triangles.some((corner) => corner >= vertexTotal)) {
        throw new HackpadError("convert", `${fileName}: object "${object.name}" has a triangle naming a vertex it does not have; the model cannot be read.`);
      }
      placeTriangles(object.triangles.length / 3);
      bodies.push({ name: here[here.length - 1] ?? "", path: here, mesh: transformed(object, transform, scale) });
    }
    for (const component of object.components) place(component.key, multiply(component.transform, transform), depth + 1, here);
  };
  for (const item of items) place(item.key, item.transform ?? IDENTITY, 0, []);
  return { units: UNIT_NAMES[unit] ?? unit, bodies, warnings: [] };
}

/** The object's vertices through the placement (3MF's row vectors, p' = p · M), in millimetres. */
function transformed(object: ModelObject, m: Matrix, scale: number): Mesh {
  const count = object.vertices.length / 3;
  const positions = new Float32Array(count * 3);
  for (let vertex = 0; vertex < count; vertex++) {
    const x = object.vertices[vertex * 3] ?? 0;
    const y = object.vertices[vertex * 3 + 1] ?? 0;
    const z = object.vertices[vertex * 3 + 2] ?? 0;
    positions.set(
      transformPoint(m, x, y, z).map((value) => value * scale),
      vertex * 3,
    );
  }
  // A mirroring placement (negative determinant) turns every triangle inside out: flip them back.
  const determinant = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
  const indices = Uint32Array.from(object.triangles);
  if (determinant < 0) {
    for (let at = 0; at + 2 < indices.length; at += 3) [indices[at + 1], indices[at + 2]] = [indices[at + 2] ?? 0, indices[at + 1] ?? 0];
  }
  return { positions, indices };
}

/**
 * 3MF packages: a zip with XML model parts. Reads the build items, applies build and component transforms, and
 * gives the assembled model's size and its object names. XML is read tag by tag (parsers/xml-tags.ts,
 * no DOMParser, so it runs in a Web Worker too, and fast on meshes with millions of vertices).
 */
import { pointBounds, type Bounds } from "@hackpad/mesh";
import { transformPoint, UNIT_MM, matrix, multiply, type Matrix } from "@hackpad/mesh/threemf";
import { PLAUSIBLE } from "../limits.ts";
import { scanXmlTags } from "./xml-tags.ts";
import { readZip, type UnzipBudget } from "./zip.ts";
import { HackpadError } from "@hackpad/programme/errors";

export interface ThreeMfInfo {
  unit: string;
  buildItems: number;
  objects: string[];
  /** Size of everything the build places, in mm, or null when nothing is placed. */
  size: [number, number, number] | null;
  problems: string[];
}

/** Vertex transforms the size computation may do; past it, objects are measured by their transformed boxes. */
const MAX_VERTEX_WORK = 4_000_000;
const MAX_NESTING = 16;

interface MeshObject {
  name: string;
  vertices: Float64Array | null;
  /** The object's own box, computed once when first needed. */
  box: Bounds | null;
  components: { objectId: string; path: string; transform: Matrix }[];
}

/** `maxVertices` is the plausibility limit (tests pass a small one). */
export function parseThreeMf(bytes: Uint8Array, name: string, budget: UnzipBudget, maxVertices: number = PLAUSIBLE.threeMfVertices): ThreeMfInfo {
  const zip = readZip(bytes, name, budget, { bytes: PLAUSIBLE.threeMfPartBytes, what: "a macropad's 3MF model part" });
  if (zip.unreadable) throw new HackpadError("3mf", zip.problems[0] ?? `${name} is not a zip`);
  const tooBig = zip.problems.find((problem) => problem.includes("never that big"));
  if (tooBig) throw new HackpadError("3mf", tooBig.slice(tooBig.indexOf(": ") + 2).replace(/\.$/, ""));
  const parts = new Map(zip.entries.map((entry) => [`/${entry.name.replace(/^\//, "")}`, entry.bytes]));
  const decoder = new TextDecoder("utf-8");
  const rootPath = threeMfRootPath(parts);
  if (!rootPath) throw new HackpadError("3mf", "it has no 3D model part (3D/3dmodel.model)");
  const objects = new Map<string, MeshObject>();
  let unit = "millimeter";
  const buildItems: { objectId: string; path: string; transform: Matrix }[] = [];
  const xmlProblems: string[] = [];
  let vertexCount = 0;
  for (const [path, data] of parts) {
    if (!/\.model$/i.test(path)) continue;
    const root = path === rootPath;
    let current: { object: MeshObject; vertices: Float64Array; length: number } | null = null;
    const broken = scanXmlTags(decoder.decode(data), (tag) => {
      const a = tag.attributes;
      if (tag.name === "model" && !tag.closing && root) unit = a.unit ?? "millimeter";
      else if (tag.name === "object") {
        if (tag.closing || tag.selfClosing) {
          if (current) current.object.vertices = current.length ? current.vertices.slice(0, current.length) : null;
          current = null;
        }
        if (!tag.closing) {
          const object: MeshObject = { name: a.name ?? "", vertices: null, box: null, components: [] };
          objects.set(`${path}#${a.id ?? ""}`, object);
          if (!tag.selfClosing) current = { object, vertices: new Float64Array(3 * 1024), length: 0 };
        }
      } else if (tag.name === "vertex" && current) {
        if (++vertexCount > maxVertices) {
          throw new HackpadError(
            "3mf",
            `it holds more than ${maxVertices.toLocaleString("en")} vertices; a macropad's model is never that detailed, so it was not read (export it with less detail)`,
          );
        }
        const point = [Number(a.x), Number(a.y), Number(a.z)];
        if (!point.every(Number.isFinite)) {
          const shown = [a.x, a.y, a.z].map((value) => (value ?? "").slice(0, 24)).join(", ");
          throw new HackpadError("3mf", `a vertex of object "${current.object.name}" is not three finite numbers (${shown}); the model cannot be measured`);
        }
        if (current.length + 3 > current.vertices.length) {
          const grown = new Float64Array(current.vertices.length * 2);
          grown.set(current.vertices);
          current.vertices = grown;
        }
        current.vertices.set(point, current.length);
        current.length += 3;
      } else if (tag.name === "component" && current && !tag.closing) {
        current.object.components.push({ objectId: a.objectid ?? "", path: a.path ?? path, transform: matrix(a.transform) });
      } else if (tag.name === "item" && root && !tag.closing) {
        buildItems.push({ objectId: a.objectid ?? "", path: a.path ?? path, transform: matrix(a.transform) });
      }
    });
    if (broken) xmlProblems.push(`${name}: ${path.slice(1)} is not well-formed XML (${broken.replace(/\.$/, "")}); it was read up to that point.`);
  }
  const scale = UNIT_MM[unit] ?? 1;
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const work = { left: MAX_VERTEX_WORK };
  const problems: string[] = [...xmlProblems];
  let placements = 0;
  const missing = new Set<string>();
  const place = (key: string, transform: Matrix, depth: number) => {
    const object = objects.get(key);
    if (!object) {
      if (!missing.has(key)) problems.push(`${name}: the build refers to object ${key.split("#")[1]}, which the file does not define.`);
      missing.add(key);
      return;
    }
    if (depth > MAX_NESTING || placements > PLAUSIBLE.threeMfPlacements) return;
    // Components of components multiply (8 of 8 of 8… is 8^16): the total is bounded, not only the depth.
    if (++placements > PLAUSIBLE.threeMfPlacements) return;
    if (object.vertices) addVertices(object, object.vertices, transform, min, max, work);
    for (const component of object.components) {
      place(`${component.path}#${component.objectId}`, multiply(component.transform, transform), depth + 1);
    }
  };
  for (const item of buildItems) place(`${item.path}#${item.objectId}`, item.transform, 0);
  const placed = max[0] !== undefined && min[0] !== undefined && max[0] >= min[0];
  let size = placed ? ([0, 1, 2].map((axis) => ((max[axis] ?? 0) - (min[axis] ?? 0)) * scale) as [number, number, number]) : null;
  if (placements > PLAUSIBLE.threeMfPlacements) {
    problems.push(
      `${name}: its build places more than ${PLAUSIBLE.threeMfPlacements.toLocaleString("en")} objects (components inside components); a macropad's model never does, so its size was not measured.`,
    );
    size = null;
  }
  if (size && !size.every(Number.isFinite)) {
    throw new HackpadError("3mf", "its coordinates or transforms are so large that the size is not a finite number; the model cannot be measured");
  }
  return {
    unit,
    buildItems: buildItems.length,
    objects: [...new Set([...objects.values()].map((object) => object.name).filter((value) => value !== ""))],
    size,
    problems,
  };
}

function addVertices(object: MeshObject, vertices: Float64Array, m: Matrix, min: number[], max: number[], work: { left: number }): void {
  const count = vertices.length / 3;
  const apply = (x: number, y: number, z: number) => {
    const p = transformPoint(m, x, y, z);
    for (let axis = 0; axis < 3; axis++) {
      const value = p[axis] ?? 0;
      if (value < (min[axis] ?? 0)) min[axis] = value;
      if (value > (max[axis] ?? 0)) max[axis] = value;
    }
  };
  if (count <= work.left) {
    work.left -= count;
    for (let i = 0; i < vertices.length; i += 3) apply(vertices[i] ?? 0, vertices[i + 1] ?? 0, vertices[i + 2] ?? 0);
    return;
  }
  // Too much work: place the eight corners of the object's own box instead (never smaller than the truth). The
  // box is computed once per object, so a thousand placements of a big mesh cost one pass over it.
  const box = (object.box ??= pointBounds(vertices));
  if (!box) return;
  const [lo, hi] = [box.min, box.max];
  for (let corner = 0; corner < 8; corner++) {
    apply((corner & 1 ? hi[0] : lo[0]) ?? 0, (corner & 2 ? hi[1] : lo[1]) ?? 0, (corner & 4 ? hi[2] : lo[2]) ?? 0);
  }
}

/**
 * The package's root model part ("/3D/3dmodel.model" as _rels/.rels names it, else the first .model under 3D/),
 * given the parts by their absolute paths; undefined when there is none. The converter reads the same part.
 */
export function threeMfRootPath(parts: ReadonlyMap<string, Uint8Array>): string | undefined {
  let rootPath = [...parts.keys()].find((path) => /^\/3D\/[^/]+\.model$/i.test(path));
  const rels = parts.get("/_rels/.rels");
  if (rels) {
    let target: string | undefined;
    scanXmlTags(new TextDecoder("utf-8").decode(rels), (tag) => {
      if (tag.name === "Relationship" && !target && /3dmodel$/i.test(tag.attributes.Type ?? "")) target = tag.attributes.Target;
    });
    if (target && parts.has(target.startsWith("/") ? target : `/${target}`)) rootPath = target.startsWith("/") ? target : `/${target}`;
  }
  return rootPath;
}

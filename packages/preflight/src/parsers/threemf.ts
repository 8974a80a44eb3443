/**
 * 3MF packages: a zip with XML model parts. One scan reads the parts (objects with their vertices, triangles when
 * asked, and components; the build's items) and one walk places what the build places: the preflight measures the
 * assembled size and names the objects, the converter keeps the triangles. XML is read tag by tag
 * (parsers/xml-tags.ts: no DOMParser, so it runs in a Web Worker too, and fast on millions of vertices).
 */
import { pointBounds } from "@hackpad/mesh";
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

/** `maxVertices` is the plausibility limit (tests pass a small one). */
export function parseThreeMf(bytes: Uint8Array, name: string, budget: UnzipBudget, maxVertices: number = PLAUSIBLE.threeMfVertices): ThreeMfInfo {
  const { zip, parts, rootPath } = openThreeMf(bytes, name, budget);
  if (zip.unreadable) throw new HackpadError("3mf", zip.problems[0] ?? `${name} is not a zip`);
  const tooBig = zip.problems.find((problem) => problem.includes("never that big"));
  if (tooBig) throw new HackpadError("3mf", tooBig.slice(tooBig.indexOf(": ") + 2).replace(/\.$/, ""));
  if (!rootPath) throw new HackpadError("3mf", "it has no 3D model part (3D/3dmodel.model)");
  const refuse = (reason: string): never => {
    throw new HackpadError("3mf", reason);
  };
  const model = scanThreeMf(parts, rootPath, name, { maxVertices, refuse });
  const problems = model.problems.map((problem) => `${problem}; it was read up to that point.`);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  const work = { left: MAX_VERTEX_WORK };
  const measure = (object: ThreeMfMeshObject, transform: Matrix) => addVertices(object, transform, min, max, work);
  let tooMany = false;
  placeThreeMf(model, measure, (fault, id) => {
    if (fault === "missing") problems.push(`${name}: the build refers to object ${id}, which the file does not define.`);
    tooMany ||= fault === "many";
  });
  if (tooMany) {
    problems.push(
      `${name}: its build places more than ${PLAUSIBLE.threeMfPlacements.toLocaleString("en")} objects (components inside components); a macropad's model never does, so its size was not measured.`,
    );
  }
  const scale = UNIT_MM[model.unit] ?? 1;
  const size = !tooMany && max[0]! >= min[0]! ? ([0, 1, 2].map((axis) => (max[axis]! - min[axis]!) * scale) as [number, number, number]) : null;
  if (size && !size.every(Number.isFinite)) {
    throw new HackpadError("3mf", "its coordinates or transforms are so large that the size is not a finite number; the model cannot be measured");
  }
  return {
    unit: model.unit,
    buildItems: model.items.length,
    objects: [...new Set([...model.objects.values()].map((object) => object.name).filter((value) => value !== ""))],
    size,
    problems,
  };
}

/** Each object's own box as its eight corners, computed once when first needed. */
const corners = new WeakMap<ThreeMfMeshObject, Float64Array>();

/**
 * Widens min and max by the object placed by `m`: by every vertex while the work allows, else by the corners of its
 * own box (never smaller than the truth; computed once, so a thousand placements of a big mesh cost one pass).
 */
function addVertices(object: ThreeMfMeshObject, m: Matrix, min: number[], max: number[], work: { left: number }): void {
  let points = object.vertices;
  if (points.length / 3 <= work.left) work.left -= points.length / 3;
  else if (corners.has(object)) points = corners.get(object)!;
  else {
    const box = pointBounds(points);
    points = box ? Float64Array.from({ length: 24 }, (_, at) => (Math.floor(at / 3) & (1 << (at % 3)) ? box.max : box.min)[at % 3]!) : new Float64Array(0);
    corners.set(object, points);
  }
  for (let at = 0; at < points.length; at += 3) {
    const p = transformPoint(m, points[at]!, points[at + 1]!, points[at + 2]!);
    for (let axis = 0; axis < 3; axis++) {
      if (p[axis]! < min[axis]!) min[axis] = p[axis]!;
      if (p[axis]! > max[axis]!) max[axis] = p[axis]!;
    }
  }
}

export interface ThreeMfMeshObject {
  name: string;
  /** x, y, z per vertex, in the model's unit. */
  vertices: Float64Array;
  /** Three vertex indices per triangle; empty unless the scan keeps triangles. */
  triangles: Uint32Array;
  components: Placement[];
}
/** A component or build item: the object it places (`${part path}#${object id}`) and its transform. */
type Placement = { key: string; transform: Matrix };
type Visit = (object: ThreeMfMeshObject, transform: Matrix, names: string[]) => void;
type ScanOptions = { maxVertices?: number; triangles?: (count: number) => void; refuse: (reason: string) => never };

/** A zip read with the 3MF part limit, its parts by absolute path, and its root model part (if any). */
export function openThreeMf(bytes: Uint8Array, name: string, budget: UnzipBudget) {
  const zip = readZip(bytes, name, budget, { bytes: PLAUSIBLE.threeMfPartBytes, what: "a macropad's 3MF model part" });
  const parts = new Map(zip.entries.map((entry) => [`/${entry.name.replace(/^\//, "")}`, entry.bytes]));
  return { zip, parts, rootPath: threeMfRootPath(parts) };
}

/**
 * Every `.model` part's objects (by `${part path}#${object id}`), and the root part's unit and build items. A part
 * that is not well-formed XML is read up to where it breaks and named in `problems`. `refuse` throws for what no
 * reading goes past: more than `maxVertices` in all, a vertex or triangle that is not numbers. Given `triangles`,
 * the objects keep their triangles, each one counted through it first (it may throw).
 */
export function scanThreeMf(parts: ReadonlyMap<string, Uint8Array>, rootPath: string, name: string, options: ScanOptions) {
  const { maxVertices = PLAUSIBLE.threeMfVertices, triangles: countTriangle, refuse } = options;
  const model = { unit: "millimeter", objects: new Map<string, ThreeMfMeshObject>(), items: [] as Placement[], problems: [] as string[] };
  let vertexCount = 0;
  for (const [path, data] of parts) {
    if (!/\.model$/i.test(path)) continue;
    const root = path === rootPath;
    // Vertices and triangles fill typed arrays that double when full (linear on millions), trimmed at the object's end.
    let current: ThreeMfMeshObject | null = null;
    let [vertices, triangles] = [0, 0];
    const finish = () => {
      if (current) Object.assign(current, { vertices: current.vertices.slice(0, vertices), triangles: current.triangles.slice(0, triangles) });
      [current, vertices, triangles] = [null, 0, 0];
    };
    const placement = (a: Record<string, string>): Placement => ({ key: `${a.path ?? path}#${a.objectid ?? ""}`, transform: matrix(a.transform) });
    const broken = scanXmlTags(new TextDecoder("utf-8").decode(data), (tag) => {
      const a = tag.attributes;
      if (tag.name === "object") finish();
      if (tag.closing) return;
      if (tag.name === "model" && root) model.unit = a.unit ?? "millimeter";
      else if (tag.name === "object") {
        current = { name: a.name ?? "", vertices: new Float64Array(0), triangles: new Uint32Array(0), components: [] };
        model.objects.set(`${path}#${a.id ?? ""}`, current);
        if (tag.selfClosing) finish();
      } else if (tag.name === "vertex" && current) {
        if (++vertexCount > maxVertices) {
          refuse(
            `it holds more than ${maxVertices.toLocaleString("en")} vertices; a macropad's model is never that detailed, so it was not read (export it with less detail)`,
          );
        }
        const point = [Number(a.x), Number(a.y), Number(a.z)];
        if (!point.every(Number.isFinite)) {
          const shown = [a.x, a.y, a.z].map((value) => (value ?? "").slice(0, 24)).join(", ");
          refuse(`a vertex of object "${current.name}" is not three finite numbers (${shown}), so the model cannot be read`);
        }
        current.vertices = push3(current.vertices, vertices, point);
        vertices += 3;
      } else if (tag.name === "triangle" && current && countTriangle) {
        const corners = [Number(a.v1), Number(a.v2), Number(a.v3)];
        if (!corners.every((corner) => Number.isInteger(corner) && corner >= 0 && corner < 2 ** 32)) {
          refuse(`a triangle of object "${current.name}" does not name three vertices, so the model cannot be read`);
        }
        countTriangle(1);
        current.triangles = push3(current.triangles, triangles, corners);
        triangles += 3;
      } else if (tag.name === "component" && current) current.components.push(placement(a));
      else if (tag.name === "item" && root) model.items.push(placement(a));
    });
    finish();
    if (broken) model.problems.push(`${name}: ${path.slice(1)} is not well-formed XML (${broken.replace(/\.$/, "")})`);
  }
  return model;
}

/** `values` written at `length` into `array`, or into a copy twice as long when it is full. */
function push3<A extends Float64Array | Uint32Array>(array: A, length: number, values: number[]): A {
  const out = length + 3 <= array.length ? array : new (array.constructor as new (size: number) => A)(Math.max(3 * 1024, array.length * 2));
  if (out !== array) out.set(array);
  out.set(values, length);
  return out;
}

/**
 * Places what the build places: `visit` gets each placed object, its transform and the names of the objects it lies
 * in (its own last). `fault` hears of an object the file does not define (once each, by id), nesting past 16 levels
 * (that branch is left out) and the placement limit (nothing more is placed); it may throw.
 */
export function placeThreeMf(model: ReturnType<typeof scanThreeMf>, visit: Visit, fault: (fault: "missing" | "deep" | "many", id: string) => void) {
  let placements = 0;
  const missing = new Set<string>();
  const place = ({ key, transform }: Placement, depth: number, names: string[]) => {
    const object = model.objects.get(key);
    const id = key.slice(key.lastIndexOf("#") + 1);
    if (!object) {
      if (!missing.has(key)) fault("missing", id);
      return void missing.add(key);
    }
    if (depth > MAX_NESTING) return fault("deep", id);
    // Components of components multiply (8 of 8 of 8… is 8^16): the total is bounded, not only the depth.
    if (placements > PLAUSIBLE.threeMfPlacements) return;
    if (++placements > PLAUSIBLE.threeMfPlacements) return fault("many", id);
    const here = object.name ? [...names, object.name] : names;
    visit(object, transform, here);
    for (const component of object.components) place({ key: component.key, transform: multiply(component.transform, transform) }, depth + 1, here);
  };
  for (const item of model.items) place(item, 0, []);
}

/**
 * The package's root model part ("/3D/3dmodel.model" as _rels/.rels names it, else the first .model under 3D/),
 * given the parts by their absolute paths; undefined when there is none.
 */
function threeMfRootPath(parts: ReadonlyMap<string, Uint8Array>): string | undefined {
  let target = "";
  const rels = parts.get("/_rels/.rels");
  if (rels) {
    scanXmlTags(new TextDecoder("utf-8").decode(rels), (tag) => {
      if (tag.name === "Relationship" && !target && /3dmodel$/i.test(tag.attributes.Type ?? "")) target = tag.attributes.Target ?? "";
    });
  }
  const path = target.startsWith("/") ? target : `/${target}`;
  return target && parts.has(path) ? path : [...parts.keys()].find((key) => /^\/3D\/[^/]+\.model$/i.test(key));
}

/**
 * 3MF (3D Manufacturing Format core spec): a zip with a content-types part, a relationship to the model part,
 * and the model XML. Here: the package around a model part, a writer for named meshes in millimetres with a
 * display colour each, and the placement maths readers need (units, 3×4 transforms with 3MF's row vectors).
 * The readers stay with their callers, which each keep their own limits and words for a hostile file.
 */
import { strToU8, zipSync } from "fflate";
import type { Mesh } from "./index.ts";

/** A 3MF transform: 3×3 rotation-scale rows then the translation row, for row vectors (p' = p · M). */
export type Matrix = [number, number, number, number, number, number, number, number, number, number, number, number];
export const IDENTITY: Matrix = [1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];
/** What one model unit is in millimetres, by the model's `unit` attribute. */
export const UNIT_MM: Record<string, number> = { micron: 0.001, millimeter: 1, centimeter: 10, inch: 25.4, foot: 304.8, meter: 1000 };

/** A `transform` attribute: twelve finite numbers, else the identity. */
export function matrix(text: string | undefined): Matrix {
  if (!text) return IDENTITY;
  const values = text.trim().split(/\s+/).map(Number);
  return values.length === 12 && values.every(Number.isFinite) ? (values as Matrix) : IDENTITY;
}

/** `a` then `b`. */
export function multiply(a: Matrix, b: Matrix): Matrix {
  const out = new Array<number>(12);
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 3; col++) {
      let sum = row === 3 ? (b[9 + col] ?? 0) : 0;
      for (let k = 0; k < 3; k++) sum += (a[row * 3 + k] ?? 0) * (b[k * 3 + col] ?? 0);
      out[row * 3 + col] = sum;
    }
  }
  return out as Matrix;
}

/** The point (x, y, z) placed by `m`. */
export const transformPoint = (m: Matrix, x: number, y: number, z: number): [number, number, number] => [
  x * m[0] + y * m[3] + z * m[6] + m[9],
  x * m[1] + y * m[4] + z * m[7] + m[10],
  x * m[2] + y * m[5] + z * m[8] + m[11],
];

/** The zip around a model part: content types, the root relationship, and the model at /3D/3dmodel.model. */
export function threeMfPackage(model: string | Uint8Array): Uint8Array {
  return zipSync(
    {
      "[Content_Types].xml": strToU8(CONTENT_TYPES),
      "_rels/.rels": strToU8(RELS),
      "3D/3dmodel.model": typeof model === "string" ? strToU8(model) : model,
    },
    { level: 6 },
  );
}

export interface ThreeMfObject {
  name: string;
  mesh: Mesh;
  /** "#rrggbb". */
  color: string;
}

const CORE = "http://schemas.microsoft.com/3dmanufacturing/core/2015/02";
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="model" ContentType="application/vnd.ms-package.3dmanufacturing-3dmodel+xml"/></Types>\n';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>\n';

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Micrometre precision, without trailing zeros. */
const coordinate = (value: number) => String(Math.round(value * 1000) / 1000 + 0);

/** Named meshes in millimetres, each its own object with its colour, all on the build plate as they lie. */
export function writeThreeMf(objects: readonly ThreeMfObject[], title: string, application = "Hackpad docs case generator"): Uint8Array {
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xml:lang="en-US" xmlns="${CORE}">`,
    `<metadata name="Title">${escapeXml(title)}</metadata>`,
    `<metadata name="Application">${escapeXml(application)}</metadata>`,
    "<resources>",
    `<basematerials id="1">${objects.map((object) => `<base name="${escapeXml(object.name)}" displaycolor="${object.color.toUpperCase()}FF"/>`).join("")}</basematerials>`,
  ];
  objects.forEach((object, index) => {
    const { positions, indices } = object.mesh;
    const vertices: string[] = [];
    for (let vertex = 0; vertex < positions.length; vertex += 3) {
      vertices.push(`<vertex x="${coordinate(positions[vertex]!)}" y="${coordinate(positions[vertex + 1]!)}" z="${coordinate(positions[vertex + 2]!)}"/>`);
    }
    const triangles: string[] = [];
    for (let corner = 0; corner < indices.length; corner += 3) {
      triangles.push(`<triangle v1="${indices[corner]}" v2="${indices[corner + 1]}" v3="${indices[corner + 2]}"/>`);
    }
    parts.push(
      `<object id="${index + 2}" type="model" name="${escapeXml(object.name)}" pid="1" pindex="${index}"><mesh><vertices>${vertices.join("")}</vertices><triangles>${triangles.join("")}</triangles></mesh></object>`,
    );
  });
  parts.push("</resources>", `<build>${objects.map((_, index) => `<item objectid="${index + 2}"/>`).join("")}</build>`, "</model>\n");
  return threeMfPackage(parts.join("\n"));
}

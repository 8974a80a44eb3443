/**
 * A 3MF package (3D Manufacturing Format core spec: a zip with a content-types part, a relationship to the model
 * part, and the model XML) holding named meshes in millimetres, each with a display colour.
 */
import { strToU8, zipSync } from "fflate";
import type { Mesh } from "@hackpad/mesh";

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

export function writeThreeMf(objects: readonly ThreeMfObject[], title: string): Uint8Array {
  const parts: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<model unit="millimeter" xml:lang="en-US" xmlns="${CORE}">`,
    `<metadata name="Title">${escapeXml(title)}</metadata>`,
    '<metadata name="Application">Hackpad docs case generator</metadata>',
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
  return zipSync(
    {
      "[Content_Types].xml": strToU8(CONTENT_TYPES),
      "_rels/.rels": strToU8(RELS),
      "3D/3dmodel.model": strToU8(parts.join("\n")),
    },
    { level: 6 },
  );
}

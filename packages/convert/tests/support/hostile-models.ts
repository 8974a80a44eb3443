/**
 * Case models built to exhaust the converter, written from code: an OBJ of many separate cubes or parts, one face
 * of a great many corners, many groups, a long triangle strip; a 3MF placing one mesh many times, or holding
 * millions of triangles; a STEP whose unit context names thousands of units in text with no entity ends.
 * Used by the converter's tests (small sizes) and `npm run bench:hostile` (full sizes).
 */
import { strToU8, zipSync } from "fflate";

/** `count` separate cubes of `side` mm in one OBJ, in a row. */
export function cubesObj(count: number, side: number): Uint8Array {
  const lines: string[] = [];
  for (let cube = 0; cube < count; cube++) {
    const x = cube * side * 2;
    for (const [dx, dy, dz] of [
      [0, 0, 0],
      [1, 0, 0],
      [1, 1, 0],
      [0, 1, 0],
      [0, 0, 1],
      [1, 0, 1],
      [1, 1, 1],
      [0, 1, 1],
    ] as const)
      lines.push(`v ${x + dx * side} ${dy * side} ${dz * side}`);
    const v = (index: number) => cube * 8 + index + 1;
    for (const [a, b, c, d] of [
      [1, 4, 3, 2],
      [5, 6, 7, 8],
      [1, 2, 6, 5],
      [2, 3, 7, 6],
      [3, 4, 8, 7],
      [4, 1, 5, 8],
    ] as const)
      lines.push(`f ${v(a - 1)} ${v(b - 1)} ${v(c - 1)} ${v(d - 1)}`);
  }
  return strToU8(`${lines.join("\n")}\n`);
}

/** One face with `corners` corners around a circle. */
export function hugeFaceObj(corners: number): Uint8Array {
  const lines: string[] = [];
  for (let index = 0; index < corners; index++) {
    const t = (2 * Math.PI * index) / corners;
    lines.push(`v ${50 * Math.cos(t)} ${50 * Math.sin(t)} 0`);
  }
  lines.push(`f ${Array.from({ length: corners }, (_, index) => index + 1).join(" ")}`);
  return strToU8(`${lines.join("\n")}\n`);
}

/** `groups` `g` lines, each with one triangle. */
export function manyGroupsObj(groups: number): Uint8Array {
  const lines = ["v 0 0 0", "v 30 0 0", "v 0 30 0"];
  for (let group = 0; group < groups; group++) lines.push(`g part${group}`, "f 1 2 3");
  return strToU8(`${lines.join("\n")}\n`);
}

/** A strip of `vertices` vertices zig-zagging along x: one open body of vertices − 2 triangles. */
export function stripObj(vertices: number): Uint8Array {
  const lines: string[] = [];
  for (let index = 0; index < vertices; index++) lines.push(`v ${index * 0.001} ${index % 2 === 0 ? 0 : 30} 0`);
  for (let index = 1; index + 2 <= vertices; index++)
    lines.push(index % 2 === 1 ? `f ${index} ${index + 1} ${index + 2}` : `f ${index + 1} ${index} ${index + 2}`);
  return strToU8(`${lines.join("\n")}\n`);
}

const modelHead = '<?xml version="1.0" encoding="UTF-8"?><model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">';

/** One mesh of `triangles` triangles (a fan), placed by the build `placements` times. */
export function instancingThreeMf(triangles: number, placements: number): Uint8Array {
  const vertices = [`<vertex x="0" y="0" z="0"/>`];
  for (let index = 0; index <= triangles; index++) vertices.push(`<vertex x="${30 + index * 0.001}" y="${index % 2 === 0 ? 0 : 30}" z="0"/>`);
  const faces = Array.from({ length: triangles }, (_, index) => `<triangle v1="0" v2="${index + 1}" v3="${index + 2}"/>`);
  const items = Array.from({ length: placements }, (_, index) => `<item objectid="1" transform="1 0 0 0 1 0 0 0 1 ${index * 40} 0 0"/>`);
  const model = `${modelHead}<resources><object id="1" name="bomb" type="model"><mesh><vertices>${vertices.join("")}</vertices><triangles>${faces.join("")}</triangles></mesh></object></resources><build>${items.join("")}</build></model>`;
  return zipSync({ "3D/3dmodel.model": strToU8(model) }, { level: 1 });
}

/** A 3MF of one object "Lid" (a triangle on `vertices`, placed once), its model text ending in `after`. */
export function lidThreeMf(vertices: string, triangle = '<triangle v1="0" v2="1" v3="2"/>', after = "</model>"): Uint8Array {
  const model = `${modelHead}<resources><object id="1" name="Lid" type="model"><mesh><vertices>${vertices}</vertices><triangles>${triangle}</triangles></mesh></object></resources><build><item objectid="1"/></build>${after}`;
  return zipSync({ "3D/3dmodel.model": strToU8(model) }, { level: 1 });
}

/** A STEP whose unit context names `units` entities, then `size` bytes with LENGTH_UNIT again and again and no `;`. */
export function craftedUnitStep(units: number, size: number): string {
  const ids = Array.from({ length: units }, (_, index) => `#${index + 100}`).join(",");
  const filler = "LENGTH_UNIT() ".repeat(Math.ceil(size / 14)).slice(0, size);
  return `ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n#1=(GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNIT_ASSIGNED_CONTEXT((${ids})) REPRESENTATION_CONTEXT('',''));\n#2=${filler}\nENDSEC;\nEND-ISO-10303-21;\n`;
}

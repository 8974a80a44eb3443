/**
 * How a converted part is written: lying flat on the bed on its largest flat face, the way it prints best. CAD
 * programs export in their own axes (Fusion 360 and Onshape often Y up), and the fab prints an STL as it lies, so a
 * plate exported standing up would print 100 mm tall on a support forest. Flat faces are found by grouping the
 * triangles by their plane; the face with the most area that the whole part lies behind (it can rest on it) is
 * turned to face down, the part is lifted to z = 0 and moved to the bed's corner, and turned a quarter about z
 * when that is what makes it fit the print volume.
 */
import { cross, dot, meshBounds, minus, moved, triangleCorners, type Mesh, type Vec3 } from "@hackpad/mesh";

interface PlanarFace {
  /** Outward unit normal. */
  normal: Vec3;
  /** normal · p for every point p of the face. */
  offset: number;
  area: number;
  /** Indices of the face's triangles. */
  triangles: number[];
}

/** The mesh's flat faces: triangles grouped by plane (normals to a thousandth, offsets to a hundredth of a millimetre). */
function planarFaces(mesh: Mesh): PlanarFace[] {
  const faces = new Map<string, PlanarFace>();
  for (let triangle = 0; triangle < mesh.indices.length / 3; triangle++) {
    const [a, b, c] = triangleCorners(mesh, triangle);
    const n = cross(minus(b, a), minus(c, a));
    const length = Math.hypot(...n);
    if (length === 0) continue;
    const normal = n.map((value) => Math.round((value / length) * 1000) / 1000 + 0) as Vec3;
    const offset = Math.round(dot(normal, a) * 100) / 100 + 0;
    const key = `${normal.join(",")}|${offset}`;
    const face = faces.get(key) ?? { normal, offset, area: 0, triangles: [] };
    face.area += length / 2;
    face.triangles.push(triangle);
    faces.set(key, face);
  }
  return [...faces.values()];
}

/** The largest flat face the whole part lies behind (every vertex at or under its plane): the face it can rest on. */
export function restingFace(mesh: Mesh): PlanarFace | null {
  // Of faces equally large (a plate's two sides), the one already facing down: a part lying right is left as it is.
  const order = (a: PlanarFace, b: PlanarFace) => (Math.abs(b.area - a.area) > 1e-6 * Math.max(a.area, b.area) ? b.area - a.area : a.normal[2] - b.normal[2]);
  for (const face of planarFaces(mesh).sort(order)) {
    const unit = normalise(face.normal);
    let reach = -Infinity;
    for (let vertex = 0; vertex < mesh.positions.length / 3; vertex++)
      reach = Math.max(reach, dot(unit, [mesh.positions[vertex * 3] ?? 0, mesh.positions[vertex * 3 + 1] ?? 0, mesh.positions[vertex * 3 + 2] ?? 0]));
    if (reach <= face.offset + 0.02) return face;
  }
  return null;
}

const normalise = (v: Vec3): Vec3 => {
  const length = Math.hypot(...v) || 1;
  return [v[0] / length, v[1] / length, v[2] / length];
};

/** The rotation taking unit vector `from` to (0, 0, −1), as a 3 × 3 matrix (rows), exact for the axis directions; null when it points there already. */
function turnDown(from: Vec3): number[][] | null {
  const to: Vec3 = [0, 0, -1];
  const c = dot(from, to);
  if (c > 1 - 1e-12) return null;
  // Facing straight up: half a turn about x.
  if (c < -1 + 1e-12)
    return [
      [1, 0, 0],
      [0, -1, 0],
      [0, 0, -1],
    ];
  const axis = cross(from, to);
  const s = Math.hypot(...axis);
  const [x, y, z] = [axis[0] / s, axis[1] / s, axis[2] / s];
  const t = 1 - c;
  return [
    [c + x * x * t, x * y * t - z * s, x * z * t + y * s],
    [y * x * t + z * s, c + y * y * t, y * z * t - x * s],
    [z * x * t - y * s, z * y * t + x * s, c + z * z * t],
  ];
}

function transformed(mesh: Mesh, matrix: number[][]): Mesh {
  const positions = new Float32Array(mesh.positions.length);
  for (let vertex = 0; vertex < mesh.positions.length / 3; vertex++) {
    const p: Vec3 = [mesh.positions[vertex * 3] ?? 0, mesh.positions[vertex * 3 + 1] ?? 0, mesh.positions[vertex * 3 + 2] ?? 0];
    for (let axis = 0; axis < 3; axis++) positions[vertex * 3 + axis] = dot(matrix[axis] as Vec3, p);
  }
  return { positions, indices: mesh.indices };
}

/**
 * The part lying on its largest flat face, its box's corner at the origin (z from 0), turned a quarter about z when
 * its length does not fit `bed` but its width does. A part with no flat face it can rest on is only moved. `turned`
 * is true when the part was turned (it did not already lie on its largest flat face).
 */
export function layFlat(mesh: Mesh, bed: { length: number; width: number }): { mesh: Mesh; turned: boolean } {
  const face = restingFace(mesh);
  let out = mesh;
  let turned = false;
  const matrix = face && turnDown(normalise(face.normal));
  if (matrix) {
    out = transformed(mesh, matrix);
    turned = true;
  }
  let box = meshBounds(out);
  if (box && box.size[0] > bed.length && box.size[1] <= bed.length && box.size[0] <= bed.width) {
    out = transformed(out, [
      [0, -1, 0],
      [1, 0, 0],
      [0, 0, 1],
    ]);
    turned = true;
    box = meshBounds(out);
  }
  if (box) out = moved(out, [-box.min[0], -box.min[1], -box.min[2]]);
  return { mesh: out, turned };
}

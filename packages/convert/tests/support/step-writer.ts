/**
 * Writes small STEP files (ISO 10303-21, AP214) for the converter's tests: prisms (a polygon outline with
 * polygon holes, extruded between two heights) as MANIFOLD_SOLID_BREPs of planar ADVANCED_FACEs, named through
 * PRODUCT / PRODUCT_DEFINITION / SHAPE_DEFINITION_REPRESENTATION, optionally gathered into an assembly with
 * NEXT_ASSEMBLY_USAGE_OCCURRENCE. Boxes, boxes with through-holes and L-shapes are all prisms.
 */
export type Point2 = [number, number];

export interface Prism {
  /** Outline in the XY plane (either winding); `holes` go right through. */
  outline: Point2[];
  holes?: Point2[][];
  z0: number;
  z1: number;
}

export interface StepPart {
  /** The product name (what CAD shows in its tree). */
  name: string;
  /** One MANIFOLD_SOLID_BREP per prism, all in this one product. */
  solids: Prism[];
}

export interface StepOptions {
  /** Gathers the parts under one top product of this name (an assembled model). */
  assembly?: string;
  /** The file's length unit; coordinates are written in it. */
  unit?: "mm" | "inch";
}

export const box = (x0: number, y0: number, x1: number, y1: number, z0: number, z1: number): Prism => ({
  outline: [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ],
  z0,
  z1,
});

const real = (value: number) => {
  const text = String(Math.round(value * 1e9) / 1e9);
  return text.includes(".") || text.includes("e") ? text : `${text}.`;
};
const signedArea = (ring: Point2[]) =>
  ring.reduce((sum, [x, y], i) => sum + x * (ring[(i + 1) % ring.length]?.[1] ?? 0) - (ring[(i + 1) % ring.length]?.[0] ?? 0) * y, 0) / 2;
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

class Entities {
  lines: string[] = [];
  add(text: string): string {
    this.lines.push(`#${this.lines.length + 1}=${text};`);
    return `#${this.lines.length}`;
  }
  point(x: number, y: number, z: number) {
    return this.add(`CARTESIAN_POINT('',(${real(x)},${real(y)},${real(z)}))`);
  }
  direction(x: number, y: number, z: number) {
    return this.add(`DIRECTION('',(${real(x)},${real(y)},${real(z)}))`);
  }
  axis(origin: [number, number, number], normal: [number, number, number], reference: [number, number, number]) {
    return this.add(`AXIS2_PLACEMENT_3D('',${this.point(...origin)},${this.direction(...normal)},${this.direction(...reference)})`);
  }
}

function writePrism(e: Entities, prism: Prism, name: string): string {
  const outer = signedArea(prism.outline) > 0 ? prism.outline : [...prism.outline].reverse();
  const holes = (prism.holes ?? []).map((hole) => (signedArea(hole) < 0 ? hole : [...hole].reverse()));
  const rings = [outer, ...holes];
  const { z0, z1 } = prism;
  const ringEdges = rings.map((ring) => {
    const bottom = ring.map(([x, y]) => e.add(`VERTEX_POINT('',${e.point(x, y, z0)})`));
    const top = ring.map(([x, y]) => e.add(`VERTEX_POINT('',${e.point(x, y, z1)})`));
    const line = (from: [number, number, number], to: [number, number, number]) => {
      const d = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
      const length = Math.hypot(d[0] ?? 0, d[1] ?? 0, d[2] ?? 0);
      const dir = e.direction((d[0] ?? 0) / length, (d[1] ?? 0) / length, (d[2] ?? 0) / length);
      return e.add(`LINE('',${e.point(...from)},${e.add(`VECTOR('',${dir},${real(length)})`)})`);
    };
    const n = ring.length;
    const at = (i: number) => ring[i % n] ?? [0, 0];
    const edgesBottom = ring.map((_, i) => e.add(`EDGE_CURVE('',${bottom[i]},${bottom[(i + 1) % n]},${line([...at(i), z0], [...at(i + 1), z0])},.T.)`));
    const edgesTop = ring.map((_, i) => e.add(`EDGE_CURVE('',${top[i]},${top[(i + 1) % n]},${line([...at(i), z1], [...at(i + 1), z1])},.T.)`));
    const edgesUp = ring.map((_, i) => e.add(`EDGE_CURVE('',${bottom[i]},${top[i]},${line([...at(i), z0], [...at(i), z1])},.T.)`));
    return { ring, edgesBottom, edgesTop, edgesUp };
  });
  const oriented = (edge: string | undefined, forward: boolean) => e.add(`ORIENTED_EDGE('',*,*,${edge},${forward ? ".T." : ".F."})`);
  const face = (loops: string[][], origin: [number, number, number], normal: [number, number, number], reference: [number, number, number]) => {
    const bounds = loops.map((loop, index) =>
      e.add(`${index === 0 ? "FACE_OUTER_BOUND" : "FACE_BOUND"}('',${e.add(`EDGE_LOOP('',(${loop.join(",")}))`)},.T.)`),
    );
    return e.add(`ADVANCED_FACE('',(${bounds.join(",")}),${e.add(`PLANE('',${e.axis(origin, normal, reference)})`)},.T.)`);
  };
  const faces: string[] = [];
  // Top: every ring's top edges forward (outer counter-clockwise, holes clockwise, seen from above).
  faces.push(
    face(
      ringEdges.map((r) => r.edgesTop.map((edge) => oriented(edge, true))),
      [0, 0, z1],
      [0, 0, 1],
      [1, 0, 0],
    ),
  );
  // Bottom, seen from below: the same rings backwards.
  faces.push(
    face(
      ringEdges.map((r) => [...r.edgesBottom].reverse().map((edge) => oriented(edge, false))),
      [0, 0, z0],
      [0, 0, -1],
      [1, 0, 0],
    ),
  );
  // Sides: the outward normal is to the right of each ring edge's direction.
  for (const { ring, edgesBottom, edgesTop, edgesUp } of ringEdges) {
    ring.forEach(([x, y], i) => {
      const [nx, ny] = ring[(i + 1) % ring.length] ?? [0, 0];
      const length = Math.hypot(nx - x, ny - y);
      const d: [number, number, number] = [(nx - x) / length, (ny - y) / length, 0];
      const loop = [oriented(edgesBottom[i], true), oriented(edgesUp[(i + 1) % ring.length], true), oriented(edgesTop[i], false), oriented(edgesUp[i], false)];
      faces.push(face([loop], [x, y, z0], [d[1], -d[0], 0], d));
    });
  }
  return e.add(`MANIFOLD_SOLID_BREP(${quote(name)},${e.add(`CLOSED_SHELL('',(${faces.join(",")}))`)})`);
}

/** A STEP file holding `parts` (one product each), in millimetres unless `options.unit` says inches. */
export function writeStep(parts: StepPart[], options: StepOptions = {}): string {
  const e = new Entities();
  const scale = options.unit === "inch" ? 1 / 25.4 : 1;
  const app = e.add("APPLICATION_CONTEXT('automotive design')");
  e.add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${app})`);
  const productContext = e.add(`PRODUCT_CONTEXT('',${app},'mechanical')`);
  const definitionContext = e.add(`PRODUCT_DEFINITION_CONTEXT('part definition',${app},'design')`);
  const mm = e.add("( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )");
  const lengthUnit =
    options.unit === "inch"
      ? e.add(
          `( CONVERSION_BASED_UNIT('INCH',${e.add(`LENGTH_MEASURE_WITH_UNIT(LENGTH_MEASURE(25.4),${mm})`)}) LENGTH_UNIT() NAMED_UNIT(${e.add("DIMENSIONAL_EXPONENTS(1.,0.,0.,0.,0.,0.,0.)")}) )`,
        )
      : mm;
  const radian = e.add("( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) )");
  const steradian = e.add("( NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT() )");
  const uncertainty = e.add(`UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),${lengthUnit},'distance_accuracy_value','confusion accuracy')`);
  const context = e.add(
    `( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${lengthUnit},${radian},${steradian})) REPRESENTATION_CONTEXT('Context3D','3D context') )`,
  );
  const product = (name: string) => {
    const item = e.add(`PRODUCT(${quote(name)},${quote(name)},'',(${productContext}))`);
    e.add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${item}))`);
    const formation = e.add(`PRODUCT_DEFINITION_FORMATION('','',${item})`);
    const definition = e.add(`PRODUCT_DEFINITION('design','',${formation},${definitionContext})`);
    const shape = e.add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
    return { definition, shape };
  };
  const origin = () => e.axis([0, 0, 0], [0, 0, 1], [1, 0, 0]);
  const written = parts.map((part) => {
    const { definition, shape } = product(part.name);
    const axis = origin();
    const scaled = part.solids.map((solid) => ({
      outline: solid.outline.map(([x, y]) => [x * scale, y * scale] as Point2),
      holes: solid.holes?.map((hole) => hole.map(([x, y]) => [x * scale, y * scale] as Point2)),
      z0: solid.z0 * scale,
      z1: solid.z1 * scale,
    }));
    const solids = scaled.map((solid, index) => writePrism(e, solid, part.solids.length > 1 ? `${part.name} body ${index + 1}` : part.name));
    const representation = e.add(`ADVANCED_BREP_SHAPE_REPRESENTATION(${quote(part.name)},(${[...solids, axis].join(",")}),${context})`);
    e.add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${representation})`);
    return { definition, representation, axis };
  });
  if (options.assembly) {
    const top = product(options.assembly);
    const topAxis = origin();
    const placements = written.map(() => origin());
    const topRepresentation = e.add(`SHAPE_REPRESENTATION(${quote(options.assembly)},(${[topAxis, ...placements].join(",")}),${context})`);
    e.add(`SHAPE_DEFINITION_REPRESENTATION(${top.shape},${topRepresentation})`);
    written.forEach((part, index) => {
      const usage = e.add(`NEXT_ASSEMBLY_USAGE_OCCURRENCE('${index + 1}','','',${top.definition},${part.definition},$)`);
      const usageShape = e.add(`PRODUCT_DEFINITION_SHAPE('','',${usage})`);
      const transform = e.add(`ITEM_DEFINED_TRANSFORMATION('','',${part.axis},${placements[index]})`);
      const relation = e.add(
        `( REPRESENTATION_RELATIONSHIP('','',${part.representation},${topRepresentation}) REPRESENTATION_RELATIONSHIP_WITH_TRANSFORMATION(${transform}) SHAPE_REPRESENTATION_RELATIONSHIP() )`,
      );
      e.add(`CONTEXT_DEPENDENT_SHAPE_REPRESENTATION(${relation},${usageShape})`);
    });
  }
  return [
    "ISO-10303-21;",
    "HEADER;",
    "FILE_DESCRIPTION(('hackpad docs test model'),'2;1');",
    "FILE_NAME('test.step','2026-01-01T00:00:00',(''),(''),'hackpad docs tests','hackpad docs tests','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    "ENDSEC;",
    "DATA;",
    ...e.lines,
    "ENDSEC;",
    "END-ISO-10303-21;",
    "",
  ].join("\n");
}

/**
 * Writes a STEP the way mesh-to-STEP converters do: every triangle of a mesh its own planar FACE_SURFACE bounded by
 * a POLY_LOOP, all of them in one CLOSED_SHELL of a SHELL_BASED_SURFACE_MODEL (no BREP solid), shown through a
 * MANIFOLD_SURFACE_SHAPE_REPRESENTATION of one named product. Each face repeats its corners as points of its own.
 */
import type { Mesh } from "@hackpad/mesh";

const real = (value: number) => {
  const text = String(Math.round(value * 1e6) / 1e6);
  return text.includes(".") || text.includes("e") ? text : `${text}.`;
};

export function writeShellStep(mesh: Mesh, name: string): string {
  const lines: string[] = [];
  const add = (text: string) => {
    lines.push(`#${lines.length + 1}=${text};`);
    return `#${lines.length}`;
  };
  const app = add("APPLICATION_CONTEXT('automotive design')");
  add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${app})`);
  const productContext = add(`PRODUCT_CONTEXT('',${app},'mechanical')`);
  const definitionContext = add(`PRODUCT_DEFINITION_CONTEXT('part definition',${app},'design')`);
  const mm = add("( LENGTH_UNIT() NAMED_UNIT(*) SI_UNIT(.MILLI.,.METRE.) )");
  const radian = add("( NAMED_UNIT(*) PLANE_ANGLE_UNIT() SI_UNIT($,.RADIAN.) )");
  const steradian = add("( NAMED_UNIT(*) SI_UNIT($,.STERADIAN.) SOLID_ANGLE_UNIT() )");
  const uncertainty = add(`UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-07),${mm},'distance_accuracy_value','confusion accuracy')`);
  const context = add(
    `( GEOMETRIC_REPRESENTATION_CONTEXT(3) GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${uncertainty})) GLOBAL_UNIT_ASSIGNED_CONTEXT((${mm},${radian},${steradian})) REPRESENTATION_CONTEXT('Context3D','3D context') )`,
  );
  const product = add(`PRODUCT('${name}','${name}','',(${productContext}))`);
  const formation = add(`PRODUCT_DEFINITION_FORMATION('','',${product})`);
  const definition = add(`PRODUCT_DEFINITION('design','',${formation},${definitionContext})`);
  const shape = add(`PRODUCT_DEFINITION_SHAPE('','',${definition})`);
  const point = (vertex: number) =>
    add(`CARTESIAN_POINT('',(${real(mesh.positions[vertex * 3]!)},${real(mesh.positions[vertex * 3 + 1]!)},${real(mesh.positions[vertex * 3 + 2]!)}))`);
  const faces: string[] = [];
  for (let at = 0; at + 2 < mesh.indices.length; at += 3) {
    const corners = [mesh.indices[at]!, mesh.indices[at + 1]!, mesh.indices[at + 2]!];
    const p = corners.map((vertex) => [mesh.positions[vertex * 3]!, mesh.positions[vertex * 3 + 1]!, mesh.positions[vertex * 3 + 2]!]);
    const u = [p[1]![0]! - p[0]![0]!, p[1]![1]! - p[0]![1]!, p[1]![2]! - p[0]![2]!];
    const v = [p[2]![0]! - p[0]![0]!, p[2]![1]! - p[0]![1]!, p[2]![2]! - p[0]![2]!];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const length = Math.hypot(n[0]!, n[1]!, n[2]!);
    const ul = Math.hypot(u[0]!, u[1]!, u[2]!);
    const normal = add(`DIRECTION('',(${n.map((value) => real(value / length)).join(",")}))`);
    const reference = add(`DIRECTION('',(${u.map((value) => real(value / ul)).join(",")}))`);
    const plane = add(`PLANE('',${add(`AXIS2_PLACEMENT_3D('',${point(corners[0]!)},${normal},${reference})`)})`);
    const loop = add(`POLY_LOOP('',(${corners.map(point).join(",")}))`);
    faces.push(add(`FACE_SURFACE('',(${add(`FACE_OUTER_BOUND('',${loop},.T.)`)}),${plane},.T.)`));
  }
  const shell = add(`CLOSED_SHELL('',(${faces.join(",")}))`);
  const model = add(`SHELL_BASED_SURFACE_MODEL('${name}',(${shell}))`);
  const axis = add(`AXIS2_PLACEMENT_3D('',${add("CARTESIAN_POINT('',(0.,0.,0.))")},${add("DIRECTION('',(0.,0.,1.))")},${add("DIRECTION('',(1.,0.,0.))")})`);
  const representation = add(`MANIFOLD_SURFACE_SHAPE_REPRESENTATION('${name}',(${axis},${model}),${context})`);
  add(`SHAPE_DEFINITION_REPRESENTATION(${shape},${representation})`);
  return [
    "ISO-10303-21;",
    "HEADER;",
    "FILE_DESCRIPTION(('hackpad docs test mesh model'),'2;1');",
    "FILE_NAME('mesh.step','2026-01-01T00:00:00',(''),(''),'hackpad docs tests','hackpad docs tests','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    "ENDSEC;",
    "DATA;",
    ...lines,
    "ENDSEC;",
    "END-ISO-10303-21;",
    "",
  ].join("\n");
}

/**
 * The part of occt-import-js (OpenCascade compiled to WebAssembly, npm occt-import-js) the converter uses. The
 * module itself is never imported here: the caller passes a loader (`loadOcct`), so the same code runs in Node
 * (the CLI and the tests read the .wasm from node_modules) and in a Web Worker (the site serves the .wasm).
 * Shapes as occt-import-js 0.0.23 returns them (its README, "Processing the result", and js-interface.cpp).
 */
export interface OcctMesh {
  /** The name of the shape's label: the product name for a part's solid, often "" for a solid inside a part. */
  name: string;
  attributes: { position: { array: ArrayLike<number> } };
  index: { array: ArrayLike<number> };
}

/** One node of the product tree: the root (no name), then assemblies and parts by their product names. */
export interface OcctNode {
  name: string;
  /** Indices into `meshes`: one mesh per solid (then per shell not in a solid) of this part. */
  meshes: number[];
  children: OcctNode[];
}

export interface OcctResult {
  success: boolean;
  root?: OcctNode;
  meshes?: OcctMesh[];
}

export interface OcctParams {
  /** The unit of the positions returned; occt reads the STEP's own unit and converts. */
  linearUnit?: "millimeter" | "centimeter" | "meter" | "inch" | "foot";
  linearDeflectionType?: "bounding_box_ratio" | "absolute_value";
  linearDeflection?: number;
  angularDeflection?: number;
}

export interface OcctModule {
  ReadStepFile(content: Uint8Array, params: OcctParams | null): OcctResult;
}

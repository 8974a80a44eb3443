import type { Mesh } from "@hackpad/mesh";

/** A body as a reader found it, before it is checked and named: its own name and the product names above it. */
export interface SourceBody {
  name: string;
  /** Product names from the top assembly down to the part (STEP), or the object's name (3MF). */
  path: string[];
  mesh: Mesh;
}

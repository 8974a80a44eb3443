import type { Mesh } from "@hackpad/mesh";

/** Bad input, with one message for the participant (what is wrong and what to do). Never a crash. */
export class ConvertError extends Error {
  override name = "ConvertError";
}

/** A body as a reader found it, before it is checked and named: its own name and the product names above it. */
export interface SourceBody {
  name: string;
  /** Product names from the top assembly down to the part (STEP), or the object's name (3MF). */
  path: string[];
  mesh: Mesh;
}

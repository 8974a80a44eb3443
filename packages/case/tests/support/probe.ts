/** The tests measure the generated meshes with the engine's calipers (src/measure.ts), tested on known shapes in measure.test.ts. */
export { bedFaces, hits, inside, slice, type P2, type Segment } from "../../src/measure.ts";

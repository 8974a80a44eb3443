/** A KiCad board as a page draws it (the guide's pictures): the drawing reader and its geometry, without the engine. */
export * from "./parsers/kicad-pcb-drawing.ts";
export { circleThrough } from "./geometry.ts";

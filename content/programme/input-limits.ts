/**
 * How much of each kind of input the tools take before they refuse it as implausible for a macropad: checked
 * before anything is allocated for it, each with one plain sentence. Not programme rules: bounds far above any
 * real submission (allanpad's and lazypad's outlines have under 20 shapes, their case models under 100,000
 * triangles and 10 parts) and far below what would exhaust the 1 GiB or 30 s a check may take.
 */
import { limits } from "./limits.ts";

const GiB = 1024 ** 3;

export const inputLimits = {
  /** Memory one check's process may use: batch mode runs as many at once as the machine holds. */
  process: { memoryBytes: GiB },
  /** A board's Edge.Cuts outline, for the case generator. */
  outline: {
    /** Lines, arcs, circles, rectangles and polygons together (a rounded rectangle is 8). */
    shapes: 20_000,
    /** Points once arcs and circles are cut into chords, and polygons' own points. */
    points: 100_000,
    /** A circle or arc wider than this is no board: ten times the largest board side (mm). */
    radiusMm: 10 * Math.max(limits.pcb.maxWidthMm, limits.pcb.maxHeightMm),
  },
  /** A case model, for the converter. */
  model: {
    /** Triangles once every placement of every object is counted (a 3MF may place one mesh many times). */
    triangles: 2_000_000,
    /** Corners of one OBJ face (it is cut into corners − 2 triangles). */
    faceCorners: 10_000,
    /** Named groups (`o`/`g`) in an OBJ. */
    groups: 10_000,
    /** Separate bodies the model falls into. */
    bodies: 5_000,
    /** Printed parts written, one STL each. */
    parts: 100,
  },
  /** A KiCad DRC report (`.rpt` or `.json`), read by the preflight: a real one is a few kB to a few MB. */
  drcReportBytes: 16 * 1024 * 1024,
  /** Violations and items kept from one DRC report (a board with thousands is counted, the rest left unread). */
  drcReportEntries: 100_000,
} as const;

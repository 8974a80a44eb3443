/**
 * Which bodies of a model are printed case parts. An assembled model (the whole pad: board, switches, caps,
 * XIAO and case) converts only the case: the board slab and the parts the kit ships are left out, each with the
 * reason. Names decide first (product names in a STEP, object names in a 3MF, groups in an OBJ), from the body's
 * own name outwards through the assemblies holding it; bodies no name decides are judged by shape.
 */
import { caseModel } from "@hackpad/programme/case-model";
import { meshBounds, meshVolume, type Mesh } from "@hackpad/mesh";
import { ascending, kitPartBySize, matchesBoard, switchOpenings, type BoardSize } from "./kit-parts.ts";

/** A body as a reader found it, before it is checked and named: its own name and the product names above it. */
export interface SourceBody {
  name: string;
  /** Product names from the top assembly down to the part (STEP), or the object's name (3MF). */
  path: string[];
  mesh: Mesh;
}

export interface Body extends SourceBody {
  size: [number, number, number];
}

/** Words that name a printed case part; they win over a kit word in the same name ("switch plate"). */
const PRINTED = /\b(case|shell|lid|top|bottom|plate|cover|base|housing|enclosure|tray|frame|knob)\b/;
/** Words that name something the kit ships or the board, and how the report says it; the first that matches wins. */
const NOT_PRINTED: [RegExp, string][] = [
  [/\b(switch|switches|mx|choc|kailh|gateron|cherry|stem)\b/, "a switch (the kit ships them)"],
  [/\b(keycaps?|caps?|dsa|xda)\b/, "a keycap (the kit ships them)"],
  // 102010428 is Seeed's part number (SKU) of the XIAO RP2040, which its 3D model is often named by.
  [/\b(xiao|seeed|rp2040|esp32|nrf52840|102010428)\b/, "the XIAO (the kit ships it)"],
  [/\b(encoder|ec11)\b/, "an encoder (the kit ships it)"],
  [/\b(oled|ssd1306|sh1106)\b/, "the OLED (the kit ships it)"],
  [/\b(screws?|bolts?|nuts?|inserts?|heatset|washers?|m3)\b/, "a screw, nut or insert (the kit ships them)"],
  [/\b(led|leds|sk6812|ws2812|neopixel|diodes?|1n4148|resistors?|header|headers|usb|cable)\b/, "a board component (the kit ships it)"],
  // Last: KiCad names footprints "…_PCB" for board-mounted parts (SW_Cherry_MX_1.00u_PCB is a switch).
  [/\b(pcb|pcba|board|kicad)\b/, "the circuit board"],
];

/** Names as words: "SW_Cherry_MX_1.00u" → "sw cherry mx 1 00u", "XIAO-RP2040" → "xiao rp2040", "KeyCap" → "key cap". */
const words = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\bkey cap/g, "keycap")
    .replace(/\bheat set\b/g, "heatset");

/** Why a body is not printed, from its names, or "print" when a name says it is a case part, or null when no name decides. */
function byName(body: Body): string | "print" | null {
  // The top of the tree names the whole file ("Macropad assembly"); it says nothing about one body inside it.
  const names = [body.name, ...[...body.path].reverse()].filter((name, index, all) => name && all.indexOf(name) === index);
  const considered = body.path.length > 1 ? names.filter((name) => name !== body.path[0]) : names;
  for (const name of considered) {
    const text = words(name);
    if (PRINTED.test(text)) return "print";
    const hit = NOT_PRINTED.find(([pattern]) => pattern.test(text));
    if (hit) return name === body.name ? `${hit[1]}, by its name "${name}"` : `part of "${name}": ${hit[1]}`;
  }
  return null;
}

/** The PCB slab: as thick as a board, at least this wide on its other sides, and nearly solid (few holes). */
const SLAB_TOLERANCE_MM = 0.25;
const SLAB_MIN_SIDE_MM = 20;
/** A board fills most of its box (a few holes); a printed switch plate with its 14 mm cut-outs fills about half. */
const SLAB_MIN_FILL = 0.7;
/** Repeated identical bodies no longer than this are the kit's small parts (switches, caps, screws, nuts). */
const KIT_PART_MAX_MM = 25;
const SAME_SIZE_MM = 0.05;

function byShape(body: Body, all: readonly Body[], board: BoardSize | null): string | null {
  const [thin = 0, middle = 0] = ascending(body.size);
  const dims = (size: readonly number[]) => size.map((value) => value.toFixed(1)).join(" × ");
  if (board) {
    // The project's own board decides: a slab of its outline's size and thickness, without switch openings, is the board.
    if (matchesBoard(body.size, board) && switchOpenings(body.mesh) === 0)
      return `the circuit board, by its size (${dims(ascending(body.size).reverse())} mm, the .kicad_pcb's outline is ${dims([board.width, board.height])} mm)`;
  } else if (Math.abs(thin - caseModel.pcbThicknessMm) <= SLAB_TOLERANCE_MM && middle >= SLAB_MIN_SIDE_MM) {
    const fill = Math.abs(meshVolume(body.mesh)) / (body.size[0] * body.size[1] * body.size[2]);
    // A printed plate is as thin as a board; its switch openings tell it apart.
    if (fill >= SLAB_MIN_FILL && switchOpenings(body.mesh) === 0)
      return `the circuit board, by its shape (a ${thin.toFixed(1)} mm slab, ${Math.round(fill * 100)} % solid, no switch openings)`;
  }
  const kit = kitPartBySize(body.size);
  if (kit) return `${kit}, by its size (${dims(ascending(body.size).reverse())} mm; the kit ships it)`;
  if (Math.max(...body.size) <= KIT_PART_MAX_MM) {
    const mine = ascending(body.size);
    const twins = all.filter((other) => ascending(other.size).every((value, axis) => Math.abs(value - (mine[axis] ?? 0)) <= SAME_SIZE_MM)).length;
    if (twins >= 2) return `one of ${twins} identical small bodies, by its shape (switches, keycaps or screws the kit ships)`;
  }
  return null;
}

/** The bodies to print and those left out with the reason. A model of one body is always printed. */
export function classifyBodies(bodies: readonly Body[], board: BoardSize | null = null): { printed: Body[]; leftOut: { body: Body; why: string }[] } {
  if (bodies.length <= 1) return { printed: [...bodies], leftOut: [] };
  const printed: Body[] = [];
  const leftOut: { body: Body; why: string }[] = [];
  for (const body of bodies) {
    const named = byName(body);
    const why = named === "print" ? null : (named ?? byShape(body, bodies, board));
    if (why) leftOut.push({ body, why });
    else printed.push(body);
  }
  return { printed, leftOut };
}

export const bodySize = (mesh: Mesh): [number, number, number] => meshBounds(mesh)?.size ?? [0, 0, 0];

/**
 * Seeded hostile cases for the tools beside the check: the firmware generators (references and names full of
 * line breaks, separators, NUL, quotes and comment ends), the case generator's outline reader (lines, arcs,
 * circles and polygons with wild numbers and counts) and the converter (OBJ and 3MF text, well-formed or not).
 * Each must end within the time limit with its output or its own plain error, never another exception; generated
 * firmware must keep every marker from the input inside a comment or a string. `npm run fuzz` runs them beside
 * the preflight's cases; tests/fuzz-tools.test.ts runs a fixed slice.
 */
import { strToU8, zipSync } from "fflate";

import { boardOutline } from "@hackpad/case";
import { convertModel } from "@hackpad/convert";
import { generateKmk, generateQmk } from "@hackpad/firmware";
import type { EdgeShape } from "../../src/parsers/kicad-pcb.ts";
import type { Wiring, XiaoPin } from "../../src/wiring/types.ts";
import type { FuzzFailure } from "./fuzz.ts";
import { pathologicalText, prng } from "./fuzz.ts";
import { isHackpadError } from "@hackpad/programme/errors";

type Random = ReturnType<typeof prng>;

const MARK = "EVIL";
const NASTY = [
  "\n",
  "\r",
  "\u2028",
  "\u2029",
  "\u0000",
  "\u0085",
  '"""',
  "'''",
  "*/",
  "/*",
  "\\",
  "??/",
  "#include <x.h>",
  "coding:utf-7",
  "\t",
  '"',
  "'",
  "%",
  "::",
];
const PINS: XiaoPin[] = ["D0", "D1", "D2", "D3", "D6", "D7", "D8", "D9", "D10"];

function nastyText(random: Random): string {
  const parts: string[] = [];
  for (let index = 0; index < 1 + random.int(6); index++)
    parts.push(random.pick(NASTY), random.next() < 0.5 ? MARK : pathologicalText(random, 1 + random.int(20)));
  return parts.join("");
}

function wiringOf(random: Random): Wiring {
  const count = 1 + random.int(PINS.length);
  return {
    controllerRef: "U1",
    rows: [],
    cols: [],
    diodeDirection: null,
    keys: PINS.slice(0, count).map((pin, index) => ({
      ref: nastyText(random),
      connection: { kind: "direct", pin },
      x: index,
      y: random.int(3),
      rotation: random.pick([0, 15, 90]),
    })),
    encoders: [],
    oled: random.next() < 0.5 ? { ref: nastyText(random), sda: "D4", scl: "D5" } : null,
    leds: null,
    problems: [],
  };
}

/** Lines that hold the marker outside a comment or a string, for `#` (Python) or `//` (C) comments. */
function leaks(text: string, comment: "#" | "//"): string[] {
  return text.split("\n").filter((line) => {
    const code = line.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    const at = code.indexOf(comment);
    return (at < 0 ? code : code.slice(0, at)).includes(MARK);
  });
}

function firmwareCase(random: Random): () => string | null {
  const wiring = wiringOf(random);
  const name = nastyText(random);
  return () => {
    const kmk = generateKmk(wiring, { name });
    const main = kmk.files.find((file) => file.path === "main.py")?.text ?? "";
    const qmk = generateQmk(wiring, { name, maintainer: nastyText(random) });
    const cFiles = qmk.files.filter((file) => /\.[ch]$/.test(file.path)).map((file) => file.text);
    for (const text of [main, ...cFiles])
      if (/[\r\u2028\u2029\u0085]/.test(text) || text.includes("\u0000")) return "a line break or NUL other than \\n in the output";
    if (/coding[:=]/.test(main.split("\n").slice(0, 2).join("\n"))) return "an encoding declaration on main.py's first two lines";
    const leaked = [...leaks(main, "#"), ...cFiles.flatMap((text) => leaks(text, "//"))];
    return leaked.length > 0 ? `input outside a comment or string: ${JSON.stringify(leaked[0])}` : null;
  };
}

const WILD = [0, 1, -1, 1e-9, 0.01, 40, 80, 1e6, 1e13, 1e15, 1e308, Infinity, -Infinity, NaN];
function outlineCase(random: Random): () => string | null {
  const point = (): [number, number] => [
    random.next() < 0.2 ? random.pick(WILD) : random.next() * 80,
    random.next() < 0.2 ? random.pick(WILD) : random.next() * 80,
  ];
  const shapes: EdgeShape[] = [];
  const count = random.pick([1, 4, 50, 3000, 30_000]);
  for (let index = 0; index < count; index++) {
    const kind = random.int(4);
    if (kind === 0) shapes.push({ type: "line", a: point(), b: point() });
    else if (kind === 1) shapes.push({ type: "arc", a: point(), mid: point(), b: point() });
    else if (kind === 2) shapes.push({ type: "circle", centre: point(), radius: random.pick(WILD) });
    // The input stays small enough to build: one huge polygon only among a few shapes.
    else shapes.push({ type: "polygon", points: Array.from({ length: random.pick(count <= 4 ? [0, 3, 100, 150_000] : [0, 3, 10]) }, point) });
  }
  return () => {
    try {
      const loop = boardOutline(shapes);
      return loop.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y)) || loop.length === 0 ? null : null;
    } catch (error) {
      if (isHackpadError(error, "case")) return null;
      throw error;
    }
  };
}

function modelCase(random: Random): () => Promise<string | null> {
  const kind = random.int(3);
  let bytes: Uint8Array;
  let name: string;
  if (kind === 0) {
    const lines = [];
    for (let index = 0; index < random.pick([3, 100, 5000]); index++) lines.push(`v ${random.pick(WILD)} ${random.next() * 30} ${random.next() * 30}`);
    const faces = random.pick([1, 100, 5000]);
    for (let index = 0; index < faces; index++)
      lines.push(
        random.next() < 0.1
          ? `g ${nastyText(random)}`
          : `f ${Array.from({ length: random.pick(faces === 1 ? [3, 12000] : [3, 4, 7]) }, () => 1 + random.int(3)).join(" ")}`,
      );
    bytes = strToU8(`${lines.join("\n")}\n${pathologicalText(random, random.int(2000))}`);
    name = "fuzz.obj";
  } else if (kind === 1) {
    const vertices = Array.from(
      { length: 3 + random.int(50) },
      () => `<vertex x="${random.pick(WILD)}" y="${random.next() * 30}" z="${random.next() * 30}"/>`,
    ).join("");
    const triangles = Array.from({ length: 1 + random.int(50) }, () => `<triangle v1="${random.int(60)}" v2="${random.int(60)}" v3="${random.int(60)}"/>`).join(
      "",
    );
    const items = Array.from({ length: random.pick([1, 10, 5000]) }, (_, index) => `<item objectid="1" transform="1 0 0 0 1 0 0 0 1 ${index} 0 0"/>`).join("");
    const model = `<?xml version="1.0"?><model unit="${random.pick(["millimeter", "meter", "inch", "parsec"])}"><resources><object id="1" name="${MARK}"><mesh><vertices>${vertices}</vertices><triangles>${triangles}</triangles></mesh></object></resources><build>${items}</build></model>${pathologicalText(random, random.int(500))}`;
    bytes = zipSync({ "3D/3dmodel.model": strToU8(model) }, { level: 1 });
    name = "fuzz.3mf";
  } else {
    bytes = strToU8(pathologicalText(random, 1 + random.int(50_000)));
    name = random.pick(["fuzz.obj", "fuzz.3mf"]);
  }
  return async () => {
    try {
      await convertModel(bytes, name, { objUnits: "mm" });
      return null;
    } catch (error) {
      if (isHackpadError(error, "convert")) return null;
      throw error;
    }
  };
}

export interface ToolFuzzCase {
  name: string;
  run: () => Promise<string | null> | string | null;
}

export function toolFuzzCase(seed: number): ToolFuzzCase {
  const random = prng(seed * 7919 + 13);
  const kind = seed % 3;
  if (kind === 0) return { name: "firmware, hostile references", run: firmwareCase(random) };
  if (kind === 1) return { name: "case outline, wild shapes", run: outlineCase(random) };
  return { name: "converter, hostile model", run: modelCase(random) };
}

/** One tool case: ends within `limitMs`, throws only its own plain error, and keeps input out of code. */
export async function checkToolCase(seed: number, limitMs: number): Promise<FuzzFailure | null> {
  const fuzz = toolFuzzCase(seed);
  const started = performance.now();
  try {
    const problem = await fuzz.run();
    const ms = performance.now() - started;
    if (ms > limitMs) return { seed, name: fuzz.name, problem: `took ${ms.toFixed(0)} ms` };
    return problem ? { seed, name: fuzz.name, problem } : null;
  } catch (error) {
    return { seed, name: fuzz.name, problem: `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}` };
  }
}

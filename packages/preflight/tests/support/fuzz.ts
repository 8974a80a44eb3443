/**
 * A seeded fuzzer for the preflight: each case is drawn from a small PRNG (so a seed replays it exactly) and is
 * one of the hostile shapes of issue 21 at random sizes: zip bombs and lying or nested zips, deep and wide
 * S-expressions, pathological text for every content pattern, non-finite numbers in STL, 3MF and boards, 3MF
 * fan-out, endless gerber commands and link farms on disk. Every parser and the whole engine run on each case;
 * a case fails when it throws something other than the parser's own refusal, takes too long, or the report
 * holds a number that is not finite. `npm run fuzz` runs it for a set time; fuzz.test.ts runs a short slice.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { readInput } from "../../cli/read-input.ts";
import { runPreflight } from "../../src/index.ts";
import { parseDrcReport } from "../../src/parsers/drc-report.ts";
import { checkGerberSize, layerExtent, parseLayer } from "../../src/parsers/gerber.ts";
import { parseKicadPcb } from "../../src/parsers/kicad-pcb.ts";
import { parseStep } from "../../src/parsers/step.ts";
import { parseStl } from "../../src/parsers/stl.ts";
import { parseThreeMf } from "../../src/parsers/threemf.ts";
import { parseUf2 } from "../../src/parsers/uf2.ts";
import { scanXmlTags } from "../../src/parsers/xml-tags.ts";
import { readZip } from "../../src/parsers/zip.ts";
import type { Report } from "../../src/types.ts";
import { binaryStl, boxTriangles, uf2 } from "./fixtures.ts";
import { cpuBombZip, fanoutThreeMf, projectWith, threeMfWithVertices, zerosDeflate } from "./hostile.ts";

/** mulberry32: a tiny seeded PRNG, good enough to pick shapes and sizes. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof prng>;

const WEIRD_NUMBERS = ["NaN", "Infinity", "-Infinity", "1e308", "-1e308", "1e999", "9".repeat(4000), "0x1p3", "", "-", "1e-400", "3.4e38", "-0"];
const PATTERN_PIECES = [
  "/*",
  "*/",
  "FILE_NAME(",
  "FILE_SCHEMA((",
  "'",
  "''",
  "=",
  "PRODUCT(",
  "(",
  ")",
  " ",
  "\n",
  "ENDSEC;",
  "\\X2\\",
  "0041",
  "**",
  "Found 1",
  "KiCad ",
  "[",
  "@(",
  "#",
  "|",
  "x",
  "vertex",
  "solid",
  "TF.FileFunction,",
  "M48",
  "<",
  ">",
  '"',
  "a=",
  "\u0000",
  "\uFFFD",
];

/** `length` pieces of pathological text, with runs (one piece repeated) to find backtracking. */
export function pathologicalText(random: Random, length: number): string {
  const out: string[] = [];
  let size = 0;
  while (size < length) {
    const piece = random.pick(PATTERN_PIECES);
    const run = random.next() < 0.2 ? 1 + random.int(20_000) : 1;
    const text = run > 1 ? piece.repeat(run) : piece;
    out.push(text);
    size += text.length;
  }
  return out.join("").slice(0, length);
}

/** Nested lists `depth` deep and `width` wide, with weird atoms and numbers. */
function sexpr(random: Random): string {
  const depth = random.pick([1, 10, 600, 5000]);
  const width = random.pick([1, 100, 20_000]);
  const atoms = Array.from({ length: width }, () => (random.next() < 0.5 ? random.pick(WEIRD_NUMBERS) : `"${random.pick(PATTERN_PIECES)}`));
  const inner = `(gr_line (start ${random.pick(WEIRD_NUMBERS)} 0) (end 1 ${random.pick(WEIRD_NUMBERS)}) (layer "Edge.Cuts")) ${atoms.join(" ")}`;
  const unclosed = random.next() < 0.3;
  return `(kicad_pcb ${"(a ".repeat(depth)}${inner}${unclosed ? "" : ")".repeat(depth)})`;
}

function stlBytes(random: Random): Uint8Array {
  const kind = random.int(3);
  if (kind === 0) {
    const values = Array.from({ length: 9 }, () => random.pick([NaN, Infinity, -Infinity, 3.4e38, -3.4e38, 1, 0]));
    return binaryStl([[values]]);
  }
  if (kind === 1) {
    const vertices = Array.from({ length: 3 * (1 + random.int(4)) }, () => `vertex ${random.pick(WEIRD_NUMBERS)} ${random.pick(WEIRD_NUMBERS)} 1`);
    return strToU8(`solid x\n${vertices.join("\n")}\nendsolid`);
  }
  // A binary STL whose count lies, or random bytes.
  const stl = binaryStl([boxTriangles([1, 1, 1])]);
  new DataView(stl.buffer).setUint32(80, random.pick([0, 1, 0xffffffff, 12]), true);
  return random.next() < 0.5 ? stl : randomBytes(random, 1 + random.int(5000));
}

function randomBytes(random: Random, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = random.int(256);
  return out;
}

/** A valid zip with a few bytes changed, or a field set to an extreme value. */
function mutatedZip(random: Random): Uint8Array {
  const zip = zipSync({ "a/board.kicad_pcb": strToU8(sexpr(random)), "a/b.txt": strToU8("x".repeat(random.int(50_000))) });
  const view = new DataView(zip.buffer);
  for (let n = random.int(6); n >= 0; n--) {
    const at = random.int(Math.max(1, zip.length - 4));
    if (random.next() < 0.5) zip[at] = random.int(256);
    else view.setUint32(at, random.pick([0, 0xffffffff, 0x06054b50, 0x02014b50, 0x04034b50, 16]), true);
  }
  return zip;
}

/** Zips in zips, `depth` deep. */
function nestedZip(random: Random): Uint8Array {
  let inner: Uint8Array = strToU8("end");
  const depth = 1 + random.int(40);
  for (let level = 0; level < depth; level++) inner = zipSync({ [`level${level}.zip`]: inner });
  return inner;
}

function gerberText(random: Random): string {
  const body = random.next() < 0.3 ? `X${"1".repeat(random.int(200_000))}` : pathologicalText(random, random.int(20_000));
  return `%FSLAX46Y46*%\n%MOMM*%\n%TF.FileFunction,Profile,NP*%\n%ADD10C,${random.pick(WEIRD_NUMBERS)}*%\nD10*\nX${random.pick(WEIRD_NUMBERS)}Y0D02*\nX1000000Y${random.pick(WEIRD_NUMBERS)}D01*\n${body}\nM02*\n`;
}

export interface FuzzCase {
  name: string;
  /** Runs the parser or the engine; resolves with a report to check, or nothing. */
  run: () => Promise<Report | void> | Report | void;
}

const MiB = 1024 * 1024;
const budget = () => ({ entriesLeft: 5000, bytesLeft: 512 * MiB });
const swallow = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    // Parsers refuse bad input by throwing an Error with a message; anything else is a defect.
    if (!(error instanceof Error) || error instanceof TypeError || error instanceof RangeError || error instanceof ReferenceError) throw error;
  }
};

/** The engine on a project with `path` replaced by `bytes`, zipped or loose at random. */
function project(random: Random, path: string, bytes: Uint8Array): FuzzCase["run"] {
  return () => {
    const files = projectWith({ [path]: bytes });
    if (random.next() < 0.5) return runPreflight([{ path: "pad.zip", bytes: zipSync(files, { level: 0 }) }], { input: "pad.zip" });
    return runPreflight(
      Object.entries(files).map(([name, data]) => ({ path: name, bytes: data })),
      { input: "pad" },
    );
  };
}

/** One case for `seed`: which parser, which shape, which size. */
export function fuzzCase(seed: number): FuzzCase {
  const random = prng(seed);
  const kind = random.int(14);
  switch (kind) {
    case 0: {
      const records = random.pick([2, 50, 5000]);
      const bomb = cpuBombZip(records, random.pick([1, 16, 64]) * MiB);
      return { name: `cpu bomb, ${records} records`, run: () => runPreflight([{ path: "bomb.zip", bytes: bomb }], { input: "bomb.zip" }) };
    }
    case 1: {
      const zip = mutatedZip(random);
      return {
        name: "mutated zip",
        run: () => (random.next() < 0.5 ? void readZip(zip, "m.zip", budget()) : runPreflight([{ path: "m.zip", bytes: zip }], { input: "m.zip" })),
      };
    }
    case 2: {
      const zip = nestedZip(random);
      return {
        name: "nested zips",
        run: () =>
          runPreflight(
            [
              { path: "n.zip", bytes: zip },
              { path: "pad/production/gerbers.zip", bytes: zip },
            ],
            { input: "n" },
          ),
      };
    }
    case 3: {
      const text = sexpr(random);
      return {
        name: "deep or wide S-expression",
        run: random.next() < 0.5 ? () => swallow(() => parseKicadPcb(text)) : project(random, "pcb/minipad.kicad_pcb", strToU8(text)),
      };
    }
    case 4: {
      const stl = stlBytes(random);
      return {
        name: "STL with odd numbers",
        run: random.next() < 0.5 ? () => swallow(() => parseStl(stl)) : project(random, "production/case/bottom.stl", stl),
      };
    }
    case 5: {
      const model =
        random.next() < 0.5
          ? fanoutThreeMf(2 + random.int(20), 1 + random.int(12))
          : threeMfWithVertices([random.pick(WEIRD_NUMBERS), random.pick(WEIRD_NUMBERS)]);
      return {
        name: "3MF fan-out or odd vertices",
        run: random.next() < 0.5 ? () => swallow(() => parseThreeMf(model, "f.3mf", budget())) : project(random, "CAD/minipad.3mf", model),
      };
    }
    case 6: {
      const text = `ISO-10303-21;\nHEADER;\n${pathologicalText(random, random.pick([1000, 100_000, MiB]))}`;
      return { name: "pathological STEP", run: () => swallow(() => parseStep(strToU8(text))) };
    }
    case 7: {
      const text = `<model><object ${pathologicalText(random, random.pick([1000, 200_000]))}`;
      return { name: "pathological XML", run: () => void scanXmlTags(text, () => undefined) };
    }
    case 8: {
      const text = gerberText(random);
      return {
        name: "gerber with long commands or odd numbers",
        run:
          random.next() < 0.5
            ? () => swallow(() => checkGerberSize(strToU8(text)) ?? layerExtent(parseLayer(text)))
            : project(random, "production/gerbers.zip", zipSync({ "minipad-Edge_Cuts.gbr": strToU8(text) })),
      };
    }
    case 9: {
      const text = pathologicalText(random, random.pick([1000, 100_000, MiB]));
      return { name: "pathological DRC report", run: () => swallow(() => parseDrcReport(`** Drc report\n${text}`, "x-drc.rpt")) };
    }
    case 10: {
      const text = pathologicalText(random, random.pick([1000, 100_000, MiB]));
      return { name: "pathological README", run: project(random, "README.md", strToU8(text)) };
    }
    case 11: {
      const blocks = uf2(1 + random.int(50));
      for (let n = random.int(20); n >= 0; n--) blocks[random.int(blocks.length)] = random.int(256);
      return { name: "damaged UF2", run: () => swallow(() => parseUf2(blocks)) };
    }
    case 12: {
      const stream = zerosDeflate(random.pick([1, 1000, 4 * MiB]));
      const zip = zipSync({ "x.txt": strToU8("x") });
      return {
        name: "deflate stream spliced into a zip",
        run: () => void readZip(new Uint8Array([...zip.subarray(0, 30 + 5), ...stream, ...zip.subarray(30 + 5)]), "s.zip", budget()),
      };
    }
    default:
      return { name: "link farm on disk", run: () => linkFarm(random) };
  }
}

/** A folder of random links (to itself, its parent, the root, loops, nowhere) and files; the reader must stay inside. */
function linkFarm(random: Random): void {
  const dir = mkdtempSync(join(tmpdir(), "preflight-fuzz-"));
  try {
    const root = join(dir, "pad");
    mkdirSync(root);
    writeFileSync(join(dir, "secret.txt"), "outside");
    const folders = [root];
    for (let n = 0; n < 30; n++) {
      const parent = random.pick(folders);
      const name = `n${n}`;
      const what = random.int(4);
      if (what === 0) {
        mkdirSync(join(parent, name));
        folders.push(join(parent, name));
      } else if (what === 1) writeFileSync(join(parent, name), "x");
      else symlinkSync(random.pick([".", "..", "../..", "/", "/etc", join(dir, "secret.txt"), name, "missing", root, "n1", "../n0"]), join(parent, name));
    }
    // Every file made inside holds "x": anything else was read from outside the folder.
    for (const file of readInput(root).files) {
      if (new TextDecoder().decode(file.bytes) !== "x") throw new Error(`read outside the folder through ${file.path}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface FuzzFailure {
  seed: number;
  name: string;
  problem: string;
}

/** Checks one case: it ends within `limitMs`, throws nothing unexpected, and its report's numbers are finite. */
export async function checkCase(seed: number, limitMs: number): Promise<FuzzFailure | null> {
  const fuzz = fuzzCase(seed);
  const started = performance.now();
  try {
    const report = await fuzz.run();
    const ms = performance.now() - started;
    if (ms > limitMs) return { seed, name: fuzz.name, problem: `took ${ms.toFixed(0)} ms` };
    if (report) {
      const json = JSON.stringify(report);
      if (/-?Infinity(?= mm| ×)|NaN(?= mm| ×)/.test(json)) return { seed, name: fuzz.name, problem: "a non-finite size in the report" };
      let bad = false;
      JSON.parse(json, (_key, value: unknown) => {
        if (typeof value === "number" && !Number.isFinite(value)) bad = true;
        return value;
      });
      if (bad) return { seed, name: fuzz.name, problem: "a non-finite number in the JSON" };
    }
    return null;
  } catch (error) {
    return { seed, name: fuzz.name, problem: `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}` };
  }
}

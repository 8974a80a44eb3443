/**
 * Hostile inputs for the preflight, one builder per attack class of issue 21: crafted zips (a CPU bomb of
 * overlapping entries, a comment holding the end-of-archive signature), link farms, 3MF fan-out, pathological
 * text for every content pattern, oversized inputs and non-finite numbers. Pure functions returning bytes, and
 * `writeHostile` to lay a case out on disk for the CLI, the benchmark and the fuzz run. `scale` shrinks the big
 * cases for unit tests (1 = the sizes the issue measured).
 */
import { mkdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { asciiStl, binaryStl, boxTriangles, validProject } from "./fixtures.ts";

const MiB = 1024 * 1024;

/** CRC-32 (zip's polynomial), for hand-made zips. */
export function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A raw deflate stream (one fixed-Huffman block) that inflates to `size` zero bytes: a literal, then matches of
 * length 258 at distance 1, 13 bits each, about 1,000 to 1 (deflate's best).
 */
export function zerosDeflate(size: number): Uint8Array {
  const out = new Uint8Array(Math.ceil((size / 258) * 13) / 8 + 64);
  let at = 0;
  let bit = 0;
  // Huffman codes are written most significant bit first; other fields least significant bit first.
  const put = (value: number, bits: number) => {
    for (let i = 0; i < bits; i++) {
      if ((value >>> i) & 1) out[at] = (out[at] ?? 0) | (1 << bit);
      if (++bit === 8) {
        bit = 0;
        at++;
      }
    }
  };
  const code = (value: number, bits: number) => {
    for (let i = bits - 1; i >= 0; i--) put((value >>> i) & 1, 1);
  };
  put(1, 1); // final block
  put(1, 2); // fixed Huffman
  code(0x30, 8); // literal 0
  let left = size - 1;
  while (left >= 258) {
    code(0b11000101, 8); // length code 285: 258
    code(0, 5); // distance code 0: 1
    left -= 258;
  }
  for (; left > 0; left--) code(0x30, 8);
  code(0, 7); // end of block (256)
  return out.subarray(0, at + 1);
}

interface RawEntry {
  name: string;
  /** Stored data (method 0) or a raw deflate stream (method 8). */
  data: Uint8Array;
  method: 0 | 8;
  size: number;
  crc: number;
}

/** A zip written by hand, so its records can lie: `central` lists the records (name, declared sizes, offset). */
function rawZip(
  entries: RawEntry[],
  central: (offsets: number[]) => { entry: RawEntry; offset: number; size: number; compressed: number }[],
  comment = new Uint8Array(0),
): Uint8Array {
  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let at = 0;
  for (const entry of entries) {
    const name = strToU8(entry.name);
    const header = new Uint8Array(30 + name.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(8, entry.method, true);
    view.setUint32(14, entry.crc, true);
    view.setUint32(18, entry.data.length, true);
    view.setUint32(22, entry.size, true);
    view.setUint16(26, name.length, true);
    header.set(name, 30);
    offsets.push(at);
    parts.push(header, entry.data);
    at += header.length + entry.data.length;
  }
  const start = at;
  const records = central(offsets);
  for (const { entry, offset, size, compressed } of records) {
    const name = strToU8(entry.name);
    const record = new Uint8Array(46 + name.length);
    const view = new DataView(record.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(4, 20, true);
    view.setUint16(6, 20, true);
    view.setUint16(10, entry.method, true);
    view.setUint32(16, entry.crc, true);
    view.setUint32(20, compressed, true);
    view.setUint32(24, size, true);
    view.setUint16(28, name.length, true);
    view.setUint32(42, offset, true);
    record.set(name, 46);
    parts.push(record);
    at += record.length;
  }
  const end = new Uint8Array(22);
  const view = new DataView(end.buffer);
  view.setUint32(0, 0x06054b50, true);
  view.setUint16(8, records.length, true);
  view.setUint16(10, records.length, true);
  view.setUint32(12, at - start, true);
  view.setUint32(16, start, true);
  view.setUint16(20, comment.length, true);
  parts.push(end, comment);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Issue 21 §1: `records` directory records all pointing at one entry that inflates to `inflated` bytes, each declaring 16. */
export function cpuBombZip(records = 5000, inflated = 1024 * MiB): Uint8Array {
  const entry: RawEntry = { name: "bomb.txt", data: zerosDeflate(inflated), method: 8, size: inflated, crc: 0 };
  return rawZip([entry], ([offset = 0]) =>
    Array.from({ length: records }, (_, index) => ({ entry: { ...entry, name: `part${index}.kicad_pcb` }, offset, size: 16, compressed: entry.data.length })),
  );
}

/** An entry whose directory says 5 bytes and CRC 0 but whose data is 5 other bytes: a lying entry. */
export function lyingCrcZip(): Uint8Array {
  const data = strToU8("hello");
  const entry: RawEntry = { name: "a.txt", data, method: 0, size: 5, crc: 12345 };
  return rawZip([entry], ([offset = 0]) => [{ entry, offset, size: 5, compressed: 5 }]);
}

/** Issue 21 §7: a valid zip whose comment holds the end-of-archive signature (and a fake record after it). */
export function commentSignatureZip(files: Record<string, Uint8Array> = { "pad/README.md": strToU8("# pad\n") }): Uint8Array {
  const zip = zipSync(files);
  const comment = new Uint8Array(40);
  comment.set(strToU8("see PK"), 0);
  new DataView(comment.buffer).setUint32(8, 0x06054b50, true);
  const out = new Uint8Array(zip.length + comment.length);
  out.set(zip);
  out.set(comment, zip.length);
  new DataView(out.buffer).setUint16(zip.length - 2, comment.length, true);
  return out;
}

/** Issue 21 §3: `levels` objects, each holding `fanout` components of the next; the last holds a mesh. */
export function fanoutThreeMf(levels = 17, fanout = 8): Uint8Array {
  const objects: string[] = [
    `<object id="${levels}" name="leaf" type="model"><mesh><vertices><vertex x="0" y="0" z="0"/><vertex x="1" y="1" z="1"/><vertex x="1" y="0" z="0"/></vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object>`,
  ];
  for (let id = levels - 1; id >= 1; id--) {
    const components = Array.from({ length: fanout }, (_, index) => `<component objectid="${id + 1}" transform="1 0 0 0 1 0 0 0 1 ${index} 0 0"/>`).join("");
    objects.push(`<object id="${id}" name="level ${id}" type="model"><components>${components}</components></object>`);
  }
  return threeMfPackage(`<resources>${objects.join("")}</resources><build><item objectid="1"/></build>`);
}

/** A 3MF with `count` vertices in one object (issue 21 §5: 15 M). */
export function manyVerticesThreeMf(count = 15_000_000): Uint8Array {
  const vertex = strToU8('<vertex x="1.5" y="2.5" z="3.5"/>');
  const head = strToU8(`${modelHead}<resources><object id="1" name="big" type="model"><mesh><vertices>`);
  const tail = strToU8(
    `</vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object></resources><build><item objectid="1"/></build></model>`,
  );
  const model = new Uint8Array(head.length + vertex.length * count + tail.length);
  model.set(head);
  for (let i = 0; i < count; i++) model.set(vertex, head.length + i * vertex.length);
  model.set(tail, head.length + vertex.length * count);
  return threeMfParts(model);
}

/** A 3MF whose only vertices are given as text (non-finite numbers: "NaN", "1e999"). */
export function threeMfWithVertices(values: readonly string[]): Uint8Array {
  const vertices = values.map((value) => `<vertex x="${value}" y="0" z="0"/>`).join("");
  return threeMfPackage(
    `<resources><object id="1" name="odd" type="model"><mesh><vertices>${vertices}<vertex x="1" y="1" z="1"/></vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object></resources><build><item objectid="1"/></build>`,
  );
}

const modelHead = '<?xml version="1.0" encoding="UTF-8"?><model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02">';

function threeMfPackage(body: string): Uint8Array {
  return threeMfParts(strToU8(`${modelHead}${body}</model>`));
}

function threeMfParts(model: Uint8Array): Uint8Array {
  return zipSync({ "3D/3dmodel.model": model }, { level: 1 });
}

/** Issue 21 §4: a STEP file whose header is `size` bytes of unclosed comments. */
export function unclosedCommentStep(size = MiB): Uint8Array {
  return strToU8(`ISO-10303-21;\nHEADER;\n${"/*a".repeat(size / 3)}\nENDSEC;\n`);
}

/** A STEP header of `size` bytes of "FILE_NAME(" that never close. */
export function unclosedFileNameStep(size = MiB): Uint8Array {
  return strToU8(`ISO-10303-21;\nHEADER;\n${"FILE_NAME(".repeat(size / 10)}\nENDSEC;\n`);
}

/** A STEP data section of `size` bytes of `=PRODUCT(` then spaces, never reaching a quote. */
export function unclosedProductStep(size = MiB): Uint8Array {
  return strToU8(`ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\n${"=PRODUCT(".repeat(size / 20)}${" ".repeat(size / 2)}\n`);
}

/** A STEP file whose header is one line of `size` bytes (issue 21 §5: 50 MB). */
export function longHeaderStep(size = 50 * MiB): Uint8Array {
  const head = strToU8("ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('");
  const out = new Uint8Array(head.length + size + 20);
  out.set(head);
  out.fill(0x61, head.length, head.length + size);
  out.set(strToU8("'));\nENDSEC;\n"), head.length + size);
  return out;
}

/** A 3MF whose model holds one tag of `size` bytes with no "=" (issue 21 §4: 200 kB). */
export function tagWithoutEqualsThreeMf(size = 200 * 1024): Uint8Array {
  return threeMfParts(strToU8(`${modelHead}<resources><object ${"a ".repeat(size / 2)}/></resources></model>`));
}

/** A `.kicad_pcb` of `size` bytes of one-letter atoms (issue 21 §5: 200 MB). */
export function atomsBoard(size = 200 * MiB): Uint8Array {
  const out = new Uint8Array(size);
  out.fill(0x20);
  out.set(strToU8("(kicad_pcb "));
  for (let i = 12; i < size - 2; i += 2) out[i] = 0x61;
  out[size - 1] = 0x29;
  return out;
}

/** A plausible-looking board padded with `size` bytes of footprints (issue 21 §5: 150 MB). */
export function bigBoard(size = 150 * MiB): Uint8Array {
  const footprint = strToU8(
    '(footprint "Lib:R" (layer "F.Cu") (at 10 10) (property "Reference" "R1") (pad "1" smd rect (at 0 0) (size 1 1) (layers "F.Cu")))\n',
  );
  const head = strToU8('(kicad_pcb (version 20240108) (generator "pcbnew") (layers (0 "F.Cu" signal) (31 "B.Cu" signal))\n');
  const count = Math.floor((size - head.length - 2) / footprint.length);
  const out = new Uint8Array(head.length + count * footprint.length + 2);
  out.set(head);
  for (let i = 0; i < count; i++) out.set(footprint, head.length + i * footprint.length);
  out.set(strToU8(")\n"), head.length + count * footprint.length);
  return out;
}

/** An ASCII STL of `size` bytes of one small triangle repeated (issue 21 §5: 480 MB). */
export function bigAsciiStl(size = 480 * MiB): Uint8Array {
  const facet = strToU8("facet normal 0 0 1\n outer loop\n  vertex 0 0 0\n  vertex 1 0 0\n  vertex 0 1 0\n endloop\nendfacet\n");
  const head = strToU8("solid big\n");
  const count = Math.floor((size - head.length - 20) / facet.length);
  const out = new Uint8Array(head.length + count * facet.length + 13);
  out.set(head);
  for (let i = 0; i < count; i++) out.set(facet, head.length + i * facet.length);
  out.set(strToU8("endsolid big\n"), head.length + count * facet.length);
  return out;
}

/** A gerber whose one command of `size` bytes never ends with "*" (issue 21 §5: 200 MB). */
export function endlessGerber(size = 200 * MiB): Uint8Array {
  const head = strToU8("%FSLAX46Y46*%\n%MOMM*%\n%TF.FileFunction,Profile,NP*%\nX");
  const out = new Uint8Array(head.length + size);
  out.set(head);
  out.fill(0x31, head.length);
  return out;
}

/** A binary STL whose triangles are `values` (NaN, ±Infinity or 3e38 stay as float bits). */
export function stlWith(values: readonly number[]): Uint8Array {
  return binaryStl([[Array.from({ length: 9 }, (_, index) => values[index % values.length] ?? 0)]]);
}

/** An ASCII STL whose one vertex is `coordinate` written out (e.g. "1e308", or two million digits). */
export function asciiStlWith(coordinate: string): Uint8Array {
  const triangle = asciiStl([[0, 0, 0, 1, 0, 0, 0, 1, 0]]);
  return strToU8(new TextDecoder().decode(triangle).replace("vertex 1 0 0", `vertex ${coordinate} 0 0`));
}

/** A project with one file replaced or added (path relative to the project folder). */
export function projectWith(extra: Record<string, Uint8Array>): Record<string, Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  for (const file of validProject()) files[file.path] = file.bytes;
  for (const [path, bytes] of Object.entries(extra)) files[`minipad/${path}`] = bytes;
  return files;
}

/** One hostile case laid out on disk: a file or a folder under `dir`; returns the path to give the CLI. */
export interface HostileCase {
  name: string;
  /** The class: zip, links, 3mf, regex, memory, non-finite, comment. */
  kind: string;
  write: (dir: string) => string;
}

function writeFiles(root: string, files: Record<string, Uint8Array>): void {
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(join(root, path, ".."), { recursive: true });
    writeFileSync(join(root, path), bytes);
  }
}

const asFile = (name: string, bytes: () => Uint8Array) => (dir: string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes());
  return path;
};

const asProject = (name: string, extra: () => Record<string, Uint8Array>) => (dir: string) => {
  const root = join(dir, name);
  writeFiles(root, projectWith(extra()));
  return join(root, "minipad");
};

/** The worst input of each class, at the sizes (`scale` 1) or smaller. */
export function hostileCases(scale = 1): HostileCase[] {
  const mb = (n: number) => Math.max(1024, Math.round(n * MiB * scale));
  return [
    { name: "cpu-bomb.zip", kind: "zip", write: asFile("cpu-bomb.zip", () => cpuBombZip(5000, mb(1024))) },
    {
      name: "link-farm",
      kind: "links",
      write: (dir) => {
        const root = join(dir, "link-farm");
        writeFiles(root, projectWith({}));
        const pad = join(root, "minipad");
        symlinkSync(".", join(pad, "a"));
        symlinkSync(".", join(pad, "b"));
        symlinkSync("loop", join(pad, "loop"));
        symlinkSync("/etc", join(pad, "etc"));
        symlinkSync("/etc/passwd", join(pad, "notes.md"));
        symlinkSync("missing-target", join(pad, "dangling.txt"));
        return pad;
      },
    },
    { name: "fanout.3mf", kind: "3mf", write: asProject("fanout", () => ({ "CAD/fanout.3mf": fanoutThreeMf() })) },
    { name: "step-unclosed-comments", kind: "regex", write: asFile("comments.step", () => unclosedCommentStep(mb(1))) },
    { name: "step-unclosed-file-name", kind: "regex", write: asFile("file-name.step", () => unclosedFileNameStep(mb(1))) },
    { name: "step-unclosed-products", kind: "regex", write: asFile("products.step", () => unclosedProductStep(mb(1))) },
    { name: "3mf-tag-without-equals", kind: "regex", write: asFile("tag.3mf", () => tagWithoutEqualsThreeMf(Math.round(200 * 1024 * Math.max(scale, 0.05)))) },
    { name: "board-150MB", kind: "memory", write: asProject("big-board", () => ({ "pcb/minipad.kicad_pcb": bigBoard(mb(150)) })) },
    { name: "board-atoms-200MB", kind: "memory", write: asProject("atoms", () => ({ "pcb/minipad.kicad_pcb": atomsBoard(mb(200)) })) },
    {
      name: "ascii-stl-480MB.zip",
      kind: "memory",
      write: asFile("ascii-stl.zip", () => zipSync(projectWith({ "production/case/bottom.stl": bigAsciiStl(mb(480)) }), { level: 1 })),
    },
    {
      name: "3mf-15M-vertices",
      kind: "memory",
      write: asProject("vertices", () => ({ "CAD/minipad.3mf": manyVerticesThreeMf(Math.round(15_000_000 * scale)) })),
    },
    { name: "step-50MB-header-line", kind: "memory", write: asProject("step-header", () => ({ "CAD/assembly.step": longHeaderStep(mb(50)) })) },
    {
      name: "gerber-200MB-command",
      kind: "memory",
      write: asFile("gerber.zip", () =>
        zipSync(projectWith({ "production/gerbers.zip": zipSync({ "minipad-Edge_Cuts.gbr": endlessGerber(mb(200)) }, { level: 1 }) }), { level: 0 }),
      ),
    },
    { name: "stl-nan", kind: "non-finite", write: asProject("nan", () => ({ "production/case/bottom.stl": stlWith([NaN]) })) },
    { name: "stl-1e308", kind: "non-finite", write: asProject("huge", () => ({ "production/case/bottom.stl": asciiStlWith("1e308") })) },
    {
      name: "stl-2M-digits",
      kind: "non-finite",
      write: asProject("digits", () => ({ "production/case/bottom.stl": asciiStlWith("9".repeat(Math.round(2_000_000 * Math.max(scale, 0.05)))) })),
    },
    { name: "zip-comment-signature", kind: "comment", write: asFile("comment.zip", () => commentSignatureZip(projectWith({}))) },
  ];
}

/** Boxes for a plain binary STL (re-exported so callers need one import). */
export { binaryStl, boxTriangles };

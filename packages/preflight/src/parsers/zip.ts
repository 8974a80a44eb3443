/**
 * A bounded zip reader on top of fflate's inflate. It reads the central directory itself so that every loop is
 * bounded by the input's size, and it checks each entry's declared size against a shared budget before it
 * allocates anything: a zip bomb or a directory that claims gigabytes is refused with a message, not unpacked.
 * Entries whose data overlaps another's (the CPU bomb: thousands of records pointing at one stream) are not
 * unpacked; inflating stops as soon as an entry passes its declared size, every byte inflated counts against
 * the budget, and the compressed size and CRC must match what the directory says.
 */
import { Inflate } from "fflate";
import { formatBytes, implausible } from "../limits.ts";

export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/** Shared by every zip one check opens, so nested zips draw from the same allowance. */
export interface UnzipBudget {
  entriesLeft: number;
  bytesLeft: number;
}

export interface ZipResult {
  entries: ZipEntry[];
  /** What could not be read, one sentence each, naming the zip and the entry. */
  problems: string[];
  /** True when the zip itself could not be opened (not a zip, truncated, corrupt directory). */
  unreadable: boolean;
}

const EOCD = 0x06054b50;
const EOCD64_LOCATOR = 0x07064b50;
const EOCD64 = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

const latin1 = new TextDecoder("latin1");
const utf8 = new TextDecoder("utf-8", { fatal: true });

/** True when the bytes start like a zip (a local header or an empty archive's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const sig = u32(bytes, 0);
  return sig === LOCAL || sig === EOCD;
}

/** A per-entry plausibility limit: larger entries are named and not unpacked ("a 3MF model part"). */
export interface EntryLimit {
  bytes: number;
  what: string;
}

/**
 * Unpacks `bytes` (named `zipName` in messages). Never throws. `limitFor` may depend on the entry's name; entries
 * `wanted` turns down are left packed (they cost nothing from the budget).
 */
export function readZip(
  bytes: Uint8Array,
  zipName: string,
  budget: UnzipBudget,
  limitFor?: EntryLimit | ((name: string) => EntryLimit),
  wanted?: (name: string) => boolean,
): ZipResult {
  const result: ZipResult = { entries: [], problems: [], unreadable: false };
  const fail = (why: string): ZipResult => {
    result.problems.push(`${zipName} cannot be opened: ${why}.`);
    result.unreadable = true;
    return result;
  };
  if (bytes.length === 0) return fail("the file is empty");
  const end = findEnd(bytes);
  if (end < 0) return fail("it is not a zip, or it is truncated (no end-of-archive record)");
  let count = u16(bytes, end + 10);
  let offset = u32(bytes, end + 16);
  if (end >= 20 && u32(bytes, end - 20) === EOCD64_LOCATOR) {
    const at = Number(u64(bytes, end - 12));
    if (at + 56 <= bytes.length && u32(bytes, at) === EOCD64) {
      count = Number(u64(bytes, at + 32));
      offset = Number(u64(bytes, at + 48));
    }
  }
  // Each central record takes at least 46 bytes, so the count can never exceed what the file could hold.
  if (count > Math.floor(bytes.length / 46)) return fail(`its directory claims ${count} entries, more than the file can hold`);
  const records: CentralRecord[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || u32(bytes, offset) !== CENTRAL) {
      result.problems.push(`${zipName} is damaged: its directory stops after ${index} of ${count} entries.`);
      result.unreadable = records.length === 0;
      break;
    }
    const flags = u16(bytes, offset + 8);
    const method = u16(bytes, offset + 10);
    const crc = u32(bytes, offset + 16);
    let compressed = u32(bytes, offset + 20);
    let size = u32(bytes, offset + 24);
    const nameLength = u16(bytes, offset + 28);
    const extraLength = u16(bytes, offset + 30);
    const commentLength = u16(bytes, offset + 32);
    let local = u32(bytes, offset + 42);
    const nameBytes = bytes.subarray(offset + 46, offset + 46 + nameLength);
    const extra = bytes.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength);
    offset += 46 + nameLength + extraLength + commentLength;
    ({ size, compressed, local } = zip64Sizes(extra, size, compressed, local));
    const name = decodeName(nameBytes, (flags & 0x800) !== 0, zipName, result.problems);
    if (name.endsWith("/")) continue;
    records.push({ name, flags, method, crc, compressed, size, local, overlaps: false });
  }
  markOverlaps(bytes, records);
  let skippedForCount = 0;
  let overlapping = 0;
  for (const record of records) {
    const { name } = record;
    if (wanted && !wanted(name)) continue;
    if (budget.entriesLeft <= 0) skippedForCount++;
    else if (record.overlaps) overlapping++;
    else {
      const unpacked = entryBytes(bytes, record, typeof limitFor === "function" ? limitFor(name) : limitFor, budget);
      if (typeof unpacked === "string") result.problems.push(`${zipName}: ${name} ${unpacked}.`);
      else result.entries.push({ name, bytes: unpacked });
    }
  }
  if (overlapping > 0) {
    result.problems.push(
      `${zipName}: ${overlapping} ${overlapping === 1 ? "entry shares its" : "entries share their"} data with another entry (a trick of zip bombs, never made by a zip tool); ${overlapping === 1 ? "it was" : "they were"} not unpacked.`,
    );
  }
  if (skippedForCount > 0) {
    result.problems.push(`${zipName}: ${skippedForCount} more entries were not read: the check reads at most its entry limit.`);
  }
  return result;
}

interface CentralRecord {
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressed: number;
  size: number;
  local: number;
  /** The entry's bytes (local header and data) overlap an earlier entry's. */
  overlaps: boolean;
}

/** Input fed to the inflater per step: at most about 1,000 times this comes out before the size is checked again. */
const INFLATE_STEP = 4096;

/**
 * Marks every entry whose local header and data overlap an earlier entry's (in file order; the first of a group
 * is kept). Honest zips never share bytes between entries.
 */
function markOverlaps(bytes: Uint8Array, records: CentralRecord[]): void {
  const spans = records
    .map((record) => {
      const nameAndExtra = record.local + 30 <= bytes.length ? u16(bytes, record.local + 26) + u16(bytes, record.local + 28) : 0;
      return { record, start: record.local, end: record.local + 30 + nameAndExtra + record.compressed };
    })
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let reach = -1;
  for (const span of spans) {
    if (span.start < reach) span.record.overlaps = true;
    else reach = span.end;
  }
}

/** The entry unpacked within the budget and its limit, or why not (the words after its name). */
function entryBytes(bytes: Uint8Array, record: CentralRecord, limit: EntryLimit | undefined, budget: UnzipBudget): Uint8Array | string {
  const { method, size } = record;
  if (size > budget.bytesLeft) {
    return `would unpack to ${formatBytes(size)}, more than the ${formatBytes(budget.bytesLeft)} the check still allows; it was not unpacked`;
  }
  if (limit && size > limit.bytes) return implausible(limit.what, `would unpack to ${formatBytes(size)}`, formatBytes(limit.bytes));
  if ((record.flags & 1) !== 0) return "is encrypted; the check cannot read it";
  const data = entryData(bytes, record);
  if (typeof data === "string") return data;
  budget.entriesLeft--;
  let out: Uint8Array | string;
  if (method === 0) {
    if (data.length !== size) return "is stored with a size that does not match";
    budget.bytesLeft -= size;
    out = data.slice();
  } else if (method === 8) {
    out = inflateBounded(data, size, budget);
  } else {
    return `uses compression method ${method}, which the check cannot unpack`;
  }
  if (typeof out === "string") return out;
  if (crc32(out) !== record.crc) return "does not match its checksum (the zip is damaged or was altered); it was not read";
  return out;
}

/**
 * Inflates in small steps into a buffer of exactly the declared size, and stops as soon as the stream gives more:
 * a lying entry costs at most one step's output, and everything inflated is taken from the budget.
 */
function inflateBounded(data: Uint8Array, size: number, budget: UnzipBudget): Uint8Array | string {
  const out = new Uint8Array(size);
  let written = 0;
  let overflow = false;
  const inflater = new Inflate((chunk) => {
    if (overflow) return;
    budget.bytesLeft -= chunk.length;
    if (written + chunk.length > size) {
      overflow = true;
      return;
    }
    out.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += INFLATE_STEP) {
      const end = Math.min(data.length, at + INFLATE_STEP);
      inflater.push(data.subarray(at, end), end === data.length);
      // Set by the data callback above, so the loop stops one step past the declared size.
      if (overflow) break;
    }
  } catch {
    return "is damaged (its compressed data does not inflate)";
  }
  if (overflow) return `unpacks to more than the ${formatBytes(size)} its header says (a zip-bomb trick); it was not read`;
  return written === size ? out : "unpacks to fewer bytes than its header says (damaged)";
}

function entryData(bytes: Uint8Array, record: CentralRecord): Uint8Array | string {
  const { local, compressed } = record;
  if (local + 30 > bytes.length || u32(bytes, local) !== LOCAL) return "is cut short or its header is damaged";
  // Without a data descriptor (flag 8) the local header repeats the sizes; a zip that says two things lies.
  const localCompressed = u32(bytes, local + 18);
  if ((u16(bytes, local + 6) & 8) === 0 && localCompressed !== 0xffffffff && localCompressed !== compressed) {
    return "has two different compressed sizes in its headers (damaged or crafted); it was not read";
  }
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  if (start + compressed > bytes.length) return "is cut short or its header is damaged";
  return bytes.subarray(start, start + compressed);
}

const CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});

/** CRC-32 as zip stores it. */
export function crc32(bytes: Uint8Array): number {
  let crc = -1;
  for (let i = 0; i < bytes.length; i++) crc = (CRC_TABLE[(crc ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ -1) >>> 0;
}

function zip64Sizes(extra: Uint8Array, size: number, compressed: number, local: number) {
  const out = { size, compressed, local };
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = u16(extra, at);
    const length = u16(extra, at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const take = (): number => {
        const value = field + 8 <= at + 4 + length && field + 8 <= extra.length ? Number(u64(extra, field)) : 0;
        field += 8;
        return value;
      };
      if (size === 0xffffffff) out.size = take();
      if (compressed === 0xffffffff) out.compressed = take();
      if (local === 0xffffffff) out.local = take();
    }
    at += 4 + length;
  }
  return out;
}

function decodeName(raw: Uint8Array, utf8Flag: boolean, zipName: string, problems: string[]): string {
  let name: string;
  try {
    name = utf8.decode(raw);
  } catch {
    // Not UTF-8: old zip tools wrote names in the machine's code page. Read them byte for byte.
    name = latin1.decode(raw);
    if (utf8Flag || /[^\x20-\x7e]/.test(name)) {
      problems.push(`${zipName}: the name "${name}" is not valid UTF-8; it was read letter by letter and may look wrong.`);
    }
  }
  return name.replace(/\\/g, "/");
}

/**
 * The end record is 22 bytes plus a comment of at most 65535 bytes, and the comment may itself hold the record's
 * signature: the real record is the one whose comment length reaches exactly the end of the file. Without one
 * (bytes appended after the zip), the last signature found is taken.
 */
function findEnd(bytes: Uint8Array): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  let fallback = -1;
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (u32(bytes, at) !== EOCD) continue;
    if (at + 22 + u16(bytes, at + 20) === bytes.length) return at;
    if (fallback < 0) fallback = at;
  }
  return fallback;
}

function u16(bytes: Uint8Array, at: number): number {
  return (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
}

function u32(bytes: Uint8Array, at: number): number {
  return (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
}

function u64(bytes: Uint8Array, at: number): bigint {
  return BigInt(u32(bytes, at)) | (BigInt(u32(bytes, at + 4)) << 32n);
}

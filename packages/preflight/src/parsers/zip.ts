/**
 * A bounded zip reader on top of fflate's inflate. It reads the central directory itself so that every loop is
 * bounded by the input's size, and it checks each entry's declared size against a shared budget before it
 * allocates anything: a zip bomb or a directory that claims gigabytes is refused with a message, not unpacked.
 */
import { inflateSync } from "fflate";
import { formatBytes } from "../limits.ts";

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

/** Unpacks `bytes` (named `zipName` in messages). Never throws. */
export function readZip(bytes: Uint8Array, zipName: string, budget: UnzipBudget): ZipResult {
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
  let skippedForCount = 0;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || u32(bytes, offset) !== CENTRAL) {
      result.problems.push(`${zipName} is damaged: its directory stops after ${index} of ${count} entries.`);
      result.unreadable = result.entries.length === 0;
      break;
    }
    const flags = u16(bytes, offset + 8);
    const method = u16(bytes, offset + 10);
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
    if (budget.entriesLeft <= 0) {
      skippedForCount++;
      continue;
    }
    if (size > budget.bytesLeft) {
      result.problems.push(
        `${zipName}: ${name} would unpack to ${formatBytes(size)}, more than the ${formatBytes(budget.bytesLeft)} the check still allows; it was not unpacked.`,
      );
      continue;
    }
    if ((flags & 1) !== 0) {
      result.problems.push(`${zipName}: ${name} is encrypted; the check cannot read it.`);
      continue;
    }
    const data = entryData(bytes, local, compressed);
    if (!data) {
      result.problems.push(`${zipName}: ${name} is cut short or its header is damaged.`);
      continue;
    }
    budget.entriesLeft--;
    const unpacked = unpack(data, method, size);
    if (typeof unpacked === "string") {
      result.problems.push(`${zipName}: ${name} ${unpacked}.`);
      continue;
    }
    budget.bytesLeft -= unpacked.length;
    result.entries.push({ name, bytes: unpacked });
  }
  if (skippedForCount > 0) {
    result.problems.push(`${zipName}: ${skippedForCount} more entries were not read: the check reads at most its entry limit.`);
  }
  return result;
}

function unpack(data: Uint8Array, method: number, size: number): Uint8Array | string {
  if (method === 0) return data.length === size ? data.slice() : "is stored with a size that does not match";
  if (method !== 8) return `uses compression method ${method}, which the check cannot unpack`;
  try {
    // The output buffer is exactly the declared size: inflate never grows it past what the budget allowed.
    const out = inflateSync(data, { out: new Uint8Array(size) });
    return out.length === size ? out : "unpacks to fewer bytes than its header says (damaged)";
  } catch {
    return "is damaged (its compressed data does not inflate)";
  }
}

function entryData(bytes: Uint8Array, local: number, compressed: number): Uint8Array | null {
  if (local + 30 > bytes.length || u32(bytes, local) !== LOCAL) return null;
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28);
  if (start + compressed > bytes.length) return null;
  return bytes.subarray(start, start + compressed);
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

function findEnd(bytes: Uint8Array): number {
  // The end record is 22 bytes plus a comment of at most 65535 bytes.
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (u32(bytes, at) === EOCD) return at;
  }
  return -1;
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

import { zipSync, strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { MAX_ENTRIES } from "../src/limits.ts";
import { looksLikeZip, readZip } from "../src/parsers/zip.ts";

const budget = () => ({ entriesLeft: MAX_ENTRIES, bytesLeft: 10_000_000 });

/** Overwrites the 32-bit field at `offset` of every central-directory record (0x02014b50). */
function patchCentral(zip: Uint8Array, offset: number, value: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 46 <= copy.length; at++) if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + offset, value, true);
  return copy;
}

describe("readZip", () => {
  const zip = zipSync({ "a.txt": strToU8("hello"), "dir/b.txt": strToU8("x".repeat(5000)), "empty/": new Uint8Array(0) });

  it("unpacks stored and deflated entries and skips folders", () => {
    const result = readZip(zip, "test.zip", budget());
    expect(result.unreadable).toBe(false);
    expect(result.entries.map((entry) => entry.name)).toEqual(["a.txt", "dir/b.txt"]);
    expect(new TextDecoder().decode(result.entries[1]?.bytes)).toBe("x".repeat(5000));
    expect(looksLikeZip(zip)).toBe(true);
  });

  it("says an empty file, junk and a truncated zip cannot be opened, naming the file", () => {
    expect(readZip(new Uint8Array(0), "empty.zip", budget())).toMatchObject({ unreadable: true, problems: ["empty.zip cannot be opened: the file is empty."] });
    const junk = readZip(strToU8("this is not a zip at all, just text"), "junk.zip", budget());
    expect(junk.unreadable).toBe(true);
    expect(junk.problems[0]).toMatch(/^junk\.zip cannot be opened: it is not a zip, or it is truncated/);
    const truncated = readZip(zip.subarray(0, zip.length - 30), "cut.zip", budget());
    expect(truncated.unreadable).toBe(true);
  });

  it("reports a damaged entry and keeps the others", () => {
    const copy = zip.slice();
    // Scramble the deflated data of the big entry (it follows its 30-byte local header and name).
    const view = new DataView(copy.buffer);
    for (let at = 0; at < copy.length - 4; at++) {
      if (view.getUint32(at, true) === 0x04034b50 && new TextDecoder().decode(copy.subarray(at + 30, at + 39)) === "dir/b.txt") {
        copy.fill(0xff, at + 39, at + 45);
      }
    }
    const result = readZip(copy, "bad.zip", budget());
    expect(result.entries.map((entry) => entry.name)).toEqual(["a.txt"]);
    expect(result.problems[0]).toMatch(/^bad\.zip: dir\/b\.txt is damaged|^bad\.zip: dir\/b\.txt unpacks/);
  });

  it("refuses an entry whose directory claims gigabytes, before allocating anything", () => {
    const huge = patchCentral(zip, 24, 0xfffffff0);
    const result = readZip(huge, "bomb.zip", budget());
    expect(result.entries).toEqual([]);
    expect(result.problems[0]).toMatch(/^bomb\.zip: a\.txt would unpack to 4 GB, more than the 9\.5 MB the check still allows; it was not unpacked\.$/);
  });

  it("caps the total unpacked bytes across zips (zip-bomb guard) and says so", () => {
    const shared = { entriesLeft: MAX_ENTRIES, bytesLeft: 6000 };
    const first = readZip(zip, "one.zip", shared);
    expect(first.entries).toHaveLength(2);
    const second = readZip(zip, "two.zip", shared);
    expect(second.entries.map((entry) => entry.name)).toEqual(["a.txt"]);
    expect(second.problems.join(" ")).toMatch(/two\.zip: dir\/b\.txt would unpack to 5 kB/);
  });

  it("caps the entry count and says how many were left out", () => {
    const many = zipSync(Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`f${index}.txt`, strToU8("1")])));
    const result = readZip(many, "many.zip", { entriesLeft: 25, bytesLeft: 1_000_000 });
    expect(result.entries).toHaveLength(25);
    expect(result.problems).toEqual(["many.zip: 5 more entries were not read: the check reads at most its entry limit."]);
  });

  it("refuses a directory that claims more entries than the file can hold", () => {
    const copy = zip.slice();
    const view = new DataView(copy.buffer);
    const end = copy.length - 22;
    view.setUint16(end + 10, 60000, true);
    expect(readZip(copy, "liar.zip", budget()).problems[0]).toMatch(/claims 60000 entries/);
  });

  it("reads names that are not UTF-8 byte by byte and says so", () => {
    const latin = zipSync({ "caf_.txt": strToU8("x") });
    const copy = latin.slice();
    for (let at = 0; at < copy.length - 4; at++) if (copy[at] === 0x5f) copy[at] = 0xe9; // "_" → é in Latin-1, invalid alone in UTF-8
    const result = readZip(copy, "names.zip", budget());
    expect(result.entries.map((entry) => entry.name)).toEqual(["café.txt"]);
    expect(result.problems[0]).toMatch(/names\.zip: the name "café\.txt" is not valid UTF-8/);
  });
});

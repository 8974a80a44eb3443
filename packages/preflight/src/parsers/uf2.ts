/**
 * UF2 firmware images: 512-byte blocks, each with two start magics, an end magic, flags and (when flag 0x2000 is
 * set) a family id. The preflight needs the family (RP2040 or not) and the block count.
 */

export interface Uf2Info {
  blocks: number;
  /** Blocks whose magic numbers are wrong. */
  badBlocks: number;
  /** The family id of the first block that has one, as "0xe48bff56". */
  familyId: string | null;
  /** Total blocks the file declares (the `numBlocks` field of its first block). */
  declaredBlocks: number | null;
}

const MAGIC_START0 = 0x0a324655;
const MAGIC_START1 = 0x9e5d5157;
const MAGIC_END = 0x0ab16f30;
const FLAG_FAMILY = 0x00002000;
const BLOCK = 512;

/** Known family ids (the ones a Hackpad participant may meet). */
export const uf2Families: Record<string, string> = {
  "0xe48bff56": "RP2040",
  "0xe48bff59": "RP2350 (Arm)",
  "0xe48bff5a": "RP2350 (RISC-V)",
  "0x68ed2b88": "SAMD21",
  "0x55114460": "SAMD51",
  "0xada52840": "nRF52840",
  "0x1c5f21b0": "ESP32",
  "0xc47e5767": "ESP32-S3",
  "0xd42ba06c": "ESP32-C3",
};

export function parseUf2(bytes: Uint8Array): Uf2Info {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const info: Uf2Info = { blocks: 0, badBlocks: 0, familyId: null, declaredBlocks: null };
  for (let at = 0; at + BLOCK <= bytes.length; at += BLOCK) {
    const ok = view.getUint32(at, true) === MAGIC_START0 && view.getUint32(at + 4, true) === MAGIC_START1 && view.getUint32(at + BLOCK - 4, true) === MAGIC_END;
    if (!ok) {
      info.badBlocks++;
      continue;
    }
    info.blocks++;
    if (info.declaredBlocks === null) info.declaredBlocks = view.getUint32(at + 24, true);
    if (info.familyId === null && (view.getUint32(at + 8, true) & FLAG_FAMILY) !== 0) {
      const family = view.getUint32(at + 28, true);
      info.familyId = `0x${family.toString(16).padStart(8, "0")}`;
    }
  }
  if (bytes.length % BLOCK !== 0) info.badBlocks++;
  return info;
}

export function uf2FamilyName(familyId: string | null): string | null {
  return familyId === null ? null : (uf2Families[familyId] ?? null);
}

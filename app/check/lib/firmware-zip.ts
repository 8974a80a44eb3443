/**
 * "Write firmware for this board" on /check: the KMK or QMK files the generators write from the board's wiring,
 * as one zip. Loaded on demand (the report imports this module only when a download button is pressed), so the
 * generators and the zip writer add nothing to the page's start-up weight.
 */
import { zipSync, strToU8 } from "fflate";
import { generateKmk, generateQmk, FirmwareError } from "@hackpad/firmware";
import type { Wiring } from "@hackpad/preflight/report";

export type FirmwareFamily = "kmk" | "qmk";

/** The zip's bytes and file name, or why the wiring cannot become firmware (one sentence per reason). */
export function firmwareZip(wiring: Wiring, family: FirmwareFamily, name: string): { bytes: Uint8Array; fileName: string } | { problems: string[] } {
  try {
    const firmware = family === "kmk" ? generateKmk(wiring, { name }) : generateQmk(wiring, { name });
    const entries = Object.fromEntries(firmware.files.map((file) => [`${firmware.folder}/${file.path}`, strToU8(file.text)]));
    return { bytes: zipSync(entries), fileName: `${firmware.folder}${family === "qmk" ? "-qmk" : ""}.zip` };
  } catch (error) {
    if (error instanceof FirmwareError) return { problems: error.reasons };
    throw error;
  }
}

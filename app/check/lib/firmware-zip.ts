/**
 * "Write firmware for this board" on /check: the KMK or QMK files the generators write from the board's wiring,
 * as one zip. Loaded on demand (the report imports this module only when a download button is pressed), so the
 * generators and the zip writer add nothing to the page's start-up weight.
 */
import { zipSync, strToU8 } from "fflate";
import { generateKmk, generateQmk } from "@hackpad/firmware";
import type { Wiring } from "@hackpad/preflight/report";
import { isHackpadError } from "@hackpad/programme/errors";

export type FirmwareFamily = "kmk" | "qmk";

/**
 * The zip's bytes, file name and what the firmware leaves out (one sentence each), or why not one key of the board
 * can be read.
 */
export function firmwareZip(
  wiring: Wiring,
  family: FirmwareFamily,
  name: string,
): { bytes: Uint8Array; fileName: string; notes: string[] } | { problems: string[] } {
  try {
    const firmware = family === "kmk" ? generateKmk(wiring, { name }) : generateQmk(wiring, { name });
    const entries = Object.fromEntries(firmware.files.map((file) => [`${firmware.folder}/${file.path}`, strToU8(file.text)]));
    return { bytes: zipSync(entries), fileName: `${firmware.folder}${family === "qmk" ? "-qmk" : ""}.zip`, notes: firmware.notes };
  } catch (error) {
    if (isHackpadError(error, "firmware")) return { problems: [...error.reasons] };
    throw error;
  }
}

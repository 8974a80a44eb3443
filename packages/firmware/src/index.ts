/**
 * The firmware generators: KMK (`main.py` and the list of files for CIRCUITPY) and QMK (a keyboard folder) written
 * from the wiring the preflight reads off a board. Pure TypeScript: the same code runs in the CLI and, loaded on
 * demand, on /check.
 */
export { inputsOf } from "./inputs.ts";
export type { GeneratedFirmware } from "./inputs.ts";
export { generateKmk } from "./kmk.ts";
export { generateQmk } from "./qmk.ts";

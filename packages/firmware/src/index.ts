/**
 * The firmware generators: KMK (`main.py` and the list of files for CIRCUITPY) and QMK (a keyboard folder) written
 * from the wiring the preflight reads off a board. Pure TypeScript: the same code runs in the CLI and, loaded on
 * demand, on /check.
 */
export { inputsOf, slugOf } from "./inputs.ts";
export { planFirmware } from "./plan.ts";
export type { FirmwarePlan } from "./plan.ts";
export type { CopyStep, FirmwareOptions, GeneratedFile, GeneratedFirmware, Input, Keycode } from "./inputs.ts";
export { generateKmk, kmkCopySteps } from "./kmk.ts";
export { generateQmk, keyboardJson, qmkKeyboardName, qmkLayout } from "./qmk.ts";
export type { QmkLayoutKey, QmkOptions } from "./qmk.ts";

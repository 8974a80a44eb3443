/**
 * The allowed values of a project's front matter, without the schema library, so browser code
 * (the gallery filters) can use them without shipping the validator.
 */
export const FIRMWARES = ["QMK", "KMK", "ZMK", "other"] as const;
export const SWITCH_TYPES = ["MX", "Choc V2"] as const;
export const OLEDS = ["none", "0.91", "0.96"] as const;
/** Which end of the board's top edge the XIAO sits at, for the drawing. */
export const XIAO_SIDES = ["left", "right"] as const;

export type Firmware = (typeof FIRMWARES)[number];
export type SwitchType = (typeof SWITCH_TYPES)[number];
export type Oled = (typeof OLEDS)[number];
export type XiaoSide = (typeof XIAO_SIDES)[number];

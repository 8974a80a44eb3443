import { dimensions } from "@hackpad/programme/dimensions";

/** What a pad has: enough to draw it. */
export interface PadSpec {
  name: string;
  switches: number;
  encoders: number;
  oled: "none" | "0.91" | "0.96";
  leds: number;
  /** Keys per row; worked out from the switch count when left out. */
  columns?: number;
  /** Reverse-mount LEDs sit under the keys (default); the guide's plain ones sit beside the controller. */
  ledPlacement?: "under-keys" | "beside-controller";
  /**
   * Where things sit, one string per row of the key grid seen from above (see `GRID_CELLS`), for a pad
   * whose keys are not a plain block: `[".KE", "KKK"]`. Replaces `columns` and the automatic knob placement.
   */
  grid?: readonly string[];
  /** Which end of the top edge the XIAO sits at (default left); the OLED goes beside it. */
  xiaoSide?: "left" | "right";
}

/** What each character of a `grid` row stands for. */
export const GRID_CELLS = {
  K: "a key",
  L: "a key with an LED under it",
  E: "a rotary encoder",
  o: "an LED with no key over it",
  ".": "nothing",
} as const;

/** A grid row: only the characters of `GRID_CELLS`. */
export const GRID_ROW = /^[KLEo.]+$/;

/** What a grid holds: keys (K and L), encoders (E) and LEDs it places (L and o). */
export function countGrid(grid: readonly string[]): { keys: number; encoders: number; leds: number } {
  const all = grid.join("");
  const count = (chars: string) => [...all].filter((c) => chars.includes(c)).length;
  return { keys: count("KL"), encoders: count("E"), leds: count("Lo") };
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Geometry of a pad in millimetres, ready to draw. */
export interface PadGeometry {
  board: Rect;
  keys: Rect[];
  encoders: { cx: number; cy: number; r: number }[];
  oled?: Rect & { label: string };
  leds: { cx: number; cy: number }[];
  xiao: Rect;
  usb: Rect;
  /** Where "XIAO HERE" is printed. */
  xiaoLabel: { x: number; y: number };
  nameLabel: { x: number; y: number };
}

const PITCH = dimensions.switchSpacingMm;
const CAP = 18; // a DSA keycap is about 18 mm square
const MARGIN = 4;
const XIAO = { w: 17.8, h: 21 };
const USB = { w: 9, h: 7.5 };
const OLED_SIZE = { "0.91": { w: 38, h: 12, label: '0.91" OLED' }, "0.96": { w: 27, h: 27, label: '0.96" OLED' } } as const;

/** Keys per row for a switch count: 4 → 2, 9 → 3, 16 → 4. */
export function defaultColumns(switches: number): number {
  return Math.max(1, Math.ceil(Math.sqrt(switches)));
}

/**
 * Lays a pad out the way the guide does: XIAO at the top left with its USB port past the edge,
 * an OLED beside it, keys on the 19.05 mm pitch below, encoders to the right of the keys,
 * LEDs under the keys. Returns millimetre geometry.
 */
export function layoutPad(spec: PadSpec): PadGeometry {
  if (spec.grid && spec.grid.length > 0) return layoutGridPad(spec, spec.grid);
  // When keys and knobs together fill a rectangle (15 keys + 1 knob = 4 × 4), the knobs take the last
  // cells of the first rows, as on a numpad-style pad; otherwise they sit in a column to the right.
  const total = spec.switches + spec.encoders;
  const gridColumns = spec.columns ?? defaultColumns(total);
  const encodersInGrid = spec.encoders > 0 && spec.switches % gridColumns !== 0 && total % gridColumns === 0 && spec.encoders <= total / gridColumns;
  const columns = encodersInGrid ? gridColumns : (spec.columns ?? defaultColumns(spec.switches));
  const rows = Math.ceil((encodersInGrid ? total : spec.switches) / columns);
  const oled = spec.oled === "none" ? undefined : OLED_SIZE[spec.oled];

  const keysTop = keysTopFor(oled);
  const keysLeft = MARGIN;
  const keysWidth = columns * PITCH;
  const encoderColumn = spec.encoders > 0 && !encodersInGrid ? PITCH + 2 : 0;
  const centre = (col: number, row: number) => ({ cx: keysLeft + col * PITCH + PITCH / 2, cy: keysTop + row * PITCH + PITCH / 2 });
  const encoderCell = (col: number, row: number) => encodersInGrid && col === columns - 1 && row < spec.encoders;

  const keys: Rect[] = [];
  for (let cell = 0; keys.length < spec.switches; cell++) {
    const col = cell % columns;
    const row = Math.floor(cell / columns);
    if (encoderCell(col, row)) continue;
    const { cx, cy } = centre(col, row);
    keys.push({ x: cx - CAP / 2, y: cy - CAP / 2, w: CAP, h: CAP });
  }

  const encoders = Array.from({ length: spec.encoders }, (_, i) =>
    encodersInGrid ? { ...centre(columns - 1, i), r: 7.5 } : { cx: keysLeft + keysWidth + 2 + PITCH / 2, cy: keysTop + i * PITCH + PITCH / 2, r: 7.5 },
  );

  const width = Math.max(keysWidth + encoderColumn, topBandWidth(oled)) + MARGIN * 2;
  const height = keysTop + Math.max(rows, encodersInGrid ? 0 : spec.encoders, 1) * PITCH + MARGIN + 5;

  const leds = Array.from({ length: spec.leds }, (_, i) => {
    if (spec.ledPlacement === "beside-controller") {
      return { cx: MARGIN + XIAO.w + 8 + i * 9, cy: MARGIN + 8 };
    }
    return ledUnderKey(keys, i, height);
  });

  return { ...topBand(oled, width, height, spec.xiaoSide), keys, encoders, leds };
}

/** The first row of keys starts below the XIAO and the OLED. */
function keysTopFor(oled: { h: number } | undefined): number {
  return MARGIN + Math.max(XIAO.h, oled?.h ?? 0) + 4;
}

/** Width the XIAO and the OLED take side by side at the top. */
function topBandWidth(oled: { w: number } | undefined): number {
  return XIAO.w + (oled ? oled.w + 6 : 0);
}

/** An LED under the i-th key (reverse-mount LEDs shine up beside the switch), or along the bottom edge without keys. */
function ledUnderKey(keys: Rect[], i: number, height: number): { cx: number; cy: number } {
  const key = keys[i % Math.max(keys.length, 1)];
  return key ? { cx: key.x + CAP / 2, cy: key.y + CAP / 2 + 5.08 } : { cx: MARGIN + 6 + i * 6, cy: height - MARGIN };
}

/** Board, XIAO, USB port, OLED and labels: the parts every layout shares. */
function topBand(oled: (typeof OLED_SIZE)[keyof typeof OLED_SIZE] | undefined, width: number, height: number, side: PadSpec["xiaoSide"] = "left") {
  const right = side === "right";
  const xiao: Rect = { x: right ? width - MARGIN - XIAO.w : MARGIN, y: -3, w: XIAO.w, h: XIAO.h };
  const usb: Rect = { x: xiao.x + (XIAO.w - USB.w) / 2, y: xiao.y - 3, w: USB.w, h: USB.h };
  return {
    board: { x: 0, y: 0, w: width, h: height },
    oled: oled ? { x: right ? xiao.x - 6 - oled.w : MARGIN + XIAO.w + 6, y: MARGIN, w: oled.w, h: oled.h, label: oled.label } : undefined,
    xiao,
    usb,
    xiaoLabel: { x: xiao.x + XIAO.w / 2, y: xiao.y + XIAO.h + 3.2 },
    nameLabel: { x: width / 2, y: height - 1.8 },
  };
}

/**
 * A pad drawn from its grid rows: each character is one 19.05 mm cell below the XIAO and the OLED.
 * LEDs go where the grid marks them (L, o); when it marks none, under the first keys as usual.
 */
function layoutGridPad(spec: PadSpec, grid: readonly string[]): PadGeometry {
  const oled = spec.oled === "none" ? undefined : OLED_SIZE[spec.oled];
  const keysTop = keysTopFor(oled);
  const columns = Math.max(...grid.map((row) => row.length));
  const width = Math.max(columns * PITCH, topBandWidth(oled)) + MARGIN * 2;
  const height = keysTop + grid.length * PITCH + MARGIN + 5;
  const keys: Rect[] = [];
  const encoders: PadGeometry["encoders"] = [];
  const marked: { cx: number; cy: number }[] = [];
  grid.forEach((row, r) => {
    [...row].forEach((cell, c) => {
      const cx = MARGIN + c * PITCH + PITCH / 2;
      const cy = keysTop + r * PITCH + PITCH / 2;
      if (cell === "K" || cell === "L") keys.push({ x: cx - CAP / 2, y: cy - CAP / 2, w: CAP, h: CAP });
      if (cell === "L") marked.push({ cx, cy: cy + 5.08 });
      if (cell === "o") marked.push({ cx, cy });
      if (cell === "E") encoders.push({ cx, cy, r: 7.5 });
    });
  });
  const leds = marked.length > 0 ? marked : Array.from({ length: spec.leds }, (_, i) => ledUnderKey(keys, i, height));
  return { ...topBand(oled, width, height, spec.xiaoSide), keys, encoders, leds };
}

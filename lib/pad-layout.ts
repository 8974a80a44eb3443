import { dimensions } from "../content/programme/dimensions.ts";

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
  // When keys and knobs together fill a rectangle (15 keys + 1 knob = 4 × 4), the knobs take the last
  // cells of the first rows, as on a numpad-style pad; otherwise they sit in a column to the right.
  const total = spec.switches + spec.encoders;
  const gridColumns = spec.columns ?? defaultColumns(total);
  const encodersInGrid =
    spec.encoders > 0 && spec.switches % gridColumns !== 0 && total % gridColumns === 0 && spec.encoders <= total / gridColumns;
  const columns = encodersInGrid ? gridColumns : (spec.columns ?? defaultColumns(spec.switches));
  const rows = Math.ceil((encodersInGrid ? total : spec.switches) / columns);
  const oled = spec.oled === "none" ? undefined : OLED_SIZE[spec.oled];

  const topBand = Math.max(XIAO.h, oled?.h ?? 0) + 4;
  const keysTop = MARGIN + topBand;
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
    encodersInGrid
      ? { ...centre(columns - 1, i), r: 7.5 }
      : { cx: keysLeft + keysWidth + 2 + PITCH / 2, cy: keysTop + i * PITCH + PITCH / 2, r: 7.5 },
  );

  const topBandWidth = XIAO.w + (oled ? oled.w + 6 : 0);
  const width = Math.max(keysWidth + encoderColumn, topBandWidth) + MARGIN * 2;
  const height = keysTop + Math.max(rows, encodersInGrid ? 0 : spec.encoders, 1) * PITCH + MARGIN + 5;

  const xiao: Rect = { x: MARGIN, y: -3, w: XIAO.w, h: XIAO.h };
  const usb: Rect = { x: xiao.x + (XIAO.w - USB.w) / 2, y: xiao.y - 3, w: USB.w, h: USB.h };

  const leds = Array.from({ length: spec.leds }, (_, i) => {
    if (spec.ledPlacement === "beside-controller") {
      return { cx: MARGIN + XIAO.w + 8 + i * 9, cy: MARGIN + 8 };
    }
    const key = keys[i % Math.max(keys.length, 1)];
    return key
      ? { cx: key.x + CAP / 2, cy: key.y + CAP / 2 + 5.08 }
      : { cx: MARGIN + 6 + i * 6, cy: height - MARGIN };
  });

  return {
    board: { x: 0, y: 0, w: width, h: height },
    keys,
    encoders,
    oled: oled ? { x: MARGIN + XIAO.w + 6, y: MARGIN, w: oled.w, h: oled.h, label: oled.label } : undefined,
    leds,
    xiao,
    usb,
    xiaoLabel: { x: xiao.x + XIAO.w / 2, y: xiao.y + XIAO.h + 3.2 },
    nameLabel: { x: width / 2, y: height - 1.8 },
  };
}

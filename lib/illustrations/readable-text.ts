/**
 * How big a picture's text must be drawn so it stays readable on a phone. Pictures scale with the
 * column (their SVG has a viewBox and fills the width), so text drawn in the picture's own units shrinks
 * with it; these numbers say how much.
 */

/** The smallest text a picture may show on a phone, in CSS pixels (the browser test checks it). */
export const MIN_TEXT_PX = 11;

/** The phone width the pictures are checked at, in CSS pixels. */
export const PHONE_WIDTH_PX = 390;

/** The docs column at that width: the page less its padding (16 px a side). */
export const PHONE_COLUMN_PX = PHONE_WIDTH_PX - 2 * 16;

/** How wide a full-width picture in a picture panel (8 px padding and a 1 px border a side) is drawn on that phone. */
export const PHONE_PICTURE_PX = PHONE_COLUMN_PX - 2 * (8 + 1);

/**
 * The smallest font size, in the picture's own units, that is drawn at least `MIN_TEXT_PX` tall when a
 * picture `viewBoxWidth` units wide is shown `drawnPx` pixels wide (a full-width phone picture by default).
 * Rounded up to a quarter unit.
 */
export function readableFontSize(viewBoxWidth: number, drawnPx: number = PHONE_PICTURE_PX): number {
  if (!(viewBoxWidth > 0) || !(drawnPx > 0)) throw new Error(`readableFontSize needs positive sizes, got ${viewBoxWidth} and ${drawnPx}`);
  return Math.ceil(((MIN_TEXT_PX * viewBoxWidth) / drawnPx) * 4 - 1e-9) / 4;
}

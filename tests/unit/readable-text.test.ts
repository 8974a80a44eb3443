import { describe, expect, it } from "vitest";
import { MIN_TEXT_PX, PHONE_COLUMN_PX, PHONE_PICTURE_PX, PHONE_WIDTH_PX, readableFontSize } from "~/lib/illustrations/readable-text";

describe("readable picture text on a phone", () => {
  it("knows how wide a picture is drawn on a 390px phone", () => {
    expect(PHONE_WIDTH_PX).toBe(390);
    expect(PHONE_COLUMN_PX).toBe(358);
    expect(PHONE_PICTURE_PX).toBe(340);
  });

  it("draws text at its true size in a picture exactly as wide as the phone shows it", () => {
    expect(readableFontSize(PHONE_PICTURE_PX)).toBe(MIN_TEXT_PX);
  });

  it("grows the font with the picture's width and rounds up to a quarter unit", () => {
    expect(readableFontSize(360)).toBe(11.75); // 11.65 rounded up
    expect(readableFontSize(680)).toBe(22);
    expect(readableFontSize(412, PHONE_COLUMN_PX)).toBe(12.75);
    for (const width of [120, 300, 372, 430, 999]) {
      const size = readableFontSize(width);
      expect((size * PHONE_PICTURE_PX) / width).toBeGreaterThanOrEqual(MIN_TEXT_PX);
      expect(((size - 0.25) * PHONE_PICTURE_PX) / width).toBeLessThan(MIN_TEXT_PX);
    }
  });

  it("refuses sizes that are not positive", () => {
    expect(() => readableFontSize(0)).toThrow("readableFontSize needs positive sizes, got 0 and 340");
    expect(() => readableFontSize(100, Number.NaN)).toThrow(/positive sizes/);
  });
});

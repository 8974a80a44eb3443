import { describe, expect, it } from "vitest";
import { limits } from "@hackpad/programme/limits";
import { boundedCount, checkPadRules, padFieldMax, padRulesVerdict } from "~/lib/illustrations/pad-rules";

const okOf = (checks: ReturnType<typeof checkPadRules>) => Object.fromEntries(checks.map((check) => [check.id, check.ok]));

describe("padFieldMax", () => {
  it("bounds every count field by the programme's limit for that part", () => {
    expect(padFieldMax).toEqual({ switches: limits.maxSwitches, encoders: limits.maxEncoders, leds: limits.maxLeds });
  });
});

describe("boundedCount", () => {
  it("keeps a typed count between 0 and the limit", () => {
    expect(boundedCount("7", 16)).toBe(7);
    expect(boundedCount("24", 16)).toBe(16);
    expect(boundedCount("-3", 16)).toBe(0);
    expect(boundedCount("16", 16)).toBe(16);
  });

  it("reads an empty field or text as 0 and a fraction as its whole part", () => {
    expect(boundedCount("", 16)).toBe(0);
    expect(boundedCount("abc", 2)).toBe(0);
    expect(boundedCount("2.7", 16)).toBe(2);
  });

  it("never goes above a limit of 0 or a fractional limit", () => {
    expect(boundedCount("5", 0)).toBe(0);
    expect(boundedCount("5", 2.5)).toBe(2);
  });
});

describe("checkPadRules", () => {
  it("checks the input, encoder, OLED and LED rules against the programme limits", () => {
    const checks = checkPadRules({ switches: 4, encoders: 1, oled: true, leds: 2 });
    expect(checks.map((check) => check.id)).toEqual(["inputs", "encoders", "oled", "leds"]);
    expect(checks.map((check) => [check.count, check.max])).toEqual([
      [5, limits.maxInputs],
      [1, limits.maxEncoders],
      [1, limits.maxOleds],
      [2, limits.maxLeds],
    ]);
    expect(checks.every((check) => check.ok)).toBe(true);
  });

  it("counts encoders as inputs: the most switches plus one encoder is one input too many", () => {
    const checks = checkPadRules({ switches: limits.maxSwitches, encoders: 1, oled: false, leds: 0 });
    expect(checks.find((check) => check.id === "inputs")).toMatchObject({ count: limits.maxSwitches + 1, ok: false });
    expect(okOf(checks)).toEqual({ inputs: false, encoders: true, oled: true, leds: true });
  });

  it("allows exactly the limit and refuses one more of each part", () => {
    const atLimit = checkPadRules({ switches: limits.maxInputs - limits.maxEncoders, encoders: limits.maxEncoders, oled: true, leds: limits.maxLeds });
    expect(okOf(atLimit)).toEqual({ inputs: true, encoders: true, oled: true, leds: true });
    const over = checkPadRules({ switches: 0, encoders: limits.maxEncoders + 1, oled: true, leds: limits.maxLeds + 1 });
    expect(okOf(over)).toEqual({ inputs: true, encoders: false, oled: true, leds: false });
  });

  it("counts no OLED as 0 screens", () => {
    expect(checkPadRules({ switches: 0, encoders: 0, oled: false, leds: 0 }).find((check) => check.id === "oled")?.count).toBe(0);
  });
});

describe("padRulesVerdict", () => {
  it("says a design within every limit is within them", () => {
    expect(padRulesVerdict(checkPadRules({ switches: 4, encoders: 1, oled: true, leds: 2 }))).toMatch(/^Within the programme's limits/);
  });

  it("names every broken rule", () => {
    const verdict = padRulesVerdict(checkPadRules({ switches: limits.maxSwitches, encoders: 1, oled: false, leds: limits.maxLeds + 1 }));
    expect(verdict).toBe("Over the programme's limit for inputs (switches + encoders) and LEDs, so it can't be approved.");
    expect(padRulesVerdict(checkPadRules({ switches: 0, encoders: limits.maxEncoders + 1, oled: false, leds: 0 }))).toBe(
      "Over the programme's limit for rotary encoders, so it can't be approved.",
    );
  });
});

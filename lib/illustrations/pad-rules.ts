import { limits } from "@hackpad/programme/limits";

/** What a pad has, as far as the programme's part limits are concerned. */
export interface PadCounts {
  switches: number;
  encoders: number;
  oled: boolean;
  leds: number;
}

export type PadRuleId = "inputs" | "encoders" | "oled" | "leds";

/** One programme limit checked against a design. */
export interface PadRuleCheck {
  id: PadRuleId;
  label: string;
  count: number;
  max: number;
  ok: boolean;
}

/** The most each number field of a design tool may hold: the programme's own limit for that part. */
export const padFieldMax = {
  switches: limits.maxSwitches,
  encoders: limits.maxEncoders,
  leds: limits.maxLeds,
} as const;

/**
 * A typed-in count, kept between 0 and `max`. Anything that isn't a number (an empty field, "abc")
 * counts as 0, and a fraction is cut to its whole part.
 */
export function boundedCount(raw: string, max: number): number {
  const n = Number.parseInt(raw, 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(Math.max(n, 0), Math.max(0, Math.floor(max)));
}

/** The input, encoder, OLED and LED rules, each with what the design has and what the programme allows. */
export function checkPadRules(design: PadCounts): PadRuleCheck[] {
  const rule = (id: PadRuleId, label: string, count: number, max: number): PadRuleCheck => ({ id, label, count, max, ok: count <= max });
  return [
    rule("inputs", "Inputs (switches + encoders)", design.switches + design.encoders, limits.maxInputs),
    rule("encoders", "Rotary encoders", design.encoders, limits.maxEncoders),
    rule("oled", "OLED screens", design.oled ? 1 : 0, limits.maxOleds),
    rule("leds", "LEDs", design.leds, limits.maxLeds),
  ];
}

/** One sentence on whether the design keeps to the rules, naming every broken one. */
export function padRulesVerdict(checks: readonly PadRuleCheck[]): string {
  const broken = checks.filter((check) => !check.ok).map((check) => check.label.replace(/^[A-Z](?=[a-z])/, (first) => first.toLowerCase()));
  if (broken.length === 0) return "Within the programme's limits for inputs, encoders, OLED screens and LEDs.";
  const names = broken.length === 1 ? broken[0] : `${broken.slice(0, -1).join(", ")} and ${broken.at(-1)}`;
  return `Over the programme's limit for ${names}, so it can't be approved.`;
}

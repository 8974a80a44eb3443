/**
 * Text from a board (footprint references, net names, the pad's name) as one harmless line: every line break,
 * control character, bidirectional or other format character, line or paragraph separator (U+2028, U+2029), NUL,
 * surrogate, private-use or unassigned code point becomes a space, runs of spaces shrink to one, and the result
 * is cut to `max` characters. What is left can sit in a one-line comment of any language without ending it.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}]/gu;

export function oneLine(text: string, max = 120): string {
  const plain = text.replace(UNSAFE, " ").replace(/\s+/g, " ").trim();
  return [...plain].slice(0, max).join("");
}

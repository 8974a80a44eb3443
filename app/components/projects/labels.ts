import type { Oled } from "~/lib/projects/fields";

/** "0.91-inch OLED" or "No OLED". */
export function oledLabel(oled: Oled): string {
  return oled === "none" ? "No OLED" : `${oled}-inch OLED`;
}

export { plural } from "../spec-badge";

/** Text that fits on the drawn board: the title in capitals, cut short with an ellipsis. */
export function boardName(title: string): string {
  const upper = title.toUpperCase();
  return upper.length > 16 ? `${upper.slice(0, 15)}…` : upper;
}

/** `github.com/owner/repo` from a repository URL, for link text. */
export function shortUrl(url: string): string {
  return url.replace(/^https:\/\//, "").replace(/\/+$/, "");
}

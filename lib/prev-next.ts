import type { NavLink } from "../content/site.ts";
import { samePage } from "./paths.ts";

/** The pages before and after `pathname` in a reading order (none at the ends or off the list). */
export function prevNext(order: readonly NavLink[], pathname: string): { prev?: NavLink; next?: NavLink } {
  const index = order.findIndex((link) => samePage(link.href, pathname));
  if (index === -1) return {};
  return { prev: order[index - 1], next: order[index + 1] };
}

import { localDay } from "~/app/lib/programme-status";

/** Set by vite.config.ts at build time, so the prerendered pages and the browser bundle agree on it. */
declare const __BUILD_DAY__: string | undefined;

/**
 * The day the site was built (YYYY-MM-DD). Prerendered pages state the programme's status as of this day,
 * and hydration starts from it too. Outside a build (unit tests) it is the machine's own day.
 */
export function buildDay(): string {
  return typeof __BUILD_DAY__ === "string" ? __BUILD_DAY__ : localDay(new Date());
}

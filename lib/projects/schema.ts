import { z } from "zod";
import { GRID_ROW } from "../pad-layout.ts";
import { FIRMWARES, OLEDS, SWITCH_TYPES, XIAO_SIDES } from "./fields.ts";

export { FIRMWARES, OLEDS, SWITCH_TYPES };

/** A GitHub user name: letters, digits and single inner dashes, at most 39 characters, no `@`. */
export const GITHUB_HANDLE = /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}$/;

/** An image file name beside `index.md`: no folders, no URL, a lower-case extension the site serves. */
export const IMAGE_FILE = /^[A-Za-z0-9][A-Za-z0-9._-]*\.(?:png|jpe?g|gif|webp)$/;

const count = (what: string) => z.int({ error: `expected a whole number of ${what}` }).min(0, { error: `expected a whole number of ${what}, 0 or more` });

/** YAML reads `oled: 0.91` as a number; both spellings mean the same screen. */
function oledToString(value: unknown): unknown {
  if (value === 0.91) return "0.91";
  if (value === 0.96) return "0.96";
  return value;
}

/**
 * Front matter of `content/projects/<slug>/index.md`. Field names are fixed; unknown fields are errors
 * (a typo like `encoder:` must not silently drop a value). Programme limits are checked separately in
 * `rules.ts`, so that a bad count and a bad description are both reported at once.
 */
export const projectFrontmatterSchema = z.strictObject({
  title: z
    .string({ error: "expected the project's name as text" })
    .trim()
    .min(2, { error: "expected at least 2 characters" })
    .max(60, { error: "expected at most 60 characters" }),
  author: z.string({ error: "expected your GitHub user name" }).regex(GITHUB_HANDLE, {
    error: "expected a GitHub user name like octocat (letters, digits and dashes, no @)",
  }),
  description: z
    .string({ error: "expected one sentence of 20-200 characters" })
    .trim()
    .min(20, { error: "expected one sentence of 20-200 characters, this one is too short" })
    .max(200, { error: "expected one sentence of 20-200 characters, this one is too long" }),
  firmware: z.enum(FIRMWARES, { error: `expected one of ${FIRMWARES.join(", ")}` }),
  switches: count("switches").min(1, { error: "expected at least 1 switch" }),
  switchType: z.enum(SWITCH_TYPES, { error: `expected one of ${SWITCH_TYPES.map((s) => `"${s}"`).join(", ")}` }),
  encoders: count("rotary encoders"),
  oled: z.preprocess(oledToString, z.enum(OLEDS, { error: `expected one of ${OLEDS.map((s) => `"${s}"`).join(", ")}` })),
  leds: count("LEDs"),
  repository: z.url({ protocol: /^https$/, error: "expected a link that starts with https://" }),
  layout: z
    .array(
      z.string({ error: "expected a row of K, L, E, o and . characters" }).regex(GRID_ROW, {
        error: "expected a row of K (key), L (key with an LED under it), E (encoder), o (LED alone) and . (nothing)",
      }),
      { error: 'expected a list of rows seen from above, like [".KE", "KKK"]' },
    )
    .min(1, { error: "expected at least one row" })
    .max(16, { error: "expected at most 16 rows" })
    .optional(),
  xiao: z.enum(XIAO_SIDES, { error: `expected one of ${XIAO_SIDES.join(", ")}` }).optional(),
  cover: z
    .string({ error: "expected the file name of an image in the project folder" })
    .regex(IMAGE_FILE, { error: "expected the file name of a .png, .jpg, .gif or .webp image in the project folder, like cover.jpg" })
    .optional(),
  coverAlt: z
    .string({ error: "expected a short description of the cover picture" })
    .trim()
    .min(5, { error: "expected a short description of the cover picture (5 characters or more)" })
    .max(200, { error: "expected at most 200 characters" })
    .optional(),
});

export type ProjectFrontmatter = z.infer<typeof projectFrontmatterSchema>;
export type { Firmware, Oled, SwitchType } from "./fields.ts";

/** Every field name, in the order the template writes them. */
export const PROJECT_FIELDS = Object.keys(projectFrontmatterSchema.shape) as (keyof ProjectFrontmatter)[];

/** How a value reads in a message: strings quoted, everything else as YAML would print it. */
export function showValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (value === null) return "empty";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  return String(value);
}

/** The value at a schema issue's path (`layout.1` is the second row of `layout`). */
function valueAt(record: Record<string, unknown>, path: readonly PropertyKey[]): unknown {
  if (path.length === 0) return undefined;
  let value: unknown = record;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Checks front matter against the schema. Every problem becomes one line:
 * `<file>: <field> is <value>, expected …`, `<file>: <field> is missing` or `<file>: unknown field "<name>"`.
 */
export function checkFrontmatter(file: string, data: unknown): { value?: ProjectFrontmatter; errors: string[] } {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return { errors: [`${file}: front matter is missing; start the file with --- lines holding ${PROJECT_FIELDS.join(", ")}`] };
  }
  const record = data as Record<string, unknown>;
  const result = projectFrontmatterSchema.safeParse(record);
  const errors: string[] = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) {
          errors.push(`${file}: unknown field "${key}" (the fields are ${PROJECT_FIELDS.join(", ")})`);
        }
        continue;
      }
      const field = issue.path.map(String).join(".") || "front matter";
      const value = valueAt(record, issue.path);
      if (value === undefined || value === null) errors.push(`${file}: ${field} is missing (${issue.message})`);
      else errors.push(`${file}: ${field} is ${showValue(value)}, ${issue.message}`);
    }
  }
  if (record.cover !== undefined && record.coverAlt === undefined) {
    errors.push(`${file}: coverAlt is missing, it is needed when cover is set: describe the picture for people who cannot see it`);
  }
  if (record.coverAlt !== undefined && record.cover === undefined) {
    errors.push(`${file}: coverAlt is set but cover is not; add cover or remove coverAlt`);
  }
  return errors.length === 0 && result.success ? { value: result.data, errors } : { errors };
}

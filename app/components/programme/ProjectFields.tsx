import type { ReactNode } from "react";
import { GRID_CELLS } from "~/lib/pad-layout";
import { FIRMWARES, OLEDS, SWITCH_TYPES, XIAO_SIDES } from "~/lib/projects/fields";
import { SCREW_BLOCK_FIELDS } from "~/lib/projects/screw-fields";
import { limits } from "@hackpad/programme/limits";
import { submissionTarget } from "@hackpad/programme/submission";

const quoted = (values: readonly string[]) =>
  values.map((value, index) => (
    <span key={value}>
      {index > 0 ? ", " : ""}
      <code>{value}</code>
    </span>
  ));

/** The front matter fields of a project page, with the values the checker accepts (from its schema and the limits), as a list that reads well on phones. */
export function ProjectFields() {
  const rows: { field: string; expects: ReactNode; example: string }[] = [
    { field: "title", expects: "Your pad's name, 2 to 60 characters", example: "Volume Brick" },
    { field: "author", expects: "Your GitHub user name, without the @", example: "octocat" },
    { field: "description", expects: "One sentence, 20 to 200 characters", example: "A nine-key pad with a volume knob, made for editing videos." },
    { field: "firmware", expects: <>One of {quoted(FIRMWARES)}</>, example: "KMK" },
    { field: "switches", expects: `How many switches, up to ${limits.maxSwitches}`, example: "9" },
    { field: "switchType", expects: <>One of {quoted(SWITCH_TYPES)}</>, example: "MX" },
    { field: "encoders", expects: `How many rotary encoders, up to ${limits.maxEncoders} (switches + encoders: ${limits.maxInputs} at most)`, example: "1" },
    { field: "oled", expects: <>One of {quoted(OLEDS)}</>, example: "none" },
    { field: "leds", expects: `How many LEDs, up to ${limits.maxLeds}`, example: "4" },
    {
      field: "repository",
      expects: "A link to your project folder, starting with https://",
      example: `${submissionTarget.repository}/tree/main/${submissionTarget.folder}/volume-brick`,
    },
    {
      field: "layout",
      expects: (
        <>
          Optional: where things sit, seen from above, one row of characters per row of keys:{" "}
          {Object.entries(GRID_CELLS).map(([char, what], index) => (
            <span key={char}>
              {index > 0 ? ", " : ""}
              <code>{char}</code> {what}
            </span>
          ))}
          . The page's drawing follows it when there is no cover picture.
        </>
      ),
      example: '[".KE", "KKK"]',
    },
    {
      field: "xiao",
      expects: <>Optional: which end of the top edge the XIAO sits at, for the drawing: {quoted(XIAO_SIDES)} (left when left out)</>,
      example: "right",
    },
    { field: "cover", expects: "Optional: the file name of a picture in the same folder", example: "cover.jpg" },
    { field: "coverAlt", expects: "Needed with cover: what the picture shows, in words", example: "The pad from above, black case, white keys" },
  ];
  return <FieldList rows={rows} />;
}

/** The fields of a ```screws block (see lib/projects/screws.ts), in the same list style. */
export function ScrewBlockFields() {
  return <FieldList rows={SCREW_BLOCK_FIELDS.map(({ field, what, example }) => ({ field, expects: what, example }))} />;
}

function FieldList({ rows }: { rows: { field: string; expects: ReactNode; example: string }[] }) {
  return (
    <dl className="not-prose my-4 divide-y divide-[var(--border)] rounded-lg border border-[var(--border)] text-[0.95rem]">
      {rows.map((row) => (
        <div key={row.field} className="gap-4 px-3 py-2 sm:grid sm:grid-cols-[8rem_minmax(0,1fr)]">
          <dt>
            <code className="font-semibold">{row.field}</code>
          </dt>
          <dd>
            {row.expects}
            <span className="block text-[var(--fg-muted)]">
              Example: <span className="[overflow-wrap:anywhere]">{row.example}</span>
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

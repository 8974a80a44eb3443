import { useId, useState } from "react";
import { controller } from "@hackpad/programme/controller";
import { pinBudget, type PinBudgetInput, type PinUse, type Wiring } from "~/lib/illustrations/matrix";
import { boundedCount, checkPadRules, padFieldMax, padRulesVerdict, type PadRuleCheck } from "~/lib/illustrations/pad-rules";
import { Mark } from "~/app/components/Mark";
import { TableScroll } from "~/app/components/TableScroll";

/** Colours per use: dark fills with white text in the light theme, light fills with dark text in the dark theme. */
const useStyle: Record<PinUse, { box: string; swatch: string; name: string }> = {
  keys: { box: "fill-emerald-700 dark:fill-emerald-300", swatch: "bg-emerald-700 dark:bg-emerald-300", name: "Keys" },
  encoder: { box: "fill-violet-700 dark:fill-violet-300", swatch: "bg-violet-700 dark:bg-violet-300", name: "Knob" },
  i2c: { box: "fill-sky-700 dark:fill-sky-300", swatch: "bg-sky-700 dark:bg-sky-300", name: "I2C" },
  leds: { box: "fill-amber-700 dark:fill-amber-300", swatch: "bg-amber-700 dark:bg-amber-300", name: "LEDs" },
};

const BOX = 40;
const GAP = 6;

/** A number field bounded by the programme limit for that part, which it names under the label. */
function CountField({ label, value, max, onChange }: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const inputId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        step={1}
        value={value}
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => onChange(boundedCount(e.target.value, max))}
        className="w-20 rounded border border-[var(--border)] bg-[var(--bg)] px-2 py-1 text-[var(--fg)]"
      />
      <span id={`${inputId}-hint`} className="text-xs text-[var(--fg-muted)]">
        At most {max}
      </span>
    </div>
  );
}

/** The input, encoder, OLED and LED rules, each with a tick or a cross. */
function RuleChecks({ checks }: { checks: readonly PadRuleCheck[] }) {
  return (
    <ul aria-label="Programme limits" className="not-prose mt-2 flex flex-wrap gap-2">
      {checks.map((check) => (
        <li
          key={check.id}
          data-rule={check.id}
          data-ok={check.ok}
          className={`rounded-full border px-2.5 py-0.5 ${check.ok ? "border-[var(--border)]" : "border-rose-700 font-semibold text-rose-800 dark:border-rose-300 dark:text-rose-200"}`}
        >
          <Mark ok={check.ok} />
          {check.label}: {check.count} of {check.max}
          <span className="sr-only">{check.ok ? ", allowed" : ", over the limit"}</span>
        </li>
      ))}
    </ul>
  );
}

/** The pins as boxes, `columns` to a row: all in one row on wide screens, two rows on phones. */
function PinBoxes({
  columns,
  owner,
  title,
  titleId,
  className,
}: {
  columns: number;
  owner: Map<string, PinUse>;
  title: string;
  titleId: string;
  className: string;
}) {
  const rowHeight = BOX + 26;
  const rows = Math.ceil(controller.pins.length / columns);
  const width = columns * (BOX + GAP) - GAP;
  return (
    <svg
      viewBox={`0 -4 ${width} ${rows * rowHeight}`}
      role="img"
      aria-labelledby={titleId}
      className={className}
      fontFamily="ui-sans-serif, system-ui, sans-serif"
    >
      <title id={titleId}>{title}</title>
      {controller.pins.map((pin, i) => {
        const use = owner.get(pin.name);
        const x = (i % columns) * (BOX + GAP);
        const y = Math.floor(i / columns) * rowHeight;
        return (
          <g key={pin.name}>
            <rect
              x={x}
              y={y}
              width={BOX}
              height={BOX}
              rx={6}
              strokeWidth={1.5}
              strokeDasharray={use ? undefined : "4 3"}
              className={use ? `${useStyle[use].box} stroke-transparent` : "fill-transparent stroke-slate-500 dark:stroke-slate-400"}
            />
            <text
              x={x + BOX / 2}
              y={y + BOX / 2 + 5}
              textAnchor="middle"
              fontSize={14}
              fontWeight={700}
              className={use ? "fill-white dark:fill-slate-900" : "fill-slate-600 dark:fill-slate-300"}
            >
              {pin.name}
            </text>
            <text x={x + BOX / 2} y={y + BOX + 15} textAnchor="middle" fontSize={11} className="fill-slate-700 dark:fill-slate-300">
              {use ? useStyle[use].name : "free"}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * The XIAO's pins as a row of boxes, coloured by what a design puts on them, with a small form to
 * change the design. The first render (and the prerendered page) shows `initial`.
 */
export function PinBudget({ initial }: { initial: PinBudgetInput }) {
  const [design, setDesign] = useState<PinBudgetInput>(initial);
  const budget = pinBudget(design);
  const id = useId();
  const titleId = `${id}-title`;

  const owner = new Map<string, PinUse>();
  for (const line of budget.lines) for (const pin of line.assigned) owner.set(pin, line.use);

  const summary = budget.fits
    ? `${budget.used} of ${budget.available} pins used, ${budget.free} free.`
    : `${budget.used} pins needed but the ${controller.short} has ${budget.available}: ${-budget.free} short.${design.wiring === "direct" ? " Try a matrix." : ""}`;
  const title = `${controller.short} pin budget. ${summary} ${budget.lines.map((line) => `${line.label}: ${line.assigned.join(", ") || "no pins"}`).join(". ")}.`;

  const checks = checkPadRules(design);
  const withinRules = checks.every((check) => check.ok);

  const set = (patch: Partial<PinBudgetInput>) => setDesign((d) => ({ ...d, ...patch }));

  return (
    <figure className="not-prose my-6 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4">
      <form className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
        <CountField label="Switches" value={design.switches} max={padFieldMax.switches} onChange={(switches) => set({ switches })} />
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 font-semibold">Key wiring</legend>
          {(["direct", "matrix"] as Wiring[]).map((wiring) => (
            <label key={wiring} className="flex items-center gap-2">
              <input type="radio" name={`${id}-wiring`} value={wiring} checked={design.wiring === wiring} onChange={() => set({ wiring })} />
              {wiring === "direct" ? "Direct (pin per key)" : "Matrix (rows × columns)"}
            </label>
          ))}
        </fieldset>
        <CountField label="Rotary encoders" value={design.encoders} max={padFieldMax.encoders} onChange={(encoders) => set({ encoders })} />
        <CountField label="LEDs (SK6812)" value={design.leds} max={padFieldMax.leds} onChange={(leds) => set({ leds })} />
        <label className="flex items-center gap-2 self-end">
          <input type="checkbox" checked={design.oled} onChange={(e) => set({ oled: e.target.checked })} />
          <span className="font-semibold">OLED</span>
        </label>
        <label className="flex items-center gap-2 self-end">
          <input type="checkbox" checked={design.expander === true} onChange={(e) => set({ expander: e.target.checked })} />
          <span className="font-semibold">IO expander</span>
        </label>
      </form>

      <PinBoxes columns={controller.pins.length} owner={owner} title={title} titleId={`${titleId}-wide`} className="mt-4 hidden h-auto w-full sm:block" />
      <PinBoxes columns={6} owner={owner} title={title} titleId={`${titleId}-narrow`} className="mt-4 block h-auto w-full sm:hidden" />

      <figcaption className="mt-3 text-sm">
        <div aria-live="polite" data-testid="pin-budget-status">
          <p className={`font-bold ${budget.fits ? "text-emerald-800 dark:text-emerald-200" : "text-rose-800 dark:text-rose-200"}`}>{summary}</p>
          <p className={withinRules ? "" : "font-semibold text-rose-800 dark:text-rose-200"}>{padRulesVerdict(checks)}</p>
        </div>
        <RuleChecks checks={checks} />
        <ul className="not-prose mt-3 space-y-1">
          {budget.lines.map((line) => (
            <li key={line.use} className="flex items-start gap-2">
              <span aria-hidden="true" className={`mt-1 inline-block size-3 shrink-0 rounded-sm ${useStyle[line.use].swatch}`} />
              <span>
                {line.label}: <strong>{line.pins}</strong> {line.pins === 1 ? "pin" : "pins"}
                {line.assigned.length > 0 && <span className="text-[var(--fg-muted)]"> ({line.assigned.join(", ")})</span>}
                {line.assigned.length < line.pins && (
                  <span className="text-rose-800 dark:text-rose-200"> ({line.pins - line.assigned.length} without a pin)</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

/** Designs worth comparing: pads like the example projects, and a direct-wired one that runs out of pins. */
const exampleDesigns: { name: string; design: PinBudgetInput }[] = [
  { name: "4 keys, 1 encoder, OLED, 2 LEDs (direct)", design: { switches: 4, wiring: "direct", encoders: 1, oled: true, leds: 2 } },
  { name: "16 keys, OLED, 4 LEDs (matrix)", design: { switches: 16, wiring: "matrix", encoders: 0, oled: true, leds: 4 } },
  { name: "15 keys, 1 encoder (matrix)", design: { switches: 15, wiring: "matrix", encoders: 1, oled: false, leds: 0 } },
  { name: "9 keys, OLED (direct)", design: { switches: 9, wiring: "direct", encoders: 0, oled: true, leds: 0 } },
];

/** A table of worked pin budgets, each computed by `pinBudget`. */
export function PinBudgetExamples() {
  return (
    <TableScroll label="Pin budget examples table">
      <table>
        <caption className="sr-only">Worked pin budgets for example designs</caption>
        <thead>
          <tr>
            <th scope="col">Design</th>
            <th scope="col">Where the pins go</th>
            <th scope="col">Pins used</th>
          </tr>
        </thead>
        <tbody>
          {exampleDesigns.map(({ name, design }) => {
            const budget = pinBudget(design);
            return (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td>{budget.lines.map((line) => `${line.label}: ${line.pins}`).join(" · ")}</td>
                <td>
                  <strong>
                    {budget.used} of {budget.available}
                  </strong>
                  {budget.fits ? "" : ` (${-budget.free} short)`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

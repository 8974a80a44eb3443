import { limits } from "@hackpad/programme/limits";
import { printVolumeFit } from "@hackpad/programme/print-volume";
import { decimals, plural, sizeText } from "@hackpad/preflight/report";
import type { CasePartMeasurement } from "@hackpad/preflight/report";

const GAP = 24;
const FONT = 11;

/** What one drawing shows: a whole file, or one of the parts a file holds side by side. */
interface DrawnPart {
  file: string;
  size: [number, number, number];
  /** "2 bodies", or "part 2 of 3" for a file that holds several parts. */
  note: string;
}

/** The drawings for one STL: the file itself, or each printable part it holds (parts laid side by side are judged one by one). */
function drawnParts(part: CasePartMeasurement): DrawnPart[] {
  const strays = part.strays ? `, ${plural(part.strays, "tiny stray", "tiny strays")} left out` : "";
  if (!part.parts) return [{ file: part.file, size: part.size, note: plural(part.bodies, "body", "bodies") }];
  return part.parts.map((size, index, all) => ({
    file: part.file,
    size,
    note: `${all.length === 1 ? "the part" : `part ${index + 1} of ${all.length}`}${strays}`,
  }));
}

/** One part lying the way it fits best: a top view against the limit's footprint and a side view against its height. */
function PartBox({ part, index }: { part: DrawnPart; index: number }) {
  const fit = printVolumeFit(part.size);
  const [a = 0, b = 0, c = 0] = fit.sorted;
  const [la = 0, lb = 0, lc = 0] = fit.limit;
  const topY = FONT * 1.6;
  const sideY = topY + Math.max(b, lb) + GAP;
  const width = Math.max(a, la);
  const height = sideY + Math.max(c, lc) + FONT * 0.8;
  const titleId = `case-part-${index}`;
  const partClass = fit.fits
    ? "fill-sky-600/40 stroke-sky-700 dark:fill-sky-300/40 dark:stroke-sky-300"
    : "fill-rose-600/40 stroke-rose-700 dark:fill-rose-300/40 dark:stroke-rose-300";
  const limitClass = "fill-none stroke-slate-500 dark:stroke-slate-400";
  return (
    <figure className="min-w-0 rounded-lg border border-[var(--border)] p-3" data-case-part={part.file}>
      <figcaption className="font-mono text-sm break-all">{part.file}</figcaption>
      <p className="text-sm">
        {sizeText(part.size)}, {part.note}
        {fit.fits ? "" : " — too big"}
      </p>
      <svg viewBox={`-2 0 ${width + 4} ${height}`} role="img" aria-labelledby={titleId} className="mt-2 h-auto w-full max-w-xs">
        <title id={titleId}>{`${part.file}: ${sizeText(fit.sorted)} ${fit.fits ? "fits" : "does not fit"} in ${la} × ${lb} × ${lc} mm.`}</title>
        <text x={0} y={FONT} fontSize={FONT} className="fill-[var(--fg-muted)]">
          From above
        </text>
        <rect x={0} y={topY} width={la} height={lb} strokeDasharray="6 4" strokeWidth={1.5} className={limitClass} />
        <rect x={0} y={topY} width={a} height={b} strokeWidth={1.5} className={partClass} />
        <text x={0} y={sideY - FONT * 0.5} fontSize={FONT} className="fill-[var(--fg-muted)]">
          From the side: {decimals(c)} of {lc} mm high
        </text>
        <rect x={0} y={sideY} width={la} height={lc} strokeDasharray="6 4" strokeWidth={1.5} className={limitClass} />
        <rect x={0} y={sideY + lc - c} width={a} height={c} strokeWidth={1.5} className={partClass} />
      </svg>
    </figure>
  );
}

/** Every case part the check measured, against the case size limit. */
export function CaseParts({ parts }: { parts: readonly CasePartMeasurement[] }) {
  if (parts.length === 0) return <p className="mt-3">No STL case parts were found to measure.</p>;
  return (
    <>
      <p className="mt-3">
        Dashed: the {limits.case.maxLengthMm} × {limits.case.maxWidthMm} × {limits.case.maxHeightMm} mm limit. Each part is shown lying the way it fits best.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {parts.flatMap(drawnParts).map((part, index) => (
          <PartBox key={`${part.file}-${index}`} part={part} index={index} />
        ))}
      </div>
    </>
  );
}

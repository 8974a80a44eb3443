import { useId } from "react";
import { dimensions } from "@hackpad/programme/dimensions";
import { facts } from "@hackpad/programme/facts";
import { gridTicks, stepsPerKey, wholeSteps } from "~/lib/illustrations/key-grid";
import { readableFontSize } from "~/lib/illustrations/readable-text";
import { GuideFigure, ink } from "./GuideFigure";

/** KiCad's default grid, shown for comparison. */
const DEFAULT_GRID_MM = 1.27;
const SCALE = 7; // drawing units per millimetre
const LEFT = 34;
const VIEW = { w: 360, h: 246 };
/** Every label's size: readable on a phone. */
const TEXT = readableFontSize(VIEW.w);

/**
 * Why the guide uses a 2.38125 mm grid: two switch outlines on the 19.05 mm pitch, a ruler of grid
 * steps between their centres (exactly 8), and KiCad's default 1.27 mm grid below it, on which a
 * quarter-key offset falls between two points.
 */
export function GridDiagram() {
  const titleId = useId();
  const pitch = dimensions.switchSpacingMm;
  const grid = dimensions.switchGridMm;
  const steps = stepsPerKey(pitch, grid);
  const quarter = pitch / 4;
  const quarterOnKeyGrid = wholeSteps(quarter, grid);
  const quarterOnDefault = wholeSteps(quarter, DEFAULT_GRID_MM);
  const keyTop = 14;
  const keySize = pitch * SCALE;
  const c1 = LEFT + keySize / 2;
  const c2 = c1 + pitch * SCALE;
  const cy = keyTop + keySize / 2;
  const rulerA = keyTop + keySize + 26;
  const rulerB = rulerA + 44;
  const x = (mm: number) => c1 + mm * SCALE;

  const description = `Two switch outlines ${facts.switchSpacing} apart, centre to centre. A ruler of the ${facts.switchGrid} grid between the centres has exactly ${steps} steps, and a quarter-key offset lands on step ${quarterOnKeyGrid ?? "none"}. On KiCad's default ${DEFAULT_GRID_MM} mm grid the same quarter-key offset falls between two grid points.`;

  return (
    <GuideFigure
      caption={
        <>
          One key is exactly {steps} steps of the {facts.switchGrid} grid, so switches snap straight onto the {facts.switchSpacing} pitch. Quarter and half keys
          land on the grid too; on the default grid they don’t.
        </>
      }
    >
      <svg viewBox={`0 0 ${VIEW.w} ${VIEW.h}`} role="img" aria-labelledby={titleId} className="h-auto w-full" fontFamily="ui-sans-serif, system-ui, sans-serif">
        <title id={titleId}>{description}</title>
        {[c1, c2].map((c, i) => (
          <g key={c}>
            <rect x={c - keySize / 2} y={keyTop} width={keySize} height={keySize} className={`${ink.panel} ${ink.mutedLine}`} strokeWidth={1.2} />
            <rect
              x={c - 7 * SCALE}
              y={cy - 7 * SCALE}
              width={14 * SCALE}
              height={14 * SCALE}
              rx={3}
              className="fill-zinc-200 stroke-zinc-500 dark:fill-zinc-700 dark:stroke-zinc-400"
              strokeWidth={1}
            />
            <circle cx={c} cy={cy} r={7} className="fill-none stroke-blue-700 dark:stroke-sky-300" strokeWidth={2} />
            <path d={`M${c - 4} ${cy}h8M${c} ${cy - 4}v8`} className="stroke-blue-700 dark:stroke-sky-300" strokeWidth={1.5} />
            <text x={c} y={keyTop + keySize - 10} textAnchor="middle" fontSize={TEXT} className={ink.text}>
              SW{i + 1}
            </text>
          </g>
        ))}
        {/* Centre-to-centre guide lines */}
        <path
          d={`M${c1} ${cy + 9}V${rulerA - 6}M${c2} ${cy + 9}V${rulerA - 6}`}
          className="stroke-blue-700 dark:stroke-sky-300"
          strokeWidth={1}
          strokeDasharray="3 3"
        />

        {/* Ruler A: the key grid */}
        <path d={`M${c1} ${rulerA}H${c2}`} className={ink.line} strokeWidth={1.4} />
        {gridTicks(pitch, grid).map((t, i) => (
          <g key={`a-${t}`}>
            <path d={`M${x(t)} ${rulerA - 5}v10`} className={ink.line} strokeWidth={1.4} />
            <text x={x(t)} y={rulerA + 19} textAnchor="middle" fontSize={TEXT} className={ink.muted}>
              {i}
            </text>
          </g>
        ))}
        <circle cx={x(quarter)} cy={rulerA} r={4} className="fill-emerald-700 dark:fill-emerald-300" />
        <text x={c2 + 8} y={rulerA + 4} fontSize={TEXT} className={ink.text}>
          {facts.switchGrid}
        </text>

        {/* Ruler B: KiCad's default grid */}
        <path d={`M${c1} ${rulerB}H${c2}`} className={ink.mutedLine} strokeWidth={1.2} />
        {gridTicks(pitch, DEFAULT_GRID_MM).map((t) => (
          <path key={`b-${t}`} d={`M${x(t)} ${rulerB - 4}v8`} className={ink.mutedLine} strokeWidth={1.2} />
        ))}
        <circle
          cx={x(quarter)}
          cy={rulerB}
          r={4}
          className={quarterOnDefault === undefined ? "fill-none stroke-rose-700 dark:stroke-rose-300" : "fill-emerald-700"}
          strokeWidth={2}
        />
        <text x={c2 + 8} y={rulerB + 4} fontSize={TEXT} className={ink.muted}>
          {DEFAULT_GRID_MM} mm
        </text>
        <text x={x(quarter) + 8} y={rulerB + 22} fontSize={TEXT} className={ink.muted}>
          ¼ key: between two points
        </text>
      </svg>
    </GuideFigure>
  );
}

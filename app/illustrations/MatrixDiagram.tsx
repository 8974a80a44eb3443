import { useId } from "react";
import { controller } from "@hackpad/programme/controller";
import { matrixCells, type MatrixShape } from "~/lib/illustrations/matrix";
import { PHONE_COLUMN_PX, readableFontSize } from "~/lib/illustrations/readable-text";

const CELL_W = 104;
const CELL_H = 86;
const LEFT = 92;
const TOP = 46;

/** Pins for keys: every XIAO pin except the I2C pair, which stays free for an OLED. */
const keyPins = controller.pins.filter((pin) => pin.name !== controller.i2c.sda && pin.name !== controller.i2c.scl);

/** "D0 (GP26)": the n-th key pin by its board name and RP2040 GPIO. */
function pinLabel(index: number): string {
  const pin = keyPins[index];
  return pin ? `${pin.name} (GP${pin.gpio})` : "no pin left";
}

const rowClass = "stroke-sky-700 dark:stroke-sky-300";
const rowText = "fill-sky-800 dark:fill-sky-200";
const colClass = "stroke-rose-700 dark:stroke-rose-300";
const colText = "fill-rose-800 dark:fill-rose-200";

/**
 * A schematic-style key matrix drawn from its size: every switch has a diode on the same end with
 * the band towards its row wire (COL2ROW). Rows take the first XIAO pins, columns the next ones,
 * skipping the I2C pair.
 */
export function MatrixDiagram({ rows, cols, caption }: MatrixShape & { caption?: string }) {
  const titleId = useId();
  const width = LEFT + cols * CELL_W + 8;
  const height = TOP + rows * CELL_H + 8;
  // Switch and diode names: as large as the column allows, and never below what a phone can read.
  const partText = Math.max(12, readableFontSize(width, PHONE_COLUMN_PX));
  const cells = matrixCells({ rows, cols });
  const colX = (c: number) => LEFT + c * CELL_W + 14;
  const rowY = (r: number) => TOP + r * CELL_H + CELL_H - 10;
  const title = `Schematic of a ${rows} by ${cols} key matrix: ${rows * cols} switches, each with a diode whose band points towards its row wire. Rows go to ${Array.from({ length: rows }, (_, r) => pinLabel(r)).join(", ")}; columns go to ${Array.from({ length: cols }, (_, c) => pinLabel(rows + c)).join(", ")}.`;

  return (
    <figure className="not-prose my-6">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        className="mx-auto block h-auto w-full max-w-xl text-slate-800 dark:text-slate-100"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        <title id={titleId}>{title}</title>
        {/* column wires and their pin labels */}
        {Array.from({ length: cols }, (_, c) => (
          <g key={`col-${c}`}>
            <text x={colX(c)} y={14} textAnchor="middle" fontSize={14} fontWeight={700} className={colText}>
              {`COL${c}`}
            </text>
            <text x={colX(c)} y={30} textAnchor="middle" fontSize={13} className={colText}>
              {pinLabel(rows + c)}
            </text>
            <line x1={colX(c)} y1={36} x2={colX(c)} y2={rowY(rows - 1) - 14} strokeWidth={2.5} className={colClass} />
          </g>
        ))}
        {/* row wires and their pin labels */}
        {Array.from({ length: rows }, (_, r) => (
          <g key={`row-${r}`}>
            <text x={2} y={rowY(r) - 5} fontSize={14} fontWeight={700} className={rowText}>
              {`ROW${r}`}
            </text>
            <text x={2} y={rowY(r) + 14} fontSize={13} className={rowText}>
              {pinLabel(r)}
            </text>
            <line x1={LEFT - 10} y1={rowY(r)} x2={LEFT + cols * CELL_W - 4} y2={rowY(r)} strokeWidth={2.5} className={rowClass} />
          </g>
        ))}
        {cells.map((cell) => {
          const x = colX(cell.col);
          const swY = TOP + cell.row * CELL_H + 20;
          const dX = x + 62;
          const yRow = rowY(cell.row);
          const dTop = swY + 16;
          const dBottom = yRow - 10;
          const mid = (dTop + dBottom) / 2;
          return (
            <g key={`cell-${cell.key}`} fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round">
              {/* tap off the column wire into the switch */}
              <circle cx={x} cy={swY} r={3} className="fill-rose-700 stroke-none dark:fill-rose-300" />
              <line x1={x} y1={swY} x2={x + 16} y2={swY} className={colClass} strokeWidth={2} />
              {/* the switch: two contacts and a lever */}
              <circle cx={x + 19} cy={swY} r={3} />
              <circle cx={x + 45} cy={swY} r={3} />
              <line x1={x + 20} y1={swY - 4} x2={x + 44} y2={swY - 13} />
              <text x={x + 32} y={swY + 17} textAnchor="middle" fontSize={partText} stroke="none" fill="currentColor">
                {`SW${cell.key}`}
              </text>
              {/* from the switch to the diode */}
              <polyline points={`${x + 48},${swY} ${dX},${swY} ${dX},${dTop}`} />
              {/* diode: triangle pointing down to its band (cathode), towards the row */}
              <line x1={dX} y1={dTop} x2={dX} y2={mid - 7} />
              <polygon points={`${dX - 7},${mid - 7} ${dX + 7},${mid - 7} ${dX},${mid + 5}`} fill="currentColor" stroke="none" />
              <line x1={dX - 8} y1={mid + 6} x2={dX + 8} y2={mid + 6} strokeWidth={2.6} />
              <line x1={dX} y1={mid + 6} x2={dX} y2={dBottom} />
              <text x={dX + 11} y={mid + 5} fontSize={partText} stroke="none" fill="currentColor">
                {`D${cell.key}`}
              </text>
              <line x1={dX} y1={dBottom} x2={dX} y2={yRow} className={rowClass} strokeWidth={2} />
              <circle cx={dX} cy={yRow} r={3} className="fill-sky-700 stroke-none dark:fill-sky-300" />
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 text-center text-sm text-[var(--fg-muted)]">
        {caption ??
          `A ${rows} × ${cols} matrix: ${rows * cols} switches on ${rows + cols} pins. The firmware pulls one row (blue) low at a time and reads every column (red); a pressed switch lets current flow from its column through the switch and its diode into the row, band towards the row (COL2ROW).`}
      </figcaption>
    </figure>
  );
}

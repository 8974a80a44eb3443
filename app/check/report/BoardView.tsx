import { limits } from "~/content/programme/limits";
import { boardFrame, viewBoxText } from "~/app/check/lib/board-frame";
import { decimals } from "~/packages/preflight/src/report/words";
import type { BoardDrawing } from "~/app/check/lib/worker-protocol";
import type { BoardMeasurement } from "~/packages/preflight/src/types";

const svgData = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Side({ svg, drawing, size, side }: { svg: string; drawing: BoardDrawing; size: { width: number; height: number }; side: "top" | "bottom" }) {
  const [, , drawnWidth, drawnHeight] = drawing.viewBox;
  const frame = boardFrame({ width: drawnWidth, height: drawnHeight }, drawing.units);
  const { board, limit, fontSize } = frame;
  const over = size.width > limits.pcb.maxWidthMm || size.height > limits.pcb.maxHeightMm;
  const titleId = `board-${side}-title`;
  const title = `${side === "top" ? "Top" : "Bottom"} of your board, drawn from your gerbers: ${decimals(size.width)} × ${decimals(size.height)} mm, ${
    over ? "larger than" : "inside"
  } the ${limits.pcb.maxWidthMm} × ${limits.pcb.maxHeightMm} mm limit.`;
  return (
    <figure className="min-w-0">
      <svg viewBox={viewBoxText(frame.viewBox)} role="img" aria-labelledby={titleId} className="h-auto w-full" data-board-side={side}>
        <title id={titleId}>{title}</title>
        <image href={svgData(svg)} x={board.x} y={board.y} width={board.width} height={board.height} preserveAspectRatio="none" />
        <rect
          x={limit.x}
          y={limit.y}
          width={limit.width}
          height={limit.height}
          fill="none"
          strokeWidth={fontSize * 0.12}
          strokeDasharray={`${fontSize * 0.5} ${fontSize * 0.35}`}
          className={over ? "stroke-accent-600 dark:stroke-accent-300" : "stroke-slate-500 dark:stroke-slate-400"}
        />
        <text x={limit.x} y={-fontSize * 0.6} fontSize={fontSize} className="fill-[var(--fg-muted)]">
          {limits.pcb.maxWidthMm} × {limits.pcb.maxHeightMm} mm limit
        </text>
        <text
          x={board.width / 2}
          y={Math.max(board.height, limit.height) + fontSize * 1.4}
          fontSize={fontSize}
          textAnchor="middle"
          className="fill-[var(--fg)]"
        >
          {decimals(size.width)} × {decimals(size.height)} mm
        </text>
      </svg>
      <figcaption className="mt-1 text-center text-sm text-[var(--fg-muted)]">{side === "top" ? "Top" : "Bottom (seen from below)"}</figcaption>
    </figure>
  );
}

/** The participant's board, drawn from their own gerbers, inside the PCB size limit. */
export function BoardView({
  drawing,
  problem,
  measured,
}: {
  drawing: BoardDrawing | null | undefined;
  problem: string | null;
  measured: BoardMeasurement | null;
}) {
  if (drawing === undefined)
    return (
      <p className="mt-3" data-testid="board-pending">
        Drawing your board…
      </p>
    );
  if (drawing === null)
    return (
      <p className="mt-3" data-testid="board-problem">
        {problem ?? "No gerber files were found to draw the board from."}
      </p>
    );
  const scale = drawing.units === "in" ? 25.4 : 1;
  const size = measured ?? { width: drawing.viewBox[2] * scale, height: drawing.viewBox[3] * scale };
  return (
    <>
      <p className="mt-3">
        {measured
          ? `Measured on the outline's centre line: ${decimals(measured.width)} × ${decimals(measured.height)} mm, from ${measured.source}.`
          : "The outline could not be measured, so the drawing's own size is shown."}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2" data-testid="board-drawing">
        <Side svg={drawing.top} drawing={drawing} size={size} side="top" />
        <Side svg={drawing.bottom} drawing={drawing} size={size} side="bottom" />
      </div>
    </>
  );
}

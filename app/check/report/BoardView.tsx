import { limits } from "@hackpad/programme/limits";
import { boardFrame, viewBoxText, type BoardFrame } from "~/app/check/lib/board-frame";
import { EnlargeableFigure, type FigureArt } from "~/app/illustrations/EnlargeableFigure";
import { decimals } from "@hackpad/preflight/report";
import type { BoardDrawing } from "~/app/check/lib/worker-protocol";
import type { BoardPlace } from "~/app/check/lib/board-places";
import { markPlacement } from "~/app/check/lib/board-marks";
import type { BoardMeasurement } from "@hackpad/preflight";

const svgData = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

type Size = { width: number; height: number };
type SideName = "top" | "bottom";

const sideName = { top: "Top", bottom: "Bottom (seen from below)" } as const;

/** One side's picture: drawn inline inside the limit square, and again (through `<use>`) close up when enlarged. */
function sideArt(drawing: BoardDrawing, size: Size, side: SideName, prefix = "board"): { art: FigureArt; frame: BoardFrame; over: boolean } {
  const [, , drawnWidth, drawnHeight] = drawing.viewBox;
  const frame = boardFrame({ width: drawnWidth, height: drawnHeight }, drawing.units);
  const over = size.width > limits.pcb.maxWidthMm || size.height > limits.pcb.maxHeightMm;
  const description = `${side === "top" ? "Top" : "Bottom"} of your board, drawn from your gerbers: ${decimals(size.width)} × ${decimals(size.height)} mm, ${
    over ? "larger than" : "inside"
  } the ${limits.pcb.maxWidthMm} × ${limits.pcb.maxHeightMm} mm limit.`;
  // The enlarged view shows the board itself, edge to edge, so its silkscreen can be read.
  const margin = frame.fontSize * 0.4;
  const { board } = frame;
  const viewBox = { x: board.x - margin, y: board.y - margin, width: board.width + margin * 2, height: board.height + margin * 2 };
  return { art: { id: `${prefix}-${side}`, viewBox, description, label: sideName[side] }, frame, over };
}

/** Outlines round the parts a finding names, on one side, kept inside the board (app/check/lib/board-marks.ts). */
function Marks({ places, side, frame }: { places: readonly BoardPlace[]; side: SideName; frame: BoardFrame }) {
  const { fontSize } = frame;
  return (
    <g data-board-marks={side}>
      {places.map((place) => {
        const { outline, label } = markPlacement(place, side, frame);
        return (
          <g key={place.ref} data-board-mark={place.ref}>
            <rect {...outline} rx={fontSize * 0.3} fill="none" strokeWidth={fontSize * 0.22} className="stroke-amber-500 dark:stroke-amber-300" />
            <text
              {...label}
              fontSize={fontSize}
              textAnchor="middle"
              fontWeight="bold"
              strokeWidth={fontSize * 0.25}
              className="fill-[var(--fg)] stroke-[var(--bg)] [paint-order:stroke]"
            >
              {place.ref}
            </text>
          </g>
        );
      })}
    </g>
  );
}

interface SideProps {
  svg: string;
  drawing: BoardDrawing;
  size: Size;
  side: SideName;
  marked: readonly BoardPlace[];
  /** Starts the ids inside the drawing, unique on the page when it shows the board twice. */
  prefix?: string;
}

function Side({ svg, drawing, size, side, marked, prefix }: SideProps) {
  const { art, frame, over } = sideArt(drawing, size, side, prefix);
  const { board, limit, fontSize } = frame;
  const titleId = `${art.id}-title`;
  const description = marked.length > 0 ? `${art.description} Marked: ${marked.map((place) => place.ref).join(", ")}.` : art.description;
  return (
    <div className="min-w-0">
      <svg viewBox={viewBoxText(frame.viewBox)} role="img" aria-labelledby={titleId} className="block h-auto w-full" data-board-side={side}>
        <title id={titleId}>{description}</title>
        {/* The board alone is what the enlarged view shows again, close up. */}
        <g id={art.id}>
          <image href={svgData(svg)} x={board.x} y={board.y} width={board.width} height={board.height} preserveAspectRatio="none" />
        </g>
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
        {marked.length > 0 ? <Marks places={marked} side={side} frame={frame} /> : null}
      </svg>
      <p className="mt-1 text-center text-sm text-[var(--fg-muted)]">{sideName[side]}</p>
    </div>
  );
}

/** The participant's board, drawn from their own gerbers, inside the PCB size limit. */
export function BoardView({
  drawing,
  problem,
  measured,
  marks = [],
}: {
  drawing: BoardDrawing | null | undefined;
  problem: string | null;
  measured: BoardMeasurement | null;
  /** References of the parts to mark: those the board findings name. */
  marks?: readonly string[];
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
  const marked = (drawing.places ?? []).filter((place) => marks.includes(place.ref));
  const scale = drawing.units === "in" ? 25.4 : 1;
  const size = measured ?? { width: drawing.viewBox[2] * scale, height: drawing.viewBox[3] * scale };
  return (
    <>
      <p className="mt-3">
        {measured
          ? `Measured on the outline's centre line: ${decimals(measured.width)} × ${decimals(measured.height)} mm, from ${measured.source}.`
          : "The outline could not be measured, so the drawing's own size is shown."}
      </p>
      <EnlargeableFigure
        id="board-drawing"
        name="Your board, top and bottom"
        arts={(["top", "bottom"] as const).map((side) => sideArt(drawing, size, side).art)}
        maxWidth="max-w-none"
        caption={`Tap or click the drawing to see it large, with its silkscreen readable. Dashed: the PCB size limit.${
          marked.length > 0 ? ` Outlined: the parts named under "Fix on your board" (${marked.map((place) => place.ref).join(", ")}).` : ""
        }`}
      >
        <div className="grid gap-4 sm:grid-cols-2" data-testid="board-drawing">
          <Side svg={drawing.top} drawing={drawing} size={size} side="top" marked={marked} />
          <Side svg={drawing.bottom} drawing={drawing} size={size} side="bottom" marked={marked} />
        </div>
      </EnlargeableFigure>
    </>
  );
}

/**
 * The board's two sides with some parts outlined, small and without the enlarged view: for a list that names parts
 * of the board away from the report's own drawing (the fixer's "still to do").
 */
export function MarkedBoard({
  drawing,
  measured,
  marks,
  prefix,
}: {
  drawing: BoardDrawing;
  measured: BoardMeasurement | null;
  marks: readonly string[];
  prefix: string;
}) {
  const marked = (drawing.places ?? []).filter((place) => marks.includes(place.ref));
  if (marked.length === 0) return null;
  const scale = drawing.units === "in" ? 25.4 : 1;
  const size = measured ?? { width: drawing.viewBox[2] * scale, height: drawing.viewBox[3] * scale };
  return (
    <div className="mt-2 grid max-w-2xl gap-4 sm:grid-cols-2" data-testid={`${prefix}-drawing`} data-marked={marked.map((place) => place.ref).join(" ")}>
      <Side svg={drawing.top} drawing={drawing} size={size} side="top" marked={marked} prefix={prefix} />
      <Side svg={drawing.bottom} drawing={drawing} size={size} side="bottom" marked={marked} prefix={prefix} />
    </div>
  );
}

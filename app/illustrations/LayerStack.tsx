import { useId } from "react";
import { boardLayers, stackLayers, type LayerKind } from "~/lib/illustrations/layer-stack";
import { readableFontSize } from "~/lib/illustrations/readable-text";
import { GuideFigure, ink } from "./GuideFigure";

const VIEW = { w: 372, h: 266 };
/** Every label's size: readable on a phone. */
const TEXT = readableFontSize(VIEW.w);
const SLAB = { x: 10, w: 138 };
const LABEL_X = 176;
const LABEL_TOP = 30;
const LABEL_STEP = 2.5 * TEXT;

const fills: Record<LayerKind, string> = {
  silk: "fill-zinc-100 stroke-zinc-500 dark:fill-zinc-200 dark:stroke-zinc-400",
  mask: "fill-emerald-700 stroke-emerald-900 dark:fill-emerald-600 dark:stroke-emerald-300",
  copper: "fill-amber-500 stroke-amber-800 dark:fill-amber-400 dark:stroke-amber-200",
  core: "fill-lime-100 stroke-lime-700 dark:fill-lime-900 dark:stroke-lime-500",
};

/**
 * An exploded side view of a 2-layer PCB: silkscreen, mask and copper on each side of the core,
 * with a via joining front and back copper and a through-hole pin. Layer names as KiCad shows them.
 */
export function LayerStack() {
  const titleId = useId();
  const placed = stackLayers(
    boardLayers.map((l) => ({ ...l, thickness: l.kind === "core" ? 34 : l.kind === "copper" ? 9 : 7 })),
    36,
    14,
  );
  const first = placed[0];
  const last = placed[placed.length - 1];
  const top = first?.y ?? 0;
  const bottom = (last?.y ?? 0) + (last?.h ?? 0);
  const via = { x: 62, w: 8 };
  const pin = { x: 128, w: 6 };
  const fCu = placed.find((l) => l.name === "F.Cu");
  const bCu = placed.find((l) => l.name === "B.Cu");
  const description = `Side view of a ${boardLayers.length}-layer stack, top to bottom: ${boardLayers
    .map((l) => `${l.name} (${l.role})`)
    .join(", ")}. A via is a plated hole that joins a track on F.Cu to a track on B.Cu; a through-hole pin passes through every layer.`;

  return (
    <GuideFigure caption={<>A 2-layer board, pulled apart. Tracks on F.Cu and B.Cu can only meet through a via or a through-hole pad.</>}>
      <svg viewBox={`0 0 ${VIEW.w} ${VIEW.h}`} role="img" aria-labelledby={titleId} className="h-auto w-full" fontFamily="ui-sans-serif, system-ui, sans-serif">
        <title id={titleId}>{description}</title>
        {placed.map((layer, i) => {
          const labelY = LABEL_TOP + i * LABEL_STEP;
          const mid = layer.y + layer.h / 2;
          return (
            <g key={layer.name}>
              {layer.kind === "copper" ? (
                <>
                  <rect x={SLAB.x} y={layer.y} width={via.x + via.w + 8 - SLAB.x} height={layer.h} className={fills.copper} strokeWidth={0.8} />
                  <rect x={pin.x - 10} y={layer.y} width={pin.w + 20} height={layer.h} className={fills.copper} strokeWidth={0.8} />
                </>
              ) : (
                <rect x={SLAB.x} y={layer.y} width={SLAB.w} height={layer.h} className={fills[layer.kind]} strokeWidth={0.8} />
              )}
              <path d={`M${SLAB.x + SLAB.w + 4} ${mid}L${LABEL_X - 6} ${labelY - 4}`} className={ink.mutedLine} strokeWidth={0.8} fill="none" />
              <text x={LABEL_X} y={labelY - 1} fontSize={TEXT} fontWeight={700} className={ink.text}>
                {layer.name}
              </text>
              <text x={LABEL_X} y={labelY + TEXT + 1} fontSize={TEXT} className={ink.muted}>
                {layer.short}
              </text>
            </g>
          );
        })}
        {/* Via: a plated barrel from F.Cu to B.Cu */}
        {fCu && bCu && (
          <>
            <rect x={via.x} y={fCu.y} width={via.w} height={bCu.y + bCu.h - fCu.y} className={fills.copper} strokeWidth={0.8} />
            <rect x={via.x + 2.5} y={fCu.y} width={via.w - 5} height={bCu.y + bCu.h - fCu.y} className={ink.panel} />
          </>
        )}
        <text x={via.x + via.w / 2} y={top - 8} textAnchor="middle" fontSize={TEXT} className={ink.text}>
          via
        </text>
        {/* Through-hole pin */}
        <rect
          x={pin.x}
          y={top - 14}
          width={pin.w}
          height={bottom - top + 22}
          rx={1}
          className="fill-zinc-400 stroke-zinc-700 dark:fill-zinc-300 dark:stroke-zinc-100"
          strokeWidth={0.8}
        />
        <text x={pin.x + pin.w / 2} y={top - 18} textAnchor="middle" fontSize={TEXT} className={ink.text}>
          pin
        </text>
        <text x={SLAB.x} y={VIEW.h - 6} fontSize={TEXT} className={ink.muted}>
          Edge.Cuts: the outline the board is cut along
        </text>
      </svg>
    </GuideFigure>
  );
}

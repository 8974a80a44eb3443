import { useId } from "react";
import { dimensions } from "@hackpad/programme/dimensions";
import { facts } from "@hackpad/programme/facts";
import { caseOutline, caseWorkedExample, guideBoard, usbCutoutLeft } from "~/lib/illustrations/guide-case";
import { readableFontSize } from "~/lib/illustrations/readable-text";
import { GuideFigure, ink } from "./GuideFigure";

const VIEW_W = 300;
/** The smallest label size that stays readable on a phone. */
const TEXT = readableFontSize(VIEW_W);

const SCALE = 3;
const OX = 40;
const OY = 30;

/**
 * The bottom's sketch seen from above, for the worked example: outer outline with rounded corners,
 * the pocket, the PCB (dashed), four screw holes with their counterbores and the USB cut-out,
 * with the numbers to type. Drawn from `caseOutline()`.
 */
export function CaseSketch() {
  const titleId = useId();
  const o = caseOutline(guideBoard);
  const ex = caseWorkedExample();
  const X = (mm: number) => OX + mm * SCALE;
  const Y = (mm: number) => OY + mm * SCALE;
  const usbLeft = usbCutoutLeft(guideBoard.usbCentreFromLeftMm);
  const usbW = dimensions.usbCutoutWidthMm;
  const arrow = `${titleId}-arrow`;
  const description = `Top view of the bottom's sketch for the example board of ${ex.board}. The pocket is ${ex.inner} (the PCB plus ${facts.caseInnerMargin} on each side); the outer outline is ${ex.outer} (the PCB plus ${facts.caseOuterExtra}), leaving walls ${ex.wall} thick, with ${facts.fillet} rounded corners. Four holes of ${facts.screwHole} with ${facts.counterbore} counterbores sit ${facts.screwHoleEdgeDistance} in from both outer edges. A USB cut-out ${facts.usbCutoutWidth} wide goes through the top wall, its left edge ${ex.usbLeft} from the outer left edge so it is centred on the USB port.`;

  return (
    <GuideFigure
      maxWidth="max-w-md"
      caption={<>The bottom’s sketch for the example board, seen from above. Solid lines are what you draw; the dashed rectangle is where the PCB will sit.</>}
    >
      <svg viewBox={`0 0 ${VIEW_W} 330`} role="img" aria-labelledby={titleId} className="h-auto w-full" fontFamily="ui-sans-serif, system-ui, sans-serif">
        <title id={titleId}>{description}</title>
        <defs>
          <marker id={arrow} viewBox="0 0 6 6" refX="5" refY="3" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
            <path d="M0 0L6 3L0 6Z" className={ink.text} />
          </marker>
        </defs>
        {/* Outer outline, pocket, PCB */}
        <rect
          x={X(0)}
          y={Y(0)}
          width={o.outer.w * SCALE}
          height={o.outer.h * SCALE}
          rx={o.fillet * SCALE}
          className="fill-sky-100 stroke-sky-800 dark:fill-sky-900 dark:stroke-sky-300"
          strokeWidth={1.4}
        />
        <rect
          x={X(o.innerRect.x)}
          y={Y(o.innerRect.y)}
          width={o.inner.w * SCALE}
          height={o.inner.h * SCALE}
          className={`${ink.panel} stroke-sky-800 dark:stroke-sky-300`}
          strokeWidth={1.2}
        />
        <rect
          x={X(o.pcbRect.x)}
          y={Y(o.pcbRect.y)}
          width={o.pcb.w * SCALE}
          height={o.pcb.h * SCALE}
          className="fill-none stroke-emerald-700 dark:stroke-emerald-300"
          strokeWidth={1.2}
          strokeDasharray="4 3"
        />
        {/* USB cut-out through the top wall */}
        <rect x={X(usbLeft)} y={Y(0) - 1} width={usbW * SCALE} height={o.innerRect.y * SCALE + 1} className={ink.panel} />
        <path
          d={`M${X(usbLeft)} ${Y(0)}V${Y(o.innerRect.y)}M${X(usbLeft + usbW)} ${Y(0)}V${Y(o.innerRect.y)}`}
          className="stroke-sky-800 dark:stroke-sky-300"
          strokeWidth={1.2}
        />
        {/* Holes */}
        {o.holes.map((h) => (
          <g key={`${h.x}-${h.y}`}>
            <circle
              cx={X(h.x)}
              cy={Y(h.y)}
              r={(o.counterboreDiameter / 2) * SCALE}
              className="fill-none stroke-sky-800 dark:stroke-sky-300"
              strokeWidth={1}
              strokeDasharray="2 2"
            />
            <circle cx={X(h.x)} cy={Y(h.y)} r={(o.holeDiameter / 2) * SCALE} className={`${ink.panel} stroke-sky-800 dark:stroke-sky-300`} strokeWidth={1.2} />
          </g>
        ))}

        {/* Labels inside */}
        <text x={X(o.outer.w / 2)} y={Y(o.outer.h / 2) - 8} textAnchor="middle" fontSize={11} fontWeight={700} className={ink.text}>
          pocket
        </text>
        <text x={X(o.outer.w / 2)} y={Y(o.outer.h / 2) + 7} textAnchor="middle" fontSize={10.5} className={ink.text}>
          {ex.inner}
        </text>
        <text x={X(o.outer.w / 2)} y={Y(o.outer.h / 2) + 22} textAnchor="middle" fontSize={TEXT} className={ink.muted}>
          PCB {ex.board}
        </text>

        {/* USB label */}
        <text x={X(usbLeft + usbW / 2)} y={Y(0) - 8} textAnchor="middle" fontSize={10} className={ink.text}>
          USB {facts.usbCutoutWidth}
        </text>

        {/* Outer width (below) and height (right) */}
        <path
          d={`M${X(0)} ${Y(o.outer.h) + 16}H${X(o.outer.w)}`}
          className={ink.line}
          strokeWidth={1}
          markerStart={`url(#${arrow})`}
          markerEnd={`url(#${arrow})`}
        />
        <text x={X(o.outer.w / 2)} y={Y(o.outer.h) + 30} textAnchor="middle" fontSize={10.5} className={ink.text}>
          {ex.outerWidth}
        </text>
        <path
          d={`M${X(o.outer.w) + 16} ${Y(0)}V${Y(o.outer.h)}`}
          className={ink.line}
          strokeWidth={1}
          markerStart={`url(#${arrow})`}
          markerEnd={`url(#${arrow})`}
        />
        <text x={X(o.outer.w) + 22} y={Y(o.outer.h / 2) + 4} fontSize={10.5} className={ink.text}>
          {ex.outerHeight}
        </text>

        {/* Hole position */}
        {(() => {
          const h = o.holes[2] ?? { x: 0, y: 0 };
          return (
            <g>
              <path d={`M${X(0)} ${Y(h.y)}H${X(h.x)}`} className={ink.mutedLine} strokeWidth={0.8} markerEnd={`url(#${arrow})`} />
              <text x={X(0) - 4} y={Y(h.y) + 4} textAnchor="end" fontSize={TEXT} className={ink.text}>
                {facts.screwHoleEdgeDistance}
              </text>
              <text x={X(h.x) + 14} y={Y(h.y) + 3.5} fontSize={TEXT} className={ink.text}>
                Ø{facts.screwHole} / Ø{facts.counterbore}
              </text>
            </g>
          );
        })()}

        {/* Wall */}
        <text x={X(0) - 4} y={Y(o.outer.h / 2) + 4} textAnchor="end" fontSize={TEXT} className={ink.muted}>
          wall
        </text>
        <text x={X(0) - 4} y={Y(o.outer.h / 2) + 16} textAnchor="end" fontSize={TEXT} className={ink.text}>
          {ex.wall}
        </text>
      </svg>
    </GuideFigure>
  );
}

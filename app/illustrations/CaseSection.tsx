import { useId } from "react";
import { facts } from "@hackpad/programme/facts";
import { caseSection, caseWorkedExample, round2 } from "~/lib/illustrations/guide-case";
import { PHONE_PICTURE_PX, readableFontSize } from "~/lib/illustrations/readable-text";
import { GuideFigure, ink } from "./GuideFigure";

const shell = "fill-sky-100 stroke-sky-800 dark:fill-sky-900 dark:stroke-sky-300";

type Pt = [number, number];

/**
 * Where things go in one layout of the picture. The wide layout labels the parts beside the drawing; the
 * phone layout is exactly as wide as a phone shows it (so its text is drawn at its true size), numbers
 * the parts and lists them underneath, and breaks the long hole note over two lines.
 */
interface Layout {
  view: { w: number; h: number };
  scale: number; // drawing units per millimetre
  left: number;
  base: number; // y of the case's underside
  text: number;
  phone: boolean;
}

const wide: Layout = { view: { w: 430, h: 222 }, scale: 4.2, left: 58, base: 166, text: 10.5, phone: false };
const phone: Layout = { view: { w: PHONE_PICTURE_PX, h: 300 }, scale: 4.2, left: 58, base: 176, text: readableFontSize(PHONE_PICTURE_PX), phone: true };

/**
 * A cross-section through the guide's case across one row of keys, with its dimensions: floor,
 * wall height, PCB margin, the PCB hanging from the switches, the top plate, switches and keycaps,
 * and a detail of the gap between printed parts that slide together. Drawn from the programme's
 * dimensions through `caseSection()`.
 */
function SectionDrawing({ layout, className }: { layout: Layout; className: string }) {
  const titleId = useId();
  const s = caseSection();
  const ex = caseWorkedExample();
  const { scale: SCALE, left: LEFT, base: BASE, text: T } = layout;
  const X = (mm: number) => LEFT + mm * SCALE;
  const Y = (mm: number) => BASE - mm * SCALE;
  const poly = (pts: Pt[]) => pts.map(([x, z], i) => `${i ? "L" : "M"}${X(x).toFixed(2)} ${Y(z).toFixed(2)}`).join("") + "Z";

  const W = s.width;
  const H = s.wallTop;
  const cb = s.screw.counterbore / 2;
  const hr = s.screw.hole / 2;
  const d = s.screw.counterboreDepth;
  const hl = s.screw.x;
  const hrx = W - s.screw.x;
  // The bottom shell, cut through both screw holes: a sliver outside each hole and one piece between them.
  const leftSliver: Pt[] = [
    [0, 0],
    [hl - cb, 0],
    [hl - cb, d],
    [hl - hr, d],
    [hl - hr, H],
    [0, H],
  ];
  const rightSliver: Pt[] = leftSliver.map(([x, z]) => [round2(W - x), z]);
  const middle: Pt[] = [
    [hl + cb, 0],
    [hrx - cb, 0],
    [hrx - cb, d],
    [hrx - hr, d],
    [hrx - hr, H],
    [s.innerRight, H],
    [s.innerRight, s.floor],
    [s.innerLeft, s.floor],
    [s.innerLeft, H],
    [hl + hr, H],
    [hl + hr, d],
    [hl + cb, d],
  ];

  // Top plate pieces between the screw holes and switch cut-outs.
  const cuts = [[hl - hr, hl + hr], ...s.switchCentres.map((c) => [c - 7, c + 7]), [hrx - hr, hrx + hr]].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  const plateParts: [number, number][] = [];
  let from = 0;
  for (const [a = 0, b = 0] of cuts) {
    plateParts.push([from, a]);
    from = b;
  }
  plateParts.push([from, W]);

  const lastSwitch = s.switchCentres[s.switchCentres.length - 1] ?? W / 2;
  const labelX = X(W) + (layout.phone ? 6 : 12);
  // Below the case: the floor note, the hole note (two lines on a phone), then the outer width.
  const widthY = BASE + (layout.phone ? 4 * T + 24 : 44);
  // On a phone, the key to the numbered parts: two columns under the drawing.
  const keyX = (i: number) => X(0) + (i % 2) * (layout.view.w / 2 - 8);
  const keyY = (i: number) => widthY + 2 * T + 6 + Math.floor(i / 2) * T * 1.5;
  const detailW = 66 + T * 9;
  const labels = [
    { text: "keycap", y: (s.keycapBottom + s.keycapTop) / 2 + 1.5, to: [lastSwitch + 6, (s.keycapBottom + s.keycapTop) / 2] as Pt },
    { text: "switch", y: s.keycapBottom - 1.2, to: [lastSwitch + 7.4, s.plateTop + 1.2] as Pt },
    { text: `top plate ${ex.topPlate}`, y: s.plateTop - 2.6, to: [W - 2, (s.wallTop + s.plateTop) / 2] as Pt },
    { text: "PCB", y: s.pcb.bottom - 2.4, to: [s.pcb.x + s.pcb.w - 2, (s.pcb.top + s.pcb.bottom) / 2] as Pt },
  ];

  const description = `Cross-section of the case across one row of keys. The bottom is ${facts.caseHeight} tall with a ${facts.plate} floor and walls ${ex.wall} thick, holding screw holes of ${facts.screwHole} with ${facts.counterbore} counterbores from underneath. The PCB sits in a pocket with ${facts.caseInnerMargin} of room on each side and hangs from the switches, which clip into the top plate lying on the walls. Keycaps sit on the switches. Printed parts that slide into each other need a ${facts.printedPartGap} gap.`;

  return (
    <svg
      viewBox={`0 0 ${layout.view.w} ${layout.view.h}`}
      role="img"
      aria-labelledby={titleId}
      className={className}
      fontFamily="ui-sans-serif, system-ui, sans-serif"
    >
      <title id={titleId}>{description}</title>
      <defs>
        <marker id={`${titleId}-arrow`} viewBox="0 0 6 6" refX="5" refY="3" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
          <path d="M0 0L6 3L0 6Z" className={ink.text} />
        </marker>
      </defs>

      {/* Bottom shell */}
      <path d={poly(leftSliver)} className={shell} strokeWidth={1} />
      <path d={poly(middle)} className={shell} strokeWidth={1} />
      <path d={poly(rightSliver)} className={shell} strokeWidth={1} />

      {/* Top plate */}
      {plateParts.map(([a, b]) => (
        <rect key={a} x={X(a)} y={Y(s.plateTop)} width={(b - a) * SCALE} height={(s.plateTop - s.wallTop) * SCALE} className={shell} strokeWidth={1} />
      ))}

      {/* PCB */}
      <rect
        x={X(s.pcb.x)}
        y={Y(s.pcb.top)}
        width={s.pcb.w * SCALE}
        height={(s.pcb.top - s.pcb.bottom) * SCALE}
        className="fill-emerald-700 stroke-emerald-900 dark:fill-emerald-600 dark:stroke-emerald-300"
        strokeWidth={0.8}
      />

      {/* Switches and keycaps */}
      {s.switchCentres.map((c) => (
        <g key={c}>
          <path
            d={`M${X(c - 3)} ${Y(s.pcb.bottom)}v${1.8 * SCALE}M${X(c + 2)} ${Y(s.pcb.bottom)}v${1.8 * SCALE}`}
            className={ink.mutedLine}
            strokeWidth={1.4}
          />
          <rect
            x={X(c - 7)}
            y={Y(s.plateTop)}
            width={14 * SCALE}
            height={(s.plateTop - s.switchBottom) * SCALE}
            className="fill-zinc-300 stroke-zinc-600 dark:fill-zinc-600 dark:stroke-zinc-300"
            strokeWidth={0.8}
          />
          <path
            d={`M${X(c - 7.8)} ${Y(s.plateTop)}L${X(c - 6)} ${Y(s.switchTopZ)}H${X(c + 6)}L${X(c + 7.8)} ${Y(s.plateTop)}Z`}
            className="fill-zinc-300 stroke-zinc-600 dark:fill-zinc-600 dark:stroke-zinc-300"
            strokeWidth={0.8}
          />
          <path
            d={`M${X(c - 9)} ${Y(s.keycapBottom)}L${X(c - 6.4)} ${Y(s.keycapTop)}H${X(c + 6.4)}L${X(c + 9)} ${Y(s.keycapBottom)}Z`}
            className="fill-white stroke-zinc-600 dark:fill-zinc-200 dark:stroke-zinc-100"
            strokeWidth={1}
          />
        </g>
      ))}

      {/* Wall height */}
      <path
        d={`M${LEFT - 14} ${Y(0)}V${Y(H)}`}
        className={ink.line}
        strokeWidth={1}
        markerStart={`url(#${titleId}-arrow)`}
        markerEnd={`url(#${titleId}-arrow)`}
      />
      <path d={`M${LEFT - 20} ${Y(0)}H${LEFT - 2}M${LEFT - 20} ${Y(H)}H${LEFT - 2}`} className={ink.mutedLine} strokeWidth={0.8} />
      <text x={LEFT - 18} y={Y(H / 2) + 4} textAnchor="end" fontSize={T} className={ink.text}>
        {facts.caseHeight}
      </text>

      {/* Floor */}
      <path d={`M${X(27)} ${BASE + 6}V${Y(s.floor / 2)}`} className={ink.mutedLine} strokeWidth={0.8} />
      <circle cx={X(27)} cy={Y(s.floor / 2)} r={1.6} className={ink.text} />
      <text x={X(27) + 4} y={BASE + T + 3.5} fontSize={T} className={ink.text}>
        floor {facts.plate}
      </text>

      {/* Margin between PCB and wall */}
      <path d={`M${X(24)} ${Y(4.4)}L${X(s.innerLeft + 0.5)} ${Y(s.pcb.bottom + 0.4)}`} className={ink.mutedLine} strokeWidth={0.8} />
      <text x={X(24.3)} y={Y(3.5)} fontSize={T} className={ink.muted}>
        {facts.caseInnerMargin} each side
      </text>

      {/* Counterbore and hole */}
      <path d={`M${X(hl)} ${Y(0) + 2}V${BASE + 16}`} className={ink.mutedLine} strokeWidth={0.8} />
      <text x={X(0)} y={BASE + 2 * T + 8} fontSize={T} className={ink.muted}>
        {layout.phone ? (
          <>
            <tspan>
              Ø{facts.screwHole} hole, Ø{facts.counterbore} counterbore,
            </tspan>
            <tspan x={X(0)} dy={T * 1.25}>
              {facts.screwHoleEdgeDistance} from the edge
            </tspan>
          </>
        ) : (
          <>
            Ø{facts.screwHole} hole, Ø{facts.counterbore} counterbore, {facts.screwHoleEdgeDistance} from the edge
          </>
        )}
      </text>

      {/* Outer width */}
      <path d={`M${X(0)} ${widthY}H${X(W)}`} className={ink.line} strokeWidth={1} markerStart={`url(#${titleId}-arrow)`} markerEnd={`url(#${titleId}-arrow)`} />
      <text x={X(W / 2)} y={widthY - 4} textAnchor="middle" fontSize={T} className={ink.text}>
        {ex.outerWidth} (PCB + {facts.caseOuterExtra})
      </text>

      {/* Part labels: beside the drawing, or numbered with a key underneath on a phone */}
      {labels.map((l, i) => (
        <g key={l.text}>
          <path d={`M${X(l.to[0])} ${Y(l.to[1])}L${labelX - 3} ${Y(l.y) - 3}`} className={ink.mutedLine} strokeWidth={0.8} fill="none" />
          {layout.phone ? (
            <>
              <circle cx={labelX + T * 0.6} cy={Y(l.y) - 3} r={T * 0.72} className={`${ink.panel} ${ink.line}`} strokeWidth={1} />
              <text x={labelX + T * 0.6} y={Y(l.y) - 3 + T * 0.36} textAnchor="middle" fontSize={T} fontWeight={700} className={ink.text}>
                {i + 1}
              </text>
              <text x={keyX(i)} y={keyY(i)} fontSize={T} className={ink.text}>
                <tspan fontWeight={700}>{i + 1}</tspan> {l.text}
              </text>
            </>
          ) : (
            <text x={labelX} y={Y(l.y)} fontSize={T} className={ink.text}>
              {l.text}
            </text>
          )}
        </g>
      ))}

      {/* Detail: the printed-part gap, exaggerated */}
      <g transform="translate(6 4)">
        <rect x={0} y={0} width={detailW} height={50} rx={4} className={`${ink.panel} ${ink.mutedLine}`} strokeWidth={0.8} />
        <path d="M10 44H58V16H48V36H20V16H10Z" className={shell} strokeWidth={1} />
        <rect x={23} y={8} width={22} height={26} className="fill-zinc-300 stroke-zinc-600 dark:fill-zinc-600 dark:stroke-zinc-300" strokeWidth={1} />
        <text x={66} y={22} fontSize={T} fontWeight={700} className={ink.text}>
          {facts.printedPartGap}
        </text>
        <text x={66} y={22 + T + 1} fontSize={T} className={ink.muted}>
          gap where parts
        </text>
        <text x={66} y={22 + 2 * T + 2} fontSize={T} className={ink.muted}>
          slide together
        </text>
      </g>
    </svg>
  );
}

/**
 * The cross-section in its wide layout from the small breakpoint up and in its phone layout below it;
 * only the one on screen is in the accessibility tree.
 */
export function CaseSection() {
  return (
    <GuideFigure caption={<>Section through the case across one row of keys, to scale, with the dimensions you will type into Fusion 360.</>}>
      <SectionDrawing layout={wide} className="hidden h-auto w-full sm:block" />
      <SectionDrawing layout={phone} className="block h-auto w-full sm:hidden" />
    </GuideFigure>
  );
}

import { useId } from "react";
import { facts } from "~/content/programme/facts";
import { caseSection, caseWorkedExample, round2 } from "~/lib/illustrations/guide-case";
import { GuideFigure, ink } from "./GuideFigure";

const SCALE = 4.2; // drawing units per millimetre
const LEFT = 58;
const BASE = 166; // y of the case's underside

const shell = "fill-sky-100 stroke-sky-800 dark:fill-sky-900 dark:stroke-sky-300";

type Pt = [number, number];

/**
 * A cross-section through the guide's case across one row of keys, with its dimensions: floor,
 * wall height, PCB margin, the PCB hanging from the switches, the top plate, switches and keycaps,
 * and a detail of the gap between printed parts that slide together. Drawn from the programme's
 * dimensions through `caseSection()`.
 */
export function CaseSection() {
  const titleId = useId();
  const s = caseSection();
  const ex = caseWorkedExample();
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
  const cuts = [
    [hl - hr, hl + hr],
    ...s.switchCentres.map((c) => [c - 7, c + 7]),
    [hrx - hr, hrx + hr],
  ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  const plateParts: [number, number][] = [];
  let from = 0;
  for (const [a = 0, b = 0] of cuts) {
    plateParts.push([from, a]);
    from = b;
  }
  plateParts.push([from, W]);

  const lastSwitch = s.switchCentres[s.switchCentres.length - 1] ?? W / 2;
  const labelX = X(W) + 12;
  const labels = [
    { text: "keycap", y: (s.keycapBottom + s.keycapTop) / 2 + 1.5, to: [lastSwitch + 6, (s.keycapBottom + s.keycapTop) / 2] as Pt },
    { text: "switch", y: s.keycapBottom - 1.2, to: [lastSwitch + 7.4, s.plateTop + 1.2] as Pt },
    { text: `top plate ${ex.topPlate}`, y: s.plateTop - 2.6, to: [W - 2, (s.wallTop + s.plateTop) / 2] as Pt },
    { text: "PCB", y: s.pcb.bottom - 2.4, to: [s.pcb.x + s.pcb.w - 2, (s.pcb.top + s.pcb.bottom) / 2] as Pt },
  ];

  const description = `Cross-section of the case across one row of keys. The bottom is ${facts.caseHeight} tall with a ${facts.plate} floor and walls ${ex.wall} thick, holding screw holes of ${facts.screwHole} with ${facts.counterbore} counterbores from underneath. The PCB sits in a pocket with ${facts.caseInnerMargin} of room on each side and hangs from the switches, which clip into the top plate lying on the walls. Keycaps sit on the switches. Printed parts that slide into each other need a ${facts.printedPartGap} gap.`;

  return (
    <GuideFigure scrollLabel="Case cross-section (scrolls sideways on small screens)" caption={<>Section through the case across one row of keys, to scale, with the dimensions you will type into Fusion 360.</>}>
      <svg viewBox="0 0 430 222" role="img" aria-labelledby={titleId} className="h-auto w-full min-w-[32rem] sm:min-w-0" fontFamily="ui-sans-serif, system-ui, sans-serif">
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
        <rect x={X(s.pcb.x)} y={Y(s.pcb.top)} width={s.pcb.w * SCALE} height={(s.pcb.top - s.pcb.bottom) * SCALE} className="fill-emerald-700 stroke-emerald-900 dark:fill-emerald-600 dark:stroke-emerald-300" strokeWidth={0.8} />

        {/* Switches and keycaps */}
        {s.switchCentres.map((c) => (
          <g key={c}>
            <path d={`M${X(c - 3)} ${Y(s.pcb.bottom)}v${1.8 * SCALE}M${X(c + 2)} ${Y(s.pcb.bottom)}v${1.8 * SCALE}`} className={ink.mutedLine} strokeWidth={1.4} />
            <rect x={X(c - 7)} y={Y(s.plateTop)} width={14 * SCALE} height={(s.plateTop - s.switchBottom) * SCALE} className="fill-zinc-300 stroke-zinc-600 dark:fill-zinc-600 dark:stroke-zinc-300" strokeWidth={0.8} />
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
        <path d={`M${LEFT - 14} ${Y(0)}V${Y(H)}`} className={ink.line} strokeWidth={1} markerStart={`url(#${titleId}-arrow)`} markerEnd={`url(#${titleId}-arrow)`} />
        <path d={`M${LEFT - 20} ${Y(0)}H${LEFT - 2}M${LEFT - 20} ${Y(H)}H${LEFT - 2}`} className={ink.mutedLine} strokeWidth={0.8} />
        <text x={LEFT - 18} y={Y(H / 2) + 4} textAnchor="end" fontSize={11} className={ink.text}>
          {facts.caseHeight}
        </text>

        {/* Floor */}
        <path d={`M${X(27)} ${BASE + 6}V${Y(s.floor / 2)}`} className={ink.mutedLine} strokeWidth={0.8} />
        <circle cx={X(27)} cy={Y(s.floor / 2)} r={1.6} className={ink.text} />
        <text x={X(27) + 4} y={BASE + 14} fontSize={10.5} className={ink.text}>
          floor {facts.plate}
        </text>

        {/* Margin between PCB and wall */}
        <path d={`M${X(24)} ${Y(4.4)}L${X(s.innerLeft + 0.5)} ${Y(s.pcb.bottom + 0.4)}`} className={ink.mutedLine} strokeWidth={0.8} />
        <text x={X(24.3)} y={Y(3.5)} fontSize={9.5} className={ink.muted}>
          {facts.caseInnerMargin} each side
        </text>

        {/* Counterbore and hole */}
        <path d={`M${X(hl)} ${Y(0) + 2}V${BASE + 16}`} className={ink.mutedLine} strokeWidth={0.8} />
        <text x={X(0)} y={BASE + 29} fontSize={10} className={ink.muted}>
          Ø{facts.screwHole} hole, Ø{facts.counterbore} counterbore, {facts.screwHoleEdgeDistance} from the edge
        </text>

        {/* Outer width */}
        <path d={`M${X(0)} ${BASE + 44}H${X(W)}`} className={ink.line} strokeWidth={1} markerStart={`url(#${titleId}-arrow)`} markerEnd={`url(#${titleId}-arrow)`} />
        <text x={X(W / 2)} y={BASE + 40} textAnchor="middle" fontSize={10.5} className={ink.text}>
          {ex.outerWidth} (PCB + {facts.caseOuterExtra})
        </text>

        {/* Part labels */}
        {labels.map((l) => (
          <g key={l.text}>
            <path d={`M${X(l.to[0])} ${Y(l.to[1])}L${labelX - 3} ${Y(l.y) - 3}`} className={ink.mutedLine} strokeWidth={0.8} fill="none" />
            <text x={labelX} y={Y(l.y)} fontSize={10.5} className={ink.text}>
              {l.text}
            </text>
          </g>
        ))}

        {/* Detail: the printed-part gap, exaggerated */}
        <g transform="translate(6 6)">
          <rect x={0} y={0} width={140} height={50} rx={4} className={`${ink.panel} ${ink.mutedLine}`} strokeWidth={0.8} />
          <path d="M10 44H58V16H48V36H20V16H10Z" className={shell} strokeWidth={1} />
          <rect x={23} y={8} width={22} height={26} className="fill-zinc-300 stroke-zinc-600 dark:fill-zinc-600 dark:stroke-zinc-300" strokeWidth={1} />
          <text x={66} y={22} fontSize={10.5} fontWeight={700} className={ink.text}>
            {facts.printedPartGap}
          </text>
          <text x={66} y={34} fontSize={9} className={ink.muted}>
            gap where parts
          </text>
          <text x={66} y={44} fontSize={9} className={ink.muted}>
            slide together
          </text>
        </g>
      </svg>
    </GuideFigure>
  );
}

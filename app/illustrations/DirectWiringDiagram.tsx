import { useId } from "react";
import { controller } from "@hackpad/programme/controller";
import { guideWiring } from "~/lib/illustrations/guide-wiring";
import { readableFontSize } from "~/lib/illustrations/readable-text";
import { GuideFigure, ink } from "./GuideFigure";

const VIEW_W = 300;
/** The smallest label size that stays readable on a phone. */
const TEXT = readableFontSize(VIEW_W);

const ROW_TOP = 30;
const ROW_HEIGHT = 32;
const XIAO = { x: 30, w: 66 };
const SWITCH_X = 136;
const GND_X = 204;
const LED = { w: 60, h: 40, xs: [120, 214] as const };

/** KiCad's GND symbol: a short stem and a downward bar stack. */
function Ground({ x, y }: { x: number; y: number }) {
  return <path d={`M${x} ${y}v8M${x - 8} ${y + 8}h16M${x - 5} ${y + 11.5}h10M${x - 2} ${y + 15}h4`} className={ink.line} strokeWidth={1.4} fill="none" />;
}

/** KiCad's +5V symbol: a stem and a bar, labelled. */
function PlusFive({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <path d={`M${x} ${y}v-8M${x - 7} ${y - 8}h14`} className={ink.line} strokeWidth={1.4} fill="none" />
      <text x={x} y={y - 12} textAnchor="middle" fontSize={10.5} className={ink.text}>
        +5V
      </text>
    </g>
  );
}

/** A push-button symbol between (x, y) and (x + 36, y). */
function PushButton({ x, y }: { x: number; y: number }) {
  return (
    <g className={ink.line} strokeWidth={1.4} fill="none">
      <circle cx={x + 3} cy={y} r={2.6} className={`${ink.line} ${ink.panel}`} />
      <circle cx={x + 33} cy={y} r={2.6} className={`${ink.line} ${ink.panel}`} />
      <path d={`M${x + 2} ${y - 7}h32M${x + 18} ${y - 7}v-6`} />
    </g>
  );
}

/**
 * The guide's schematic as a picture: four switches, each from its own XIAO pin to GND, and two
 * SK6812 MINI-E LEDs chained DIN → DOUT → DIN, powered from +5V and GND. Drawn from `guideWiring`.
 */
export function DirectWiringDiagram() {
  const titleId = useId();
  const rows = guideWiring.switches.map((sw, i) => ({ ...sw, y: ROW_TOP + i * ROW_HEIGHT }));
  const ledY = ROW_TOP + rows.length * ROW_HEIGHT + 38;
  const boxTop = ROW_TOP - 20;
  const boxBottom = ledY + 20;
  const [led1, led2] = guideWiring.leds;
  const description = `Schematic of the guide's pad. ${rows
    .map((r) => `${r.ref} connects pin ${r.pin} of the ${controller.short} to GND`)
    .join(
      "; ",
    )}. Pin ${guideWiring.ledData} feeds DIN of ${led1}, whose DOUT feeds DIN of ${led2}; both LEDs take VDD from +5V and VSS to GND. The ${controller.short}'s 5V and GND pins join the +5V and GND nets.`;

  return (
    <GuideFigure caption={<>Direct wiring: every switch has its own pin and goes to GND, so there are no diodes. The LEDs share one data pin in a chain.</>}>
      <svg viewBox={`0 0 ${VIEW_W} 246`} role="img" aria-labelledby={titleId} className="h-auto w-full" fontFamily="ui-sans-serif, system-ui, sans-serif">
        <title id={titleId}>{description}</title>
        {/* The XIAO */}
        <rect x={XIAO.x} y={boxTop} width={XIAO.w} height={boxBottom - boxTop} rx={4} className={`${ink.panel} ${ink.line}`} strokeWidth={1.5} />
        <text x={XIAO.x + XIAO.w / 2 - 6} y={boxTop + (boxBottom - boxTop) / 2 - 6} textAnchor="middle" fontSize={12} fontWeight={700} className={ink.text}>
          U1
        </text>
        <text x={XIAO.x + XIAO.w / 2 - 6} y={boxTop + (boxBottom - boxTop) / 2 + 8} textAnchor="middle" fontSize={TEXT} className={ink.muted}>
          XIAO
        </text>

        {/* Power pins on the left edge */}
        <path d={`M${XIAO.x} ${boxTop + 26}h-14`} className={ink.wire} strokeWidth={1.6} />
        <text x={XIAO.x + 4} y={boxTop + 30} fontSize={10.5} className={ink.text}>
          5V
        </text>
        <PlusFive x={XIAO.x - 14} y={boxTop + 26} />
        <path d={`M${XIAO.x} ${boxBottom - 34}h-14`} className={ink.wire} strokeWidth={1.6} />
        <text x={XIAO.x + 4} y={boxBottom - 30} fontSize={10.5} className={ink.text}>
          GND
        </text>
        <Ground x={XIAO.x - 14} y={boxBottom - 34} />

        {/* One row per switch */}
        {rows.map((row) => (
          <g key={row.ref}>
            <text x={XIAO.x + XIAO.w - 4} y={row.y + 4} textAnchor="end" fontSize={11} fontWeight={700} className={ink.text}>
              {row.pin}
            </text>
            <path d={`M${XIAO.x + XIAO.w} ${row.y}H${SWITCH_X}M${SWITCH_X + 36} ${row.y}H${GND_X}`} className={ink.wire} strokeWidth={1.6} fill="none" />
            <PushButton x={SWITCH_X} y={row.y} />
            <Ground x={GND_X} y={row.y} />
            <text x={SWITCH_X + 18} y={row.y + 14} textAnchor="middle" fontSize={10} className={ink.muted}>
              {row.ref}
            </text>
            <text x={GND_X + 14} y={row.y + 4} fontSize={10.5} className={ink.text}>
              {row.does}
            </text>
          </g>
        ))}

        {/* LED chain */}
        <text x={XIAO.x + XIAO.w - 4} y={ledY + 4} textAnchor="end" fontSize={11} fontWeight={700} className={ink.text}>
          {guideWiring.ledData}
        </text>
        <path d={`M${XIAO.x + XIAO.w} ${ledY}H${LED.xs[0]}M${LED.xs[0] + LED.w} ${ledY}H${LED.xs[1]}`} className={ink.wire} strokeWidth={1.6} fill="none" />
        {[led1, led2].map((ref, i) => {
          const x = LED.xs[i as 0 | 1];
          const cx = x + LED.w / 2;
          return (
            <g key={ref}>
              <rect x={x} y={ledY - LED.h / 2} width={LED.w} height={LED.h} rx={3} className={`${ink.panel} ${ink.line}`} strokeWidth={1.4} />
              <text x={x - 2} y={ledY - LED.h / 2 - 5} fontSize={10.5} fontWeight={700} className={ink.text}>
                {ref}
              </text>
              <text x={x + 3} y={ledY + 3} fontSize={TEXT} className={ink.muted}>
                DIN
              </text>
              <text x={x + LED.w - 3} y={ledY + 3} textAnchor="end" fontSize={TEXT} className={ink.muted}>
                DOUT
              </text>
              <text x={cx} y={ledY - LED.h / 2 + 10} textAnchor="middle" fontSize={TEXT} className={ink.muted}>
                VDD
              </text>
              <text x={cx} y={ledY + LED.h / 2 - 4} textAnchor="middle" fontSize={TEXT} className={ink.muted}>
                VSS
              </text>
              <path d={`M${cx} ${ledY - LED.h / 2}v-6M${cx} ${ledY + LED.h / 2}v4`} className={ink.wire} strokeWidth={1.6} />
              <PlusFive x={cx} y={ledY - LED.h / 2 - 6} />
              <Ground x={cx} y={ledY + LED.h / 2 + 4} />
            </g>
          );
        })}
      </svg>
    </GuideFigure>
  );
}

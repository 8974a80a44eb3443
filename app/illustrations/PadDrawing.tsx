import { useId } from "react";
import { layoutPad, type PadSpec, type Rect } from "~/lib/pad-layout";

/** SVG attributes for a rectangle. */
function box(rect: Rect) {
  return { x: rect.x, y: rect.y, width: rect.w, height: rect.h };
}

/**
 * A top view of a macropad drawn from its spec: PCB, keycaps on the 19.05 mm pitch, encoders,
 * the OLED, LEDs and the XIAO with its USB port past the board edge and "XIAO HERE" beside it.
 * The printed words are drawn to scale, so they are only readable where the drawing is shown large:
 * `labels="wide"` shows them from the small breakpoint up only, `labels={false}` never (project cards,
 * whose title is beside the drawing).
 */
export function PadDrawing({ spec, title, className, labels = true }: { spec: PadSpec; title?: string; className?: string; labels?: boolean | "wide" }) {
  const labelClass = labels === "wide" ? "hidden sm:inline" : undefined;
  const g = layoutPad(spec);
  const titleId = useId();
  const pad = 3;
  const viewBox = `${-pad} ${g.usb.y - pad} ${g.board.w + pad * 2} ${g.board.h - g.usb.y + pad * 2}`;
  const label =
    title ??
    `Top view of ${spec.name}: ${spec.switches} keys${spec.encoders ? `, ${spec.encoders} rotary encoder${spec.encoders > 1 ? "s" : ""}` : ""}${
      spec.oled !== "none" ? `, a ${spec.oled}-inch OLED` : ""
    }${spec.leds ? `, ${spec.leds} LEDs` : ""}, and the XIAO controller with its USB port past the top edge.`;

  return (
    <svg viewBox={viewBox} role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>{label}</title>
      <rect {...box(g.board)} rx={2} className="fill-[#1f6f4a] stroke-[#0f3d28] dark:fill-[#1c5a3d] dark:stroke-[#8fd8b0]" strokeWidth={0.6} />
      {g.keys.map((key, i) => (
        <g key={`key-${i}`}>
          <rect {...box(key)} rx={2.5} className="fill-[#e9ebef] stroke-[#9aa3af] dark:fill-[#3a414c] dark:stroke-[#1a1d22]" strokeWidth={0.5} />
          <rect x={key.x + 3} y={key.y + 2.5} width={key.w - 6} height={key.h - 6} rx={2} className="fill-[#f8f9fb] dark:fill-[#4a525e]" />
        </g>
      ))}
      {g.leds.map((led, i) => (
        <rect
          key={`led-${i}`}
          x={led.cx - 1.6}
          y={led.cy - 1.3}
          width={3.2}
          height={2.6}
          rx={0.4}
          className="fill-[#fde68a] stroke-[#b45309]"
          strokeWidth={0.3}
        />
      ))}
      {g.encoders.map((enc, i) => (
        <g key={`enc-${i}`}>
          <circle cx={enc.cx} cy={enc.cy} r={enc.r} className="fill-[#2b2f36] stroke-[#9aa3af]" strokeWidth={0.5} />
          <circle cx={enc.cx} cy={enc.cy} r={enc.r * 0.55} className="fill-[#444b55]" />
          <line x1={enc.cx} y1={enc.cy - enc.r + 1.2} x2={enc.cx} y2={enc.cy - enc.r * 0.35} stroke="#f4f4f5" strokeWidth={0.8} strokeLinecap="round" />
        </g>
      ))}
      {g.oled && (
        <g>
          <rect {...box(g.oled)} rx={1} className="fill-[#0b0d10] stroke-[#9aa3af]" strokeWidth={0.4} />
          {labels && (
            <text
              x={g.oled.x + g.oled.w / 2}
              y={g.oled.y + g.oled.h / 2 + 1.2}
              textAnchor="middle"
              fontSize={3.2}
              fill="#7dd3fc"
              fontFamily="monospace"
              className={labelClass}
            >
              {spec.name.slice(0, 12)}
            </text>
          )}
        </g>
      )}
      <rect {...box(g.usb)} rx={1.2} className="fill-[#c0c6cf] stroke-[#6b7280]" strokeWidth={0.4} />
      <rect {...box(g.xiao)} rx={1.5} className="fill-[#1d4ed8] stroke-[#0b2a7a]" strokeWidth={0.4} />
      <rect x={g.xiao.x + 4.4} y={g.xiao.y + 7} width={9} height={9} rx={0.6} fill="#111827" />
      {labels && (
        <>
          <text
            x={g.xiaoLabel.x}
            y={g.xiaoLabel.y}
            textAnchor="middle"
            fontSize={2.8}
            fontWeight={700}
            fill="#ffffff"
            fontFamily="sans-serif"
            className={labelClass}
          >
            XIAO HERE
          </text>
          <text
            x={g.nameLabel.x}
            y={g.nameLabel.y}
            textAnchor="middle"
            fontSize={3}
            fontWeight={700}
            fill="#ffffff"
            fontFamily="sans-serif"
            className={labelClass}
          >
            {spec.name}
          </text>
        </>
      )}
    </svg>
  );
}

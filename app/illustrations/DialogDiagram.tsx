import { dialogDiagrams, layoutDialog, type BoxStyle, type DialogItem, type DialogSpec, type KicadDialogId } from "~/lib/illustrations/dialog-diagrams";
import { ArtSvg, EnlargeableFigure, type FigureArt } from "./EnlargeableFigure";

/** Each part's class (app.css, "dialog diagrams"): theme colours through variables, which the enlarged copy (`<use>`) keeps. */
const boxClass = (style: BoxStyle) => `dg-${style}`;
const strong = new Set<BoxStyle>(["fieldSet", "tabActive", "rowAdded"]);

/** One sentence per part, for screen readers: the picture's whole content in words. */
function describe(spec: DialogSpec): string {
  const part = (item: DialogItem): string => {
    const step = item.step ? `Step ${item.step}: ` : "";
    switch (item.kind) {
      case "tabs":
        return `${step}the ${item.active} tab`;
      case "field":
        return `${step}${item.label}: ${item.value}${item.keep ? " (leave it)" : ""}${item.note ? `, ${item.note}` : ""}`;
      case "checklist":
        return `${step}${item.label}, ticked: ${item.items.join(", ")}`;
      case "row":
        return `${step}${item.added ? "new row " : ""}${item.heading}: ${item.values.join(", ")}${item.note ? ` (${item.note})` : ""}`;
      case "buttons":
        return `${step}${item.buttons.length > 1 ? "buttons" : "button"} ${item.buttons.join(", ")}`;
      case "note":
        return item.text;
    }
  };
  return `Diagram of ${spec.app}'s ${spec.window} window${spec.opens ? `, opened with ${spec.opens}` : ""}. ${spec.items.map(part).join(". ")}.`;
}

/** A KiCad window's diagram, drawn from the programme data: `<DialogDiagram id="plot" />`. */
export function DialogDiagram({ id }: { id: KicadDialogId }) {
  return <DialogFigure spec={dialogDiagrams[id]()} />;
}

/**
 * A labelled diagram of one window: plain boxes and names, numbered like the steps beside it, never a
 * screenshot, with a caption that says so.
 */
export function DialogFigure({ spec }: { spec: DialogSpec }) {
  const layout = layoutDialog(spec);
  const font = layout.fontSize;
  const art: FigureArt = { id: `${spec.id}-art`, viewBox: { x: 0, y: 0, width: layout.width, height: layout.height }, description: describe(spec) };
  return (
    <EnlargeableFigure
      id={spec.id}
      name={`${spec.window} (diagram)`}
      arts={[art]}
      maxWidth="max-w-md"
      caption={
        <>
          A diagram of {spec.app}’s <strong>{spec.window}</strong> window, not a screenshot: only what you touch, numbered like the steps. Green boxes are what
          you type or pick, grey buttons what you click, dashed boxes what you leave as it is.
        </>
      }
    >
      <ArtSvg art={art}>
        {layout.boxes.map((box, i) => (
          <rect
            key={`box-${i}`}
            x={round(box.x + 0.5)}
            y={round(box.y + 0.5)}
            width={round(Math.max(box.width - 1, 0))}
            height={round(Math.max(box.height - 1, 0))}
            rx={box.style === "window" || box.style === "titleBar" || box.style === "check" ? 2 : 4}
            className={boxClass(box.style)}
            strokeWidth={strong.has(box.style) ? 2 : 1}
          />
        ))}
        {layout.boxes
          .filter((box) => box.style === "check")
          .map((box, i) => (
            <path
              key={`tick-${i}`}
              d={`M${round(box.x + box.width * 0.2)} ${round(box.y + box.height * 0.55)}l${round(box.width * 0.22)} ${round(box.height * 0.22)}l${round(box.width * 0.4)} ${round(-box.height * 0.45)}`}
              className="dg-tick"
              strokeWidth={1.6}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ))}
        {layout.steps.map((step) => (
          <circle key={`step-${step.n}-${step.y}`} cx={round(step.x)} cy={round(step.y)} r={round(step.r)} className="dg-step-mark" />
        ))}
        {layout.texts.map((text, i) => (
          <text
            key={`text-${i}`}
            x={round(text.x)}
            y={round(text.y)}
            fontSize={font}
            textAnchor={text.anchor}
            className={text.mono ? `dt-${text.style} dt-mono` : `dt-${text.style}`}
          >
            {text.text}
          </text>
        ))}
      </ArtSvg>
    </EnlargeableFigure>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

import type { ReactNode } from "react";
import { ExternalLink } from "~/app/components/ExternalLink";
import { facts } from "@hackpad/programme/facts";
import { plotSettings } from "@hackpad/programme/tool-steps";
import { site } from "~/content/site";
import {
  boardSize,
  countInks,
  heapStage,
  outlineStage,
  placedStage,
  plottedLayers,
  ratsnest,
  routedStage,
  silkscreenStage,
  type BoardPicture,
  type Ink,
  type Label,
  type Mark,
} from "~/lib/illustrations/board-stages";
import type { KicadPcbDrawing } from "@hackpad/preflight/drawing";
import { ArtSvg, EnlargeableFigure, type FigureArt } from "./EnlargeableFigure";
import { exampleBoard, exampleBoardSource } from "./example-board";

/** Marks of one ink and width merged into one path: the same picture in far fewer bytes. */
export function mergeMarks(marks: readonly Mark[]): Mark[] {
  const merged = new Map<string, Mark>();
  for (const mark of marks) {
    const key = `${mark.ink}|${mark.stroke ?? ""}`;
    const into = merged.get(key);
    if (into) into.d += mark.d;
    else merged.set(key, { ...mark });
  }
  return [...merged.values()];
}

/** The SVG elements of a picture, in drawing order (later inks on top). */
export function MarksAndLabels({ marks, labels = [] }: { marks: readonly Mark[]; labels?: readonly Label[] }) {
  return (
    <>
      {mergeMarks(marks).map((mark) => (
        <path
          key={`${mark.ink}-${mark.stroke ?? "fill"}`}
          d={mark.d}
          className={`pcb-${mark.ink} ${mark.stroke === undefined ? "pcb-solid" : "pcb-line"}`}
          strokeWidth={mark.stroke}
          fillRule={mark.ink === "board" ? "evenodd" : undefined}
        />
      ))}
      {labels.map((label) => (
        <text
          key={`${label.text}-${label.x}-${label.y}`}
          x={round(label.x)}
          y={round(label.y)}
          fontSize={label.size}
          textAnchor={label.anchor}
          transform={label.rotate ? `rotate(${label.rotate} ${round(label.x)} ${round(label.y)})` : undefined}
          className={label.ink === "silk" ? "pcb-silkText" : "pcb-label"}
          strokeWidth={label.ink === "label" ? round(label.size * 0.3) : undefined}
          fontWeight={label.ink === "label" ? 600 : undefined}
        >
          {label.text}
        </text>
      ))}
    </>
  );
}

const round = (value: number) => Math.round(value * 100) / 100;

/** A swatch and its words, for the legend under a board picture. */
interface Key {
  ink: Ink;
  text: string;
  /** "print" is a white line on a patch of solder mask, as silkscreen is seen. */
  shape: "line" | "fill" | "ring" | "thin" | "print";
}

function Legend({ keys }: { keys: readonly Key[] }) {
  return (
    <ul className="not-prose mx-auto mt-2 flex max-w-2xl flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-[var(--fg)]">
      {keys.map((key) => (
        <li key={key.text} className="flex items-center gap-1.5">
          <svg viewBox="0 0 24 12" className="h-3 w-6 shrink-0" aria-hidden="true" focusable="false">
            {key.shape === "fill" ? <rect x="2" y="1" width="20" height="10" rx="2" className={`pcb-${key.ink} pcb-solid`} /> : null}
            {key.shape === "ring" ? <circle cx="12" cy="6" r="4" className={`pcb-${key.ink} pcb-line`} strokeWidth={3} /> : null}
            {key.shape === "print" ? <rect x="0" y="0" width="24" height="12" rx="2" className="pcb-board pcb-solid" /> : null}
            {key.shape === "line" || key.shape === "thin" || key.shape === "print" ? (
              <path d="M4 6H20" className={`pcb-${key.ink} pcb-line`} strokeWidth={key.shape === "thin" ? 1.5 : key.shape === "print" ? 2.5 : 4} />
            ) : null}
          </svg>
          {key.text}
        </li>
      ))}
    </ul>
  );
}

/** "Drawn from LazyPad by FMG (MIT licence)", with links to the source and the licence beside the copy. */
function Credit() {
  const source = exampleBoardSource;
  return (
    <>
      {" "}
      Drawn by this site from the KiCad file of <ExternalLink href={source.source}>{source.name}</ExternalLink>, a real Hackpad by {source.author} (
      <ExternalLink href={`${site.editBase}${source.licenceFile}`}>{source.licence} licence</ExternalLink>).
    </>
  );
}

const footprintKeys: Key[] = [
  { ink: "padThrough", text: "through-hole pad", shape: "fill" },
  { ink: "padFront", text: "SMD pad on F.Cu", shape: "fill" },
  { ink: "keycap", text: "keycap outline", shape: "thin" },
];
const ratsnestKey: Key = { ink: "ratsnest", text: "ratsnest line", shape: "thin" };

export type BoardStageName = "heap" | "placed" | "outline" | "routed" | "silkscreen";

const switchCount = (board: KicadPcbDrawing) => board.footprints.filter((footprint) => /^SW\d/.test(footprint.reference)).length;
const plural = (n: number, one: string, many = `${one}s`) => (n === 0 ? `no ${many}` : `${n} ${n === 1 ? one : many}`);

/** What each stage shows: its short name, its description for screen readers, its caption and legend. */
function stageText(
  stage: BoardStageName,
  board: KicadPcbDrawing,
  picture: BoardPicture,
): { name: string; description: string; caption: ReactNode; keys: Key[] } {
  const counts = countInks(picture.marks);
  const lines = counts.ratsnest ?? 0;
  const switches = switchCount(board);
  const footprints = board.footprints.length;
  switch (stage) {
    case "heap":
      return {
        name: "The footprints as they arrive",
        description: `The ${footprints} footprints of LazyPad, a ${switches}-key macropad, packed side by side as Update PCB brings them in: ${switches} switch footprints and the XIAO, their pads joined by ${plural(lines, "thin ratsnest line")}.`,
        caption: <>The footprints as they arrive from the schematic, side by side and joined by {plural(lines, "ratsnest line")}.</>,
        keys: [...footprintKeys, ratsnestKey],
      };
    case "placed":
      return {
        name: "The footprints placed, before routing",
        description: `LazyPad's footprints in place: ${switches} switches in a block with their keycap squares touching, and the XIAO beside them. ${plural(lines, "ratsnest line")} show the connections still to draw.`,
        caption: (
          <>
            The same footprints placed: switches in a block with their keycap squares touching, the XIAO at the edge. Each of the{" "}
            {plural(lines, "ratsnest line")} is a track still to draw.
          </>
        ),
        keys: [...footprintKeys, ratsnestKey],
      };
    case "outline": {
      const size = boardSize(board);
      const measured = size ? `${size.width} × ${size.height} mm` : "not measured";
      return {
        name: "The board outline on Edge.Cuts",
        description: `LazyPad's Edge.Cuts outline drawn round the placed parts, measuring ${measured}; the rule is ${facts.pcbSizeLimit}. The XIAO's USB end reaches past the edge.`,
        caption: (
          <>
            The outline on Edge.Cuts: this board measures {measured} (the rule: {facts.pcbSizeLimit}), and the XIAO’s USB end sticks out past the edge.
          </>
        ),
        keys: [{ ink: "edge", text: "Edge.Cuts outline", shape: "line" }, ...footprintKeys, ratsnestKey],
      };
    }
    case "routed": {
      const front = board.tracks.filter((track) => track.layer === "F.Cu").length;
      const back = board.tracks.filter((track) => track.layer === "B.Cu").length;
      const vias = board.vias.length;
      const layers = back === 0 ? `all ${plural(front, "track")} on F.Cu, none on B.Cu` : `${plural(front, "track")} on F.Cu and ${back} on B.Cu`;
      return {
        name: "The routed board",
        description: `LazyPad routed: ${layers}, ${plural(vias, "via")}. ${lines === 0 ? "No ratsnest line is left." : `${plural(lines, "ratsnest line")} left to route.`}`,
        caption: (
          <>
            Routed: {layers}, {plural(vias, "via")}
            {lines === 0 ? ", and no ratsnest line left" : `, ${plural(lines, "ratsnest line")} left`}. A track on B.Cu would be blue, and a via a ring where a
            track changes side.
          </>
        ),
        keys: [
          { ink: "trackFront", text: "track on F.Cu", shape: "line" },
          { ink: "trackBack", text: "track on B.Cu", shape: "line" },
          { ink: "via", text: "via", shape: "ring" },
          { ink: "padThrough", text: "through-hole pad", shape: "fill" },
          { ink: "edge", text: "Edge.Cuts", shape: "line" },
        ],
      };
    }
    case "silkscreen": {
      const texts = board.texts.filter((text) => text.owner === "board" && text.layer === "F.SilkS").map((text) => `“${text.text.replace(/\n/g, " ")}”`);
      return {
        name: "The front silkscreen",
        description: `The corner of LazyPad that carries its silkscreen texts, printed white on the green solder mask: ${texts.join(" and ")}, next to the XIAO's outline and the bare gold pads.`,
        caption: (
          <>
            The front silkscreen as the factory prints it, white on the green solder mask: {texts.join(" and ")}. Shown is the corner that carries the texts,
            large enough to read them.
          </>
        ),
        keys: [
          { ink: "silk", text: "silkscreen", shape: "print" },
          { ink: "board", text: "solder mask", shape: "fill" },
          { ink: "copperExposed", text: "bare pad", shape: "fill" },
        ],
      };
    }
  }
}

const stages = { heap: heapStage, placed: placedStage, outline: outlineStage, routed: routedStage, silkscreen: silkscreenStage } as const;

/** One stage of the example board, drawn at build time from its `.kicad_pcb`: `<BoardStage stage="routed" />`. */
export function BoardStage({ stage }: { stage: BoardStageName }) {
  const board = exampleBoard();
  const picture = stages[stage](board);
  const text = stageText(stage, board, picture);
  const art: FigureArt = { id: `example-board-${stage}`, viewBox: picture.viewBox, description: text.description };
  return (
    <EnlargeableFigure
      id={`figure-board-${stage}`}
      name={text.name}
      arts={[art]}
      maxWidth={stage === "silkscreen" ? "max-w-sm" : "max-w-2xl"}
      legend={<Legend keys={text.keys} />}
      caption={
        <>
          {text.caption}
          <Credit />
        </>
      }
    >
      <ArtSvg art={art}>
        <MarksAndLabels marks={picture.marks} labels={picture.labels} />
      </ArtSvg>
    </EnlargeableFigure>
  );
}

/** What each plotted layer is, in a few words. */
const layerMeaning: Record<string, string> = {
  "F.Cu": "front copper",
  "B.Cu": "back copper",
  "F.Mask": "front solder-mask openings",
  "B.Mask": "back solder-mask openings",
  "F.Silkscreen": "front print",
  "B.Silkscreen": "back print",
  "Edge.Cuts": "board outline",
  Drills: "every hole",
};

/** The layers the factory gets, one small picture each, from the plot settings the submission steps use. */
export function PlottedLayers() {
  const board = exampleBoard();
  const layers = [...plotSettings.layers, plotSettings.drillsLabel];
  const pictures = plottedLayers(board, layers);
  const arts: FigureArt[] = pictures.map((picture) => {
    const count = picture.marks.length;
    const meaning = layerMeaning[picture.layer] ?? "";
    return {
      id: `example-board-layer-${picture.layer.replace(/\./g, "-").toLowerCase()}`,
      viewBox: picture.viewBox,
      description: `${picture.layer}, ${meaning}: ${count === 0 ? "empty on this board" : plural(count, "shape")}.`,
      label: `${picture.layer}: ${meaning}`,
    };
  });
  const remaining = ratsnest(board, true).length;
  return (
    <EnlargeableFigure
      id="figure-board-layers"
      name="The layers as plotted"
      arts={arts}
      enlargedColumns={4}
      maxWidth="max-w-3xl"
      caption={
        <>
          What the factory gets from a finished board ({remaining === 0 ? "no ratsnest left" : `${plural(remaining, "ratsnest line")} left`}): one Gerber file
          per layer and the drill file, each drawn here on its own. Empty layers (nothing printed on the back) still go in the zip.
          <Credit />
        </>
      }
    >
      <ul className="not-prose grid grid-cols-2 gap-2 sm:grid-cols-4">
        {pictures.map((picture, i) => {
          const art = arts[i] as FigureArt;
          return (
            <li key={picture.layer} className="rounded-md bg-[var(--bg)] p-1">
              <ArtSvg art={art}>
                <MarksAndLabels marks={[...picture.outline, ...picture.marks]} />
              </ArtSvg>
              <p className="mt-1 text-center text-sm leading-tight">
                <span className="font-semibold">{picture.layer}</span>
                <br />
                <span className="text-[var(--fg-muted)]">{layerMeaning[picture.layer]}</span>
              </p>
            </li>
          );
        })}
      </ul>
    </EnlargeableFigure>
  );
}

/**
 * Diagrams of the KiCad windows where people stop: only the fields to set, with the exact names and values
 * from the programme data (content/programme/tool-steps.ts, parts.ts), numbered like the steps that use
 * them. Pure functions: a spec per window (built from data passed in, the programme's by default) and a
 * layout that places boxes and text for a picture of a given width, which app/illustrations/DialogDiagram.tsx
 * draws. Fusion's windows are in fusion-diagrams.ts (they need the case maths, which only the guide loads).
 */
import { guidePad } from "@hackpad/programme/examples";
import { kicadParts, kicadShortName } from "@hackpad/programme/parts";
import { assignFootprints, drcWindow, drillSettings, kicadLibraries, libraryTable, modelSettings, plotSettings } from "@hackpad/programme/tool-steps";
import { readableFontSize } from "./readable-text.ts";

/** One part of a window. `step` is the number of the guide step that uses it, drawn as a numbered circle. */
export type DialogItem = { step?: number } & (
  | { kind: "tabs"; tabs: readonly string[]; active: string }
  /** A field with its label and the value to type or pick; `keep` marks a value to leave as it is. */
  | { kind: "field"; label: string; value: string; keep?: boolean; note?: string }
  /** A list of ticked boxes (the Plot window's layers). */
  | { kind: "checklist"; label: string; items: readonly string[] }
  /** A row of a table or list: a heading and the values under it; `added` marks a row the step adds. */
  | { kind: "row"; heading: string; values: readonly string[]; note?: string; added?: boolean }
  | { kind: "buttons"; buttons: readonly string[] }
  | { kind: "note"; text: string }
);

export interface DialogSpec {
  /** Unique on the site: the figure's id. */
  id: string;
  /** The application the window belongs to. */
  app: "KiCad" | "Fusion";
  /** The window's name, as its title bar shows it. */
  window: string;
  /** How to open it, e.g. "Preferences › Manage Symbol Libraries…". */
  opens?: string;
  items: DialogItem[];
}

/** The programme's data with its literal types widened, so a builder can be handed other values (tests do). */
export type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

const menu = (parts: readonly string[]) => parts.join(" › ");
const nickname = (file: string) => file.replace(/\.(pretty|kicad_sym)$/, "");

export function symbolLibrariesDiagram(libraries: Widen<typeof kicadLibraries> = kicadLibraries, table: Widen<typeof libraryTable> = libraryTable): DialogSpec {
  return {
    id: "dialog-symbol-libraries",
    app: "KiCad",
    window: "Symbol Libraries",
    opens: "Preferences › Manage Symbol Libraries…",
    items: [
      { kind: "tabs", tabs: table.tabs, active: table.activeTab, step: 6 },
      { kind: "buttons", buttons: [`${table.addExisting} (folder icon)`], step: 6 },
      {
        kind: "row",
        heading: "New row at the bottom",
        values: [
          `${table.columns.nickname}: ${nickname(libraries.xiaoSymbolFile)}`,
          `${table.columns.path}: ${libraries.folderExample}/${libraries.xiaoFolder}/${libraries.xiaoSymbolFile}`,
        ],
        added: true,
        step: 6,
      },
      { kind: "buttons", buttons: [table.ok], step: 6 },
    ],
  };
}

export function footprintLibrariesDiagram(
  libraries: Widen<typeof kicadLibraries> = kicadLibraries,
  table: Widen<typeof libraryTable> = libraryTable,
): DialogSpec {
  return {
    id: "dialog-footprint-libraries",
    app: "KiCad",
    window: "Footprint Libraries",
    opens: "Preferences › Manage Footprint Libraries…",
    items: [
      { kind: "tabs", tabs: table.tabs, active: table.activeTab, step: 7 },
      { kind: "buttons", buttons: [`${table.addExisting} (folder icon)`], step: 7 },
      ...libraries.footprintFolders.map((entry): DialogItem => ({
        kind: "row",
        heading: `${table.columns.nickname}: ${nickname(entry.folder)}`,
        values: [`${table.columns.path}: ${libraries.folderExample}/${entry.folder}`],
        note: "versions" in entry ? `only with ${entry.versions}` : undefined,
        added: true,
        step: 7,
      })),
      { kind: "buttons", buttons: [table.ok], step: 7 },
    ],
  };
}

/** "SW1–SW4" for four switches, "SW1" for one. */
const referenceRange = (prefix: string, count: number) => (count <= 1 ? `${prefix}1` : count === 2 ? `${prefix}1, ${prefix}2` : `${prefix}1–${prefix}${count}`);

export function assignFootprintsDiagram(
  pad: { switches: number; leds: number } = guidePad,
  parts: Widen<typeof kicadParts> = kicadParts,
  libraries: Widen<typeof kicadLibraries> = kicadLibraries,
  window: Widen<typeof assignFootprints> = assignFootprints,
): DialogSpec {
  const xiaoLibrary = nickname(libraries.xiaoFolder);
  const items: DialogItem[] = [
    { kind: "note", text: `Three panes: ${window.panes.join(" | ")}` },
    { kind: "row", heading: referenceRange("SW", pad.switches), values: [parts.mxSwitch.footprint.name], step: 2 },
    { kind: "row", heading: "U1", values: [`${xiaoLibrary}:${kicadShortName(parts.xiao.footprint.name)}`], step: 3 },
  ];
  if (pad.leds > 0) {
    items.push({
      kind: "row",
      heading: referenceRange("LED", pad.leds),
      values: [parts.led.footprint.name, `or ${parts.led.footprintOlderKicad.name}`],
      note: `the first in ${parts.led.footprint.versions ?? "current KiCad"}, the second in ${parts.led.footprintOlderKicad.versions}`,
      step: 4,
    });
  }
  items.push({ kind: "buttons", buttons: [window.apply, window.ok], step: 5 });
  return { id: "dialog-assign-footprints", app: "KiCad", window: window.window, opens: menu(window.menu), items };
}

export function drcDiagram(window: Widen<typeof drcWindow> = drcWindow): DialogSpec {
  return {
    id: "dialog-drc",
    app: "KiCad",
    window: window.window,
    opens: menu(window.menu),
    items: [
      { kind: "buttons", buttons: [window.run], step: 1 },
      { kind: "tabs", tabs: [window.tabs.violations, window.tabs.unconnected], active: window.tabs.violations, step: 2 },
      { kind: "field", label: "Errors", value: String(window.errorsAllowed), note: "fix each one, then run again", step: 3 },
      { kind: "field", label: "Warnings", value: "silkscreen ones may stay", keep: true, step: 3 },
      { kind: "tabs", tabs: [window.tabs.violations, window.tabs.unconnected], active: window.tabs.unconnected, step: 4 },
      { kind: "field", label: window.tabs.unconnected, value: "empty", step: 4 },
    ],
  };
}

export function modelsDiagram(settings: Widen<typeof modelSettings> = modelSettings): DialogSpec {
  const [first, ...others] = settings.models;
  const items: DialogItem[] = [{ kind: "tabs", tabs: [settings.tab], active: settings.tab, step: 4 }];
  if (first) {
    items.push({ kind: "buttons", buttons: [settings.add, "folder icon"], step: 5 });
    items.push({ kind: "row", heading: first.part, values: [`${settings.folder}/${first.file}`, `${settings.show}: ticked`], added: true, step: 5 });
  }
  items.push({ kind: "field", label: settings.adjust.join(" and "), value: "+/− until it sits on the pads", keep: true, step: 6 });
  for (const model of others)
    items.push({ kind: "row", heading: model.part, values: [`${settings.folder}/${model.file}`, `${settings.show}: ticked`], added: true, step: 7 });
  return { id: "dialog-3d-models", app: "KiCad", window: settings.window, opens: menu(settings.menu), items };
}

export function plotDiagram(settings: Widen<typeof plotSettings> = plotSettings): DialogSpec {
  return {
    id: "dialog-plot",
    app: "KiCad",
    window: settings.window,
    opens: menu(settings.menu),
    items: [
      { kind: "field", label: settings.formatLabel, value: settings.format, keep: true, step: 1 },
      { kind: "field", label: settings.outputLabel, value: settings.outputDirectory, step: 2 },
      { kind: "checklist", label: settings.layersLabel, items: settings.layers, step: 3 },
      { kind: "buttons", buttons: [settings.plot], step: 4 },
      { kind: "buttons", buttons: [settings.drillButton], step: 5 },
    ],
  };
}

export function drillDiagram(settings: Widen<typeof drillSettings> = drillSettings, plot: Widen<typeof plotSettings> = plotSettings): DialogSpec {
  return {
    id: "dialog-drill",
    app: "KiCad",
    window: settings.window,
    opens: `${plot.window} › ${plot.drillButton}`,
    items: [
      { kind: "field", label: settings.outputLabel, value: plot.outputDirectory, note: "the same folder as the Gerbers", step: 5 },
      { kind: "field", label: settings.formatLabel, value: settings.format, keep: true, step: 5 },
      { kind: "buttons", buttons: [settings.generate], step: 5 },
    ],
  };
}

export const dialogDiagrams = {
  symbolLibraries: symbolLibrariesDiagram,
  footprintLibraries: footprintLibrariesDiagram,
  assignFootprints: assignFootprintsDiagram,
  drc: drcDiagram,
  models: modelsDiagram,
  plot: plotDiagram,
  drill: drillDiagram,
} as const;

export type KicadDialogId = keyof typeof dialogDiagrams;

/** Every text a spec shows, in order: a test compares them with the programme data. */
export function dialogTexts(spec: DialogSpec): string[] {
  const out: string[] = [spec.window, ...(spec.opens ? [spec.opens] : [])];
  for (const item of spec.items) {
    if (item.kind === "tabs") out.push(...item.tabs);
    else if (item.kind === "field") out.push(item.label, item.value, ...(item.note ? [item.note] : []));
    else if (item.kind === "checklist") out.push(item.label, ...item.items);
    else if (item.kind === "row") out.push(item.heading, ...item.values, ...(item.note ? [item.note] : []));
    else if (item.kind === "buttons") out.push(...item.buttons);
    else out.push(item.text);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Layout

export type BoxStyle = "window" | "titleBar" | "field" | "fieldSet" | "button" | "tab" | "tabActive" | "row" | "rowAdded" | "check";
export type TextStyle = "title" | "opens" | "label" | "value" | "valueSet" | "button" | "note" | "step";

export interface LaidBox {
  x: number;
  y: number;
  width: number;
  height: number;
  style: BoxStyle;
}
export interface LaidText {
  x: number;
  y: number;
  text: string;
  style: TextStyle;
  anchor?: "start" | "middle" | "end";
  /** Monospaced: names and values as typed. */
  mono?: boolean;
}
export interface LaidStep {
  x: number;
  y: number;
  r: number;
  n: number;
}

export interface DialogLayout {
  width: number;
  height: number;
  fontSize: number;
  boxes: LaidBox[];
  texts: LaidText[];
  steps: LaidStep[];
}

/** Width of one character as drawn, in font sizes: monospace is 0.6; the sans-serif estimate errs wide. */
const CHAR = { mono: 0.6, sans: 0.62 } as const;

/**
 * Breaks a text into lines of at most `max` characters, after a "/" or a space where it can, else after "_",
 * "-" or ":", so a long path or footprint name wraps at its natural joints.
 */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let rest = text;
  while (rest.length > max) {
    // Rather after a folder or a word than inside a name.
    const lastOf = (joints: string) => {
      for (let i = max; i > max / 3; i--) if (joints.includes(rest[i - 1] ?? "")) return i;
      return -1;
    };
    let cut = lastOf("/ ");
    if (cut < 0) cut = lastOf("_-:");
    if (cut < 0) cut = max;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (rest) lines.push(rest);
  return lines;
}

/** The width the diagrams are drawn in, in their own units, and how wide that is on a phone. */
export const DIALOG_WIDTH = 320;

/** Places the spec's parts top to bottom in a picture `width` units wide, text readable on a phone. */
export function layoutDialog(spec: DialogSpec, width = DIALOG_WIDTH): DialogLayout {
  const font = readableFontSize(width);
  const line = font * 1.35;
  const pad = font * 0.6;
  const gutter = font * 2.2;
  const left = gutter;
  const right = width - font * 0.6;
  const inner = right - left;
  const fits = (chars: number, mono: boolean, room: number) => chars * CHAR[mono ? "mono" : "sans"] * font <= room;
  const maxChars = (room: number, mono: boolean) => Math.floor(room / (CHAR[mono ? "mono" : "sans"] * font));
  const boxes: LaidBox[] = [];
  const texts: LaidText[] = [];
  const steps: LaidStep[] = [];
  const lastStep = { n: -1 };

  // Title bar: the window's name, and how to open it under it.
  const titleLines = wrapText(`${spec.app}: ${spec.window} (diagram)`, maxChars(width - 2 * pad, false));
  const opensLines = spec.opens ? wrapText(`Open: ${spec.opens}`, maxChars(width - 2 * pad, false)) : [];
  let y = pad + font;
  for (const text of titleLines) {
    texts.push({ x: pad, y, text, style: "title" });
    y += line;
  }
  for (const text of opensLines) {
    texts.push({ x: pad, y, text, style: "opens" });
    y += line;
  }
  const titleHeight = y - line + pad;
  boxes.push({ x: 0, y: 0, width, height: titleHeight, style: "titleBar" });
  y = titleHeight + pad * 1.5;

  const stepAt = (n: number | undefined, top: number) => {
    if (n === undefined || n === lastStep.n) return;
    lastStep.n = n;
    steps.push({ x: gutter / 2, y: top + font * 0.75, r: font * 0.8, n });
  };
  const wrapped = (text: string, mono: boolean, room: number) => (fits(text.length, mono, room) ? [text] : wrapText(text, maxChars(room, mono)));

  for (const item of spec.items) {
    const top = y;
    stepAt(item.step, top);
    if (item.kind === "tabs") {
      let x = left;
      let rowY = y;
      for (const tab of item.tabs) {
        const w = tab.length * CHAR.sans * font + 2 * pad;
        if (x > left && x + w > right) {
          x = left;
          rowY += line + pad;
        }
        const active = tab === item.active;
        boxes.push({ x, y: rowY, width: Math.min(w, inner), height: line + pad * 0.5, style: active ? "tabActive" : "tab" });
        texts.push({ x: x + pad, y: rowY + font * 1.05, text: tab, style: active ? "valueSet" : "label" });
        x += w + pad * 0.5;
      }
      y = rowY + line + pad * 2;
    } else if (item.kind === "field") {
      const labelLines = wrapped(item.label, false, inner);
      for (const text of labelLines) {
        texts.push({ x: left, y: y + font, text, style: "label" });
        y += line;
      }
      const valueLines = wrapped(item.value, true, inner - 2 * pad);
      const height = valueLines.length * line + pad;
      boxes.push({ x: left, y, width: inner, height, style: item.keep ? "field" : "fieldSet" });
      valueLines.forEach((text, i) =>
        texts.push({ x: left + pad, y: y + font + pad * 0.4 + i * line, text, style: item.keep ? "value" : "valueSet", mono: true }),
      );
      y += height;
      if (item.note) {
        for (const text of wrapped(item.note, false, inner)) {
          texts.push({ x: left, y: y + font, text, style: "note" });
          y += line;
        }
      }
      y += pad * 1.5;
    } else if (item.kind === "checklist") {
      texts.push({ x: left, y: y + font, text: item.label, style: "label" });
      y += line;
      const columns = item.items.some((name) => !fits(name.length + 3, true, inner / 2)) ? 1 : 2;
      const colWidth = inner / columns;
      const rows = Math.ceil(item.items.length / columns);
      const height = rows * line + pad;
      boxes.push({ x: left, y, width: inner, height, style: "fieldSet" });
      item.items.forEach((name, i) => {
        const col = Math.floor(i / rows);
        const row = i % rows;
        const cx = left + pad + col * colWidth;
        const cy = y + pad * 0.5 + row * line;
        boxes.push({ x: cx, y: cy + line * 0.15, width: font * 0.85, height: font * 0.85, style: "check" });
        texts.push({ x: cx + font * 1.3, y: cy + font * 0.95, text: name, style: "valueSet", mono: true });
      });
      y += height + pad * 1.5;
    } else if (item.kind === "row") {
      const lines: LaidText[] = [];
      let rowY = y + pad * 0.5;
      for (const text of wrapped(item.heading, false, inner - 2 * pad)) {
        lines.push({ x: left + pad, y: rowY + font, text, style: "label" });
        rowY += line;
      }
      for (const value of item.values) {
        for (const text of wrapped(value, true, inner - 2 * pad)) {
          lines.push({ x: left + pad, y: rowY + font, text, style: "valueSet", mono: true });
          rowY += line;
        }
      }
      if (item.note) {
        for (const text of wrapped(item.note, false, inner - 2 * pad)) {
          lines.push({ x: left + pad, y: rowY + font, text, style: "note" });
          rowY += line;
        }
      }
      const height = rowY - y + pad * 0.5;
      boxes.push({ x: left, y, width: inner, height, style: item.added ? "rowAdded" : "row" });
      texts.push(...lines);
      y += height + pad;
    } else if (item.kind === "buttons") {
      let x = left;
      let rowY = y;
      for (const label of item.buttons) {
        const labelLines = wrapped(label, false, inner - 2 * pad);
        const w = Math.min(inner, Math.max(...labelLines.map((text) => text.length)) * CHAR.sans * font + 2 * pad);
        if (x > left && x + w > right) {
          x = left;
          rowY += line + pad * 1.5;
        }
        const height = labelLines.length * line + pad * 0.5;
        boxes.push({ x, y: rowY, width: w, height, style: "button" });
        labelLines.forEach((text, i) => texts.push({ x: x + w / 2, y: rowY + font * 1.15 + i * line, text, style: "button", anchor: "middle" }));
        x += w + pad;
        y = Math.max(y, rowY + height);
      }
      y += pad * 1.5;
    } else {
      for (const text of wrapped(item.text, false, inner)) {
        texts.push({ x: left, y: y + font, text, style: "note" });
        y += line;
      }
      y += pad;
    }
    if (y === top) y += pad;
  }
  const height = y + pad * 0.5;
  boxes.unshift({ x: 0, y: 0, width, height, style: "window" });
  for (const step of steps) texts.push({ x: step.x, y: step.y + font * 0.36, text: String(step.n), style: "step", anchor: "middle" });
  return { width, height, fontSize: font, boxes, texts, steps };
}

/**
 * The fix step: a corrected copy of a submission and the list of what changed and why. Every repair is
 * mechanical: files are moved into the layout /submitting shows, gerbers packed, case models converted, pin
 * names rewritten to the board's, a bill of materials and the board's drawing added to the README. Nothing of
 * the participant's design changes, nothing is deleted but junk (listed), and what only the participant can
 * do goes to `stillToDo` with the page section that explains it. Pure TypeScript: runs in a worker and in Node.
 */
import { zipSync } from "fflate";
import { submissionNames } from "@hackpad/programme/submission";
import { primaryGerbers, drawableGerbers, type Analysis, type GerberSet } from "@hackpad/preflight";
import { findFirmware, circuitPythonRunName } from "@hackpad/preflight";
import { ruleDocs } from "@hackpad/preflight";
import { readFirmwarePins, type Wiring } from "@hackpad/preflight";
import { compareFirmware } from "@hackpad/preflight";
import { setAsideOf } from "@hackpad/preflight";
import { bomRule } from "@hackpad/preflight";
import { padName } from "@hackpad/preflight/report";
import { baseName, inFolder, parentOf } from "@hackpad/preflight/paths";
import type { PreflightRuleId, Report } from "@hackpad/preflight";
import { junkKind, droppedByReader } from "./junk.ts";
import { rewritePins } from "./pins.ts";
import { x2DrillToExcellon } from "./excellon.ts";
import { readForFix } from "./read.ts";
import { bomSection, hasPictures, picturesSection } from "./readme.ts";
import { Tree } from "./tree.ts";
import type { FixInput, FixModelInput, FixOptions, FixResult, RuleChange, StillToDo } from "./types.ts";
import { fixCase } from "./case.ts";
import { marksFor } from "./marks.ts";
import { generateKmk } from "@hackpad/firmware";

export type * from "./types.ts";
export { rewritePins } from "./pins.ts";
export { changesToMarkdown, onBoard } from "./markdown.ts";
export { drawBoardSvgs } from "./draw-board.ts";
export { droppedByReader } from "./junk.ts";

/** The rules a repair can make pass; the others are the design's, and keep their verdict. */
export const MECHANICAL_RULES: readonly PreflightRuleId[] = ["structure", "case", "firmware", "firmware-pins", "bom"];

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8");
const lower = (value: string) => value.toLowerCase();
const top = (path: string) => (path.includes("/") ? path.slice(0, path.indexOf("/")) : "");
const { production, pcb: PCB, cad: CAD, firmware: FIRMWARE } = submissionNames;

/** Other names people give the layout's folders (the structure rule's own hints say to rename these). */
const FOLDER_ALIASES: Record<string, RegExp> = {
  [PCB]: /^(kicad|hardware|pcbs?|electronics)$/i,
  [FIRMWARE]: /^(firmware|code|src|kmk|qmk|software)$/i,
  [CAD]: /^(cad|3d|models?|case)$/i,
  [production]: /^(production|prod|manufacturing|fabrication|outputs?)$/i,
};
const KICAD_FILE = /\.(kicad_pro|kicad_pcb|kicad_sch|kicad_prl|kicad_dru|kicad_sym|kicad_mod|pro|sch|net|rpt)$|^(fp-lib-table|sym-lib-table)$/i;
const CAD_SOURCE = /\.(step|stp|3mf|f3d|f3z|fcstd|scad|blend|skp|sldprt|sldasm|iges|igs)$/i;

/** A path inside a zip of the project (`a.zip/b.gbr`): the readers opened it, the repository holds only the zip. */
function insideZip(path: string, paths: ReadonlySet<string>): boolean {
  const parts = path.split("/");
  for (let i = 1; i < parts.length; i++) if (/\.zip$/i.test(parts[i - 1] ?? "") && paths.has(parts.slice(0, i).join("/"))) return true;
  return false;
}

/** Reads the project (the preflight's read stage and check), then fixes it: for a caller that holds only files. */
export async function fixSubmission(input: FixInput): Promise<FixResult> {
  input.onProgress?.(0, "Reading the project");
  const { report, analysis } = await readForFix(input.files, input.input, input.notes, input.signal);
  return fixModel({ ...input, analysis, report, dropped: droppedByReader(input.files) });
}

/** Fixes a project already read: its model and the report checked from it. Reads only the fixed copy, to check it. */
export async function fixModel(input: FixModelInput): Promise<FixResult> {
  const progress = input.onProgress ?? (() => {});
  const { report: before, analysis } = input;
  const name = `${padName(
    analysis.project.topFolder ??
      input.input
        .replace(/\.zip$/i, "")
        .split(/[\\/]/)
        .pop() ??
      "pad",
  )}-fixed`;
  if (before.unreadable) {
    return { files: [], changes: [], stillToDo: [], before, after: before, rules: [], mechanicalPass: false, name };
  }
  const all = new Set(analysis.project.files.map((file) => file.path));
  const originals = analysis.project.files.filter((file) => !insideZip(file.path, all));
  const tree = new Tree(originals);
  const stillToDo: StillToDo[] = [];

  leaveOutJunk(tree, input);
  progress(0.15, "Gerbers");
  fixGerbers(tree, analysis, stillToDo);
  progress(0.25, "Folders");
  fixLayout(tree, analysis);
  input.signal?.throwIfAborted();
  progress(0.35, "Case");
  const generatedCase = await fixCase(tree, analysis, input, stillToDo);
  input.signal?.throwIfAborted();
  progress(0.7, "Firmware");
  fixFirmware(tree, analysis, stillToDo);
  progress(0.8, "README");
  fixReadme(tree, analysis, input, generatedCase);
  progress(0.85, "Checking the fixed copy");
  const files = tree.list();
  const { report: after } = await readForFix(
    files.map((file) => ({ path: `${name}/${file.path}`, bytes: file.bytes })),
    name,
    [],
    input.signal,
  );
  const rules: RuleChange[] = after.rules.map((rule) => ({
    id: rule.id,
    before: before.rules.find((entry) => entry.id === rule.id)?.status ?? "skip",
    after: rule.status,
  }));
  for (const rule of after.rules) {
    if (rule.status !== "fail" && rule.status !== "warn") continue;
    const texts = rule.details && rule.details.length > 0 ? rule.details : [rule.message];
    for (const text of texts)
      if (!stillToDo.some((entry) => entry.text === text)) stillToDo.push({ rule: rule.id, text, docs: rule.docs || ruleDocs[rule.id] });
  }
  for (const entry of stillToDo) {
    const marks = marksFor(entry.rule, entry.text, analysis);
    if (marks.length > 0) entry.marks = marks;
  }
  progress(1, "Done");
  return { files, changes: tree.changes, stillToDo, before, after, rules, mechanicalPass: mechanicalPass(after, boardIsSound(analysis)), name };
}

/**
 * Every mechanical rule passes (a rule the check could not run counts as passing). firmware-pins counts only on a
 * sound board: a fault in the wiring (an encoder's common pin on 3.3 V) is the design's, no firmware can mend it.
 */
export function mechanicalPass(report: Report, boardSound: boolean): boolean {
  return report.rules
    .filter((rule) => MECHANICAL_RULES.includes(rule.id) && (rule.id !== "firmware-pins" || boardSound))
    .every((rule) => rule.status === "pass" || rule.status === "skip");
}

/** The board's wiring reads without a problem or a fault, so the firmware's pins can be made to match it. */
function boardIsSound(analysis: Analysis): boolean {
  const wiring = analysis.wiring;
  return wiring !== null && wiring.controllerRef !== "" && wiring.problems.length === 0 && (wiring.faults ?? []).length === 0;
}

function leaveOutJunk(tree: Tree, input: FixModelInput): void {
  for (const path of tree.paths()) {
    const kind = junkKind(path);
    if (!kind) continue;
    tree.drop(path);
    tree.note({ rule: "structure", kind: "leave-out", from: [path], to: null, why: `${path} is ${kind}, never part of a submission: left out.` });
  }
  const dropped = [...input.dropped];
  if (dropped.length > 0) {
    tree.note({
      rule: "structure",
      kind: "leave-out",
      from: dropped,
      to: null,
      why: `${dropped.length === 1 ? `${dropped[0]} is` : `${dropped.length} files (${dropped.slice(0, 3).join(", ")}${dropped.length > 3 ? "…" : ""}) are`} macOS's folder litter: left out.`,
    });
  }
}

/** The set the factory should get: the complete one the report names (the preflight's own choice first). */
function chosenSet(analysis: Analysis): GerberSet | null {
  const primary = primaryGerbers(analysis);
  if (primary && primary.missing.length === 0) return primary;
  const complete = analysis.gerberSets.filter((set) => set.missing.length === 0);
  return complete.find((set) => inFolder(set.source, production)) ?? complete[0] ?? primary;
}

/** A set whose drill files are all Gerber X2: each rewritten as Excellon (excellon.ts), or none when one cannot be. */
function excellonDrills(set: GerberSet): { files: { from: string; name: string; text: string; holes: number; slots: number }[]; left: string[] } {
  const drills = set.layers.filter((layer) => layer.kind === "drill");
  if (drills.length === 0 || drills.some((layer) => layer.excellon)) return { files: [], left: [] };
  const files = [];
  for (const layer of drills) {
    const file = set.files.find((entry) => entry.path === layer.path);
    const result = file ? x2DrillToExcellon(decoder.decode(file.bytes), baseName(layer.path)) : `${layer.path} cannot be read`;
    if (typeof result === "string") return { files: [], left: [`The drill files stay in Gerber X2: ${result}.`] };
    const name = baseName(layer.path).replace(/[-_]?drl\.gbr$|\.gbr$/i, "") + ".drl";
    files.push({ from: layer.path, name, ...result });
  }
  return { files, left: [] };
}

/** The repository files a gerber set came from: its zip, or its loose files. */
function setFiles(set: GerberSet): string[] {
  if (set.zipped) return [set.source];
  return set.files.map((file) => file.path);
}

function fixGerbers(tree: Tree, analysis: Analysis, stillToDo: StillToDo[]): void {
  const set = chosenSet(analysis);
  if (!set) return;
  const target = `${production}/${submissionNames.gerbers}`;
  const drills = set.layers.some((layer) => layer.kind === "drill")
    ? []
    : analysis.looseDrills
        .flatMap((entry) => entry.files)
        .flatMap((path) => {
          const file = analysis.project.files.find((candidate) => candidate.path === path);
          return file ? [file] : [];
        });
  const rewritten = excellonDrills(set);
  for (const left of rewritten.left) stillToDo.push({ rule: "structure", text: left, docs: ruleDocs.structure });
  const inPlace = set.zipped && set.source === target && drills.length === 0 && rewritten.files.length === 0;
  const archived = new Set<string>();
  const archive = (path: string, why: string) => {
    if (archived.has(path) || !tree.has(path)) return;
    archived.add(path);
    tree.archive(path, "structure", why, false);
  };
  if (!inPlace) {
    const entries: Record<string, Uint8Array> = {};
    const replaced = new Set(rewritten.files.map((file) => file.from));
    for (const file of [...set.files, ...drills]) if (!replaced.has(file.path)) entries[baseName(file.path)] ??= file.bytes;
    for (const file of rewritten.files) entries[file.name] ??= encoder.encode(file.text);
    const existing = tree.find(target);
    if (existing) archive(existing, `${existing} is an older gerber set`);
    const sources = [...setFiles(set), ...drills.map((file) => file.path)].filter((path) => tree.has(path));
    const why =
      existing === set.source
        ? `${target} repacked with its drill files in Excellon; the zip as it was is kept in ${submissionNames.archive}/.`
        : `${set.source} is the complete gerber set (outline, F.Cu and B.Cu, drill)${drills.length > 0 ? ` and the loose drill files ${drills.map((file) => baseName(file.path)).join(", ")} belong in it` : ""}: packed as ${target}, the name the factory's files go by.${existing ? ` The ${existing} that was there is in ${submissionNames.archive}/.` : ""}`;
    tree.add(target, zipSync(entries, { level: 6 }), { rule: "structure", kind: "pack", from: [set.source], why });
    for (const file of rewritten.files)
      tree.note({
        rule: "structure",
        kind: "convert",
        from: [`${set.source}${set.zipped ? ": " : ""}${baseName(file.from)}`],
        to: `${target}: ${file.name}`,
        why: `${baseName(file.from)} is a drill file plotted as Gerber X2, which factories do not all read: written as ${file.name} in Excellon, the same ${file.holes} ${file.holes === 1 ? "hole" : "holes"}${file.slots > 0 ? ` and ${file.slots} ${file.slots === 1 ? "slot" : "slots"}` : ""} at the same places (the original is kept in ${submissionNames.archive}/).`,
      });
    for (const path of sources) archive(path, "packed into production/gerbers.zip");
  }
  const others = analysis.gerberSets.filter((other) => other !== set);
  const moved: string[] = [];
  for (const other of others) {
    for (const path of setFiles(other)) {
      if (!tree.has(path) || archived.has(path)) continue;
      archive(path, "another gerber set");
      moved.push(path);
    }
  }
  if (moved.length > 0) {
    const sources = others.filter((other) => setFiles(other).some((path) => moved.includes(path))).map((other) => other.source);
    tree.note({
      rule: "structure",
      kind: "archive",
      from: sources,
      to: `${submissionNames.archive}/`,
      why: `${sources.length === 1 ? "Another gerber set" : `${sources.length} other gerber sets`} (${sources.join(", ")}) moved to ${submissionNames.archive}/, kept but out of the way, so the factory gets only ${target}.`,
    });
  }
  if (!inPlace) {
    const packed = [...setFiles(set), ...drills.map((file) => file.path)].filter((path) => archived.has(path));
    if (packed.length > 0)
      tree.note({
        rule: "structure",
        kind: "archive",
        from: packed,
        to: `${submissionNames.archive}/`,
        why: `The files packed into ${target} are kept in ${submissionNames.archive}/ as they were.`,
      });
  }
}

/** The top folder of the copy named `folder` in any letter case. */
const hasTop = (tree: Tree, folder: string) => tree.paths().some((path) => lower(top(path)) === lower(folder));

function fixLayout(tree: Tree, analysis: Analysis): void {
  // Folders under another name: renamed, as the structure rule says.
  for (const folder of [PCB, FIRMWARE, CAD, production]) {
    if (hasTop(tree, folder)) continue;
    const alias = [...new Set(tree.paths().map(top))].find(
      (name) => name !== "" && FOLDER_ALIASES[folder]?.test(name) && lower(name) !== lower(submissionNames.archive),
    );
    if (alias) tree.moveFolder(alias, folder, "structure", `${alias}/ is the ${folder}/ folder /submitting asks for: renamed`);
  }
  // The KiCad project: the board's folder's KiCad files (and its own libraries) into pcb/, keeping their places
  // relative to each other so KiCad still finds its libraries.
  if (analysis.pcb && !hasTop(tree, PCB)) {
    const boardFolder = parentOf(tree.where(analysis.pcb.path));
    const inBoardFolder = (path: string) => (boardFolder === "" ? true : path.startsWith(`${boardFolder}/`));
    const rest = (path: string) => (boardFolder === "" ? path : path.slice(boardFolder.length + 1));
    const kicad = tree.paths().filter((path) => {
      if (!inBoardFolder(path) || inFolder(path, submissionNames.archive)) return false;
      const inner = rest(path);
      const library = setAsideOf(path, analysis.setAside);
      return inner.includes("/") ? library !== null && library.why === "a library" : KICAD_FILE.test(baseName(inner));
    });
    for (const path of kicad) tree.move(path, `${PCB}/${rest(path)}`, "structure", "", "move", false);
    if (kicad.length > 0)
      tree.note({
        rule: "structure",
        kind: "move",
        from: [boardFolder === "" ? "./" : `${boardFolder}/`],
        to: `${PCB}/`,
        why: `The KiCad project (${kicad.length} files, ${baseName(analysis.pcb.path)} with it) moved into ${PCB}/, where /submitting puts it; the files keep their places relative to each other.`,
      });
  }
  // CAD sources: into CAD/ when it is missing, and out of production/ (which holds what is made from them).
  const cadSources = tree
    .paths()
    .filter(
      (path) =>
        CAD_SOURCE.test(path) &&
        !inFolder(path, PCB) &&
        !inFolder(path, submissionNames.archive) &&
        !setAsideOf(path, analysis.setAside) &&
        (inFolder(path, production) || (!hasTop(tree, CAD) && !inFolder(path, CAD))),
    );
  for (const path of cadSources) {
    const to = tree.move(path, `${CAD}/${baseName(path)}`, "structure", "", "move", false);
    tree.note({
      rule: "structure",
      kind: "move",
      from: [path],
      to,
      why: `${baseName(path)} is a CAD source: it belongs in ${CAD}/, not ${parentOf(path) || "the top folder"}.`,
    });
  }
  // Firmware sources lying outside firmware/ (a keymap.py at the top): into firmware/.
  if (!hasTop(tree, FIRMWARE)) {
    for (const candidate of findFirmware(analysis)) {
      if (candidate.kind === "uf2" || candidate.inProduction) continue;
      const base = candidate.kind === "qmk-folder" ? candidate.path : parentOf(candidate.path);
      for (const path of candidate.files) {
        const now = tree.where(path);
        if (!tree.has(now) || inFolder(now, FIRMWARE)) continue;
        const inner = base === "" ? path : path.slice(base.length + 1);
        const to = tree.move(
          now,
          `${FIRMWARE}/${candidate.kind === "qmk-folder" ? `${baseName(base) || "keyboard"}/` : ""}${inner}`,
          "structure",
          "",
          "move",
          false,
        );
        tree.note({ rule: "structure", kind: "move", from: [now], to, why: `${now} ${candidate.why}: firmware sources go in ${FIRMWARE}/.` });
      }
    }
  }
}

function fixFirmware(tree: Tree, analysis: Analysis, stillToDo: StillToDo[]): void {
  const wiring = analysis.wiring;
  const sound = wiring && wiring.controllerRef && (wiring.keys.length > 0 || wiring.encoders.length > 0) && wiring.problems.length === 0;
  const wrong = new Set<string>();
  if (sound) {
    const { firmware } = readFirmwarePins(analysis);
    for (const entry of firmware) {
      if (!compareFirmware(entry, wiring).some((finding) => finding.severity === "fail")) continue;
      const original = analysis.project.files.find((file) => file.path === entry.file);
      if (!original) continue;
      const rewrite = rewritePins(decoder.decode(original.bytes), entry, wiring);
      for (const left of rewrite.left) stillToDo.push({ rule: "firmware-pins", text: left, docs: ruleDocs["firmware-pins"] });
      if (rewrite.lines.length === 0) {
        wrong.add(entry.file);
        continue;
      }
      // The file and every byte-identical copy of it (a main.py copied into production/) get the same lines.
      const copies = analysis.project.files.filter(
        (file) => file.bytes.length === original.bytes.length && file.bytes.every((byte, i) => byte === original.bytes[i]),
      );
      for (const copy of copies) {
        const at = tree.where(copy.path);
        if (!tree.has(at)) continue;
        tree.replace(at, encoder.encode(rewrite.text), {
          rule: "firmware-pins",
          kind: "rewrite",
          from: [copy.path],
          why: `${at}: only the pin names changed, to the pins the board wires (${rewrite.lines.length} ${rewrite.lines.length === 1 ? "line" : "lines"}); the keymap and everything else stay as written.`,
          lines: rewrite.lines,
        });
      }
    }
  }
  const uf2Name = `${production}/${submissionNames.firmwareUf2}`;
  const mainName = `${production}/${submissionNames.kmkMain}`;
  if (tree.find(uf2Name) || tree.find(mainName)) return;
  const found = findFirmware(analysis);
  const image = found.find((candidate) => candidate.kind === "uf2" && candidate.complete);
  const program = found.find(
    (candidate) => (candidate.kind === "kmk" || candidate.kind === "circuitpython") && candidate.complete && !wrong.has(candidate.path),
  );
  if (image && image.inProduction) {
    // QMK's own <keyboard>_<keymap>.uf2 name is accepted as it is; any other name becomes firmware.uf2.
    if (/_[^_/]+\.uf2$/i.test(image.path)) return;
    tree.move(tree.where(image.path), uf2Name, "structure", `${image.path} ${image.why}: renamed ${uf2Name}, the name reviewers look for.`);
  } else if (program) {
    const at = tree.where(program.path);
    if (program.inProduction && circuitPythonRunName(at)) return;
    if (program.inProduction) tree.move(at, mainName, "structure", `${at} ${program.why}: renamed ${submissionNames.kmkMain}, a name CircuitPython runs.`);
    else {
      const bytes = tree.get(at);
      if (!bytes) return;
      tree.add(mainName, bytes, {
        rule: "structure",
        kind: "copy",
        from: [at],
        why: `${at} ${program.why}: copied to ${mainName}, where reviewers look for the firmware (the source stays in ${parentOf(at) || "place"}).`,
      });
      for (const module of program.files.slice(1)) {
        const modulePath = tree.where(module);
        const moduleBytes = tree.get(modulePath);
        if (moduleBytes)
          tree.add(`${production}/${baseName(modulePath)}`, moduleBytes, {
            rule: "structure",
            kind: "copy",
            from: [modulePath],
            why: `${modulePath} is a module ${baseName(at)} imports: copied beside it.`,
          });
      }
    }
  } else if (image) {
    const bytes = tree.get(tree.where(image.path));
    if (bytes) tree.add(uf2Name, bytes, { rule: "structure", kind: "copy", from: [image.path], why: `${image.path} ${image.why}: copied to ${uf2Name}.` });
  } else if (found.length === 0 && sound) {
    generateFirmware(tree, analysis, wiring, stillToDo);
  }
}

function generateFirmware(tree: Tree, analysis: Analysis, wiring: Wiring, stillToDo: StillToDo[]): void {
  try {
    const generated = generateKmkNow(wiring, padName(analysis.project.topFolder ?? "pad"));
    for (const file of generated.files) {
      const bytes = encoder.encode(file.text);
      tree.add(`${FIRMWARE}/${file.path}`, bytes, {
        rule: "firmware",
        kind: "generate",
        from: [],
        why: `The project has no firmware: KMK firmware generated from the board's wiring (${baseName(file.path)}), a starting point to change to your own keymap.`,
        generated: true,
      });
      if (file.path === submissionNames.kmkMain)
        tree.add(`${production}/${submissionNames.kmkMain}`, bytes, {
          rule: "structure",
          kind: "copy",
          from: [`${FIRMWARE}/${file.path}`],
          why: `The generated ${submissionNames.kmkMain} copied to ${production}/, where reviewers look for the firmware.`,
          generated: true,
        });
    }
  } catch (error) {
    stillToDo.push({
      rule: "firmware",
      text: `No firmware, and none could be generated: ${error instanceof Error ? error.message : String(error)}`,
      docs: ruleDocs.firmware,
    });
  }
}

const generateKmkNow = (wiring: Parameters<typeof generateKmk>[0], name: string) => generateKmk(wiring, { name });

function fixReadme(tree: Tree, analysis: Analysis, input: FixOptions, generatedCase: { screws: number; kind: "nuts" | "inserts" } | null): void {
  const readmePath = analysis.readme ? tree.where(analysis.readme.path) : null;
  let text = analysis.readme?.text ?? `# ${analysis.project.topFolder ?? "My Hackpad"}\n`;
  const added: string[] = [];
  const changes: { rule: PreflightRuleId; why: string }[] = [];
  if (bomRule(analysis).status === "fail" && analysis.pcb) {
    text = `${text.replace(/\s*$/, "")}\n\n${bomSection(analysis, generatedCase)}`;
    added.push("Bill of materials");
    changes.push({
      rule: "bom",
      why: `The README had no bill of materials: a "Bill of materials" section was added, counted from the board's footprints${generatedCase ? " and the generated case's screws" : ""}. Nothing of your text was removed.`,
    });
  }
  if (!hasPictures(text) && input.drawBoard) {
    const { gerbers } = drawableGerbers(analysis);
    if (gerbers) {
      try {
        const drawing = input.drawBoard(gerbers);
        const topPath = tree.add("images/board-top.svg", encoder.encode(drawing.top), {
          rule: "structure",
          kind: "add",
          from: [gerbers.source],
          why: `The board's top, drawn from ${gerbers.source}.`,
          generated: true,
        });
        const bottomPath = tree.add("images/board-bottom.svg", encoder.encode(drawing.bottom), {
          rule: "structure",
          kind: "add",
          from: [gerbers.source],
          why: `The board's bottom, drawn from ${gerbers.source}.`,
          generated: true,
        });
        text = `${text.replace(/\s*$/, "")}\n\n${picturesSection(topPath, bottomPath)}`;
        added.push("Pictures");
        changes.push({
          rule: "structure",
          why: `The README had no pictures: the board drawn from its gerbers (top and bottom) was linked in a "Pictures" section. Nothing of your text was removed.`,
        });
      } catch {
        // A set the renderer cannot draw leaves the README without pictures; the check says so.
      }
    }
  }
  if (added.length === 0 && readmePath) return;
  const target = readmePath ?? submissionNames.readme;
  for (const change of changes) tree.note({ rule: change.rule, kind: "add", from: readmePath ? [readmePath] : [], to: target, why: change.why });
  if (readmePath)
    tree.replace(readmePath, encoder.encode(text.endsWith("\n") ? text : `${text}\n`), {
      rule: "structure",
      kind: "rewrite",
      from: [readmePath],
      why: `${readmePath}: ${added.join(" and ")} section${added.length > 1 ? "s" : ""} added at the end.`,
    });
  else
    tree.add(target, encoder.encode(text), {
      rule: "structure",
      kind: "add",
      from: [],
      why: `There was no ${submissionNames.readme}: one was written with the pad's name${added.length > 0 ? ` and ${added.join(" and ")}` : ""}; write about your pad in it.`,
      generated: true,
    });
}

/**
 * Screw stacks on project pages. A page may describe how its case is screwed together in a fenced block
 * whose language is `screws` (YAML inside, see `screwStackSchema`); the checker works out, from the
 * programme's screw, head, nut and insert sizes in `content/programme/dimensions.ts`, whether each screw
 * really clamps its parts, and the page shows the worked-out numbers in place of the block. Nothing here
 * trusts the prose around the block.
 */
import type { Code, Root, RootContent, Table, TableCell, TableRow } from "mdast";
import { visit } from "unist-util-visit";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { dimensions } from "@hackpad/programme/dimensions";
import { formatMm, round2 } from "../illustrations/guide-case.ts";
import { showValue } from "./schema.ts";

/** The language of the fenced block: ```screws. */
export const SCREWS_FENCE = "screws";

export const SCREW_ENDS = ["insert", "nut"] as const;

const length = (what: string) => z.number({ error: `expected ${what} in millimetres, as a number` });

/** What a page writes in a ```screws block. Field names are fixed; unknown fields are errors. */
export const screwStackSchema = z.strictObject({
  /** How many screws of this kind. */
  count: z.int({ error: "expected a whole number of screws" }).min(1, { error: "expected at least 1 screw" }),
  /** Which parts they hold together, for the table's heading. */
  joins: z.string({ error: "expected a few words, like plate to tray" }).trim().min(3).max(80).optional(),
  /** Thickness, where the screw is, of the part under the head (counterbore included). */
  clampMm: length("the thickness of the part under the head").positive({ error: "expected a thickness above 0" }),
  /** Depth of the counterbore the head sinks into; 0 when the head sits on the surface. */
  counterboreMm: length("the counterbore depth").min(0, { error: "expected 0 (no counterbore) or more" }),
  /** What catches the screw in the other part. */
  endsIn: z.enum(SCREW_ENDS, { error: `expected one of ${SCREW_ENDS.join(", ")}` }),
  /** Thickness, where the screw is, of the part the screw ends in. */
  partMm: length("the thickness of the part the screw ends in").positive({ error: "expected a thickness above 0" }),
  /** With an insert: depth of the hole (insert and screw) from the face where the two parts meet. */
  holeMm: length("the hole depth").positive({ error: "expected a depth above 0" }).optional(),
  /** With a nut: depth of the nut's pocket from the far face; 0 when the nut sits on that face. */
  nutPocketMm: length("the nut pocket depth").min(0, { error: "expected 0 (the nut sits on the face) or more" }).optional(),
});

export type ScrewStack = z.infer<typeof screwStackSchema>;

/** The programme's hardware and rules of thumb the sums use. */
export interface ScrewHardware {
  screwLengthMm: number;
  headHeightMm: number;
  /** How deep the heat-set insert goes: the screw should pass all the way through it. */
  insertDepthMm: number;
  nutHeightMm: number;
  tipClearanceMm: number;
  minUnderHeadMm: number;
  /** The counterbore depth the guide uses, suggested in messages. */
  guideCounterboreMm: number;
}

export const programmeScrewHardware: ScrewHardware = {
  screwLengthMm: dimensions.screwLengthMm,
  headHeightMm: dimensions.screwHeadHeightMm,
  insertDepthMm: dimensions.heatSetHole.depthMm,
  nutHeightMm: dimensions.hexNutHeightMm,
  tipClearanceMm: dimensions.screwTipClearanceMm,
  minUnderHeadMm: dimensions.minUnderScrewHeadMm,
  guideCounterboreMm: dimensions.counterboreDepthMm,
};

/** The sums for one stack, and every way it fails to clamp (empty when it works). */
export interface ScrewStackResult {
  stack: ScrewStack;
  hardware: ScrewHardware;
  /** Plastic between the head and the joint: the part's thickness minus the counterbore. */
  underHeadMm: number;
  /** How far the screw goes past the joint into the other part. */
  reachMm: number;
  /** Insert: hole left below the tip. */
  spareMm?: number;
  /** Nut: depth past the joint where the nut's far face sits (the screw must reach it). */
  nutEndMm?: number;
  problems: string[];
}

const f = formatMm;

function insertProblems(stack: ScrewStack, hw: ScrewHardware, reach: number): { spare?: number; problems: string[] } {
  const problems: string[] = [];
  if (stack.nutPocketMm !== undefined) problems.push("nutPocketMm is only for endsIn: nut; remove it");
  const hole = stack.holeMm;
  if (hole === undefined) {
    problems.push("holeMm is missing: give the depth of the hole for the insert and the screw, from the face where the parts meet");
    return { problems };
  }
  if (hole > stack.partMm) problems.push(`the ${f(hole)} mm hole is deeper than the ${f(stack.partMm)} mm part it is in`);
  if (hole < hw.insertDepthMm) problems.push(`the ${f(hole)} mm hole is shallower than the ${f(hw.insertDepthMm)} mm an M3 heat-set insert needs`);
  const spare = round2(hole - reach);
  const through = hole >= stack.partMm;
  if (through && reach > stack.partMm) {
    problems.push(`the screw tip pokes ${f(round2(reach - stack.partMm))} mm out of the far face of the ${f(stack.partMm)} mm part`);
  } else if (!through && spare <= 0) {
    problems.push(
      `the screw bottoms out: it reaches ${f(reach)} mm past the joint (${f(hw.screwLengthMm)} − ${f(round2(hw.screwLengthMm - reach))} mm under the head) ` +
        `into a ${f(hole)} mm hole, ${f(round2(-spare))} mm too deep, so it stops before the head clamps the parts; ` +
        `make the hole at least ${f(round2(reach + hw.tipClearanceMm))} mm deep or the part under the head thicker`,
    );
  } else if (spare < hw.tipClearanceMm) {
    problems.push(`only ${f(spare)} mm of the hole is left below the screw tip; keep at least ${f(hw.tipClearanceMm)} mm so the screw cannot bottom out`);
  }
  if (reach < hw.insertDepthMm) {
    problems.push(`the screw reaches only ${f(reach)} mm past the joint, not all the way through the ${f(hw.insertDepthMm)} mm insert`);
  }
  return { spare, problems };
}

function nutProblems(stack: ScrewStack, hw: ScrewHardware, reach: number): { nutEnd?: number; problems: string[] } {
  const problems: string[] = [];
  if (stack.holeMm !== undefined) problems.push("holeMm is only for endsIn: insert; remove it");
  const pocket = stack.nutPocketMm;
  if (pocket === undefined) {
    problems.push("nutPocketMm is missing: give the depth of the nut's pocket in the far face, or 0 when the nut sits on that face");
    return { problems };
  }
  if (pocket > 0 && pocket < hw.nutHeightMm) problems.push(`the ${f(pocket)} mm pocket is shallower than the ${f(hw.nutHeightMm)} mm M3 nut`);
  if (pocket > stack.partMm) problems.push(`the ${f(pocket)} mm nut pocket is deeper than the ${f(stack.partMm)} mm part it is in`);
  // A nut in a pocket is pulled up against the pocket's end; a nut on the face sits just past the part.
  const nutEnd = round2((pocket > 0 ? stack.partMm - pocket : stack.partMm) + hw.nutHeightMm);
  if (reach < nutEnd) {
    problems.push(
      `the screw reaches ${f(reach)} mm past the joint but the far face of the nut is ${f(nutEnd)} mm away, so it catches only part of the nut; ` +
        "make the part under the head thinner or the nut pocket deeper",
    );
  }
  if (pocket > 0 && reach > stack.partMm) {
    problems.push(`the screw tip pokes ${f(round2(reach - stack.partMm))} mm out of the far face; make the part thicker at the screw`);
  }
  return { nutEnd, problems };
}

/** Works out one stack from the hardware sizes and lists every reason it would not clamp. */
export function analyseScrewStack(stack: ScrewStack, hw: ScrewHardware = programmeScrewHardware): ScrewStackResult {
  const problems: string[] = [];
  const { clampMm: clamp, counterboreMm: counterbore } = stack;
  if (counterbore > 0 && counterbore < hw.headHeightMm) {
    problems.push(
      `a ${f(counterbore)} mm counterbore cannot sink the ${f(hw.headHeightMm)} mm head of an M3 screw; ` +
        `make counterboreMm at least ${f(hw.headHeightMm)} (the guide uses ${f(hw.guideCounterboreMm)}), or 0 for a head that sits on the surface`,
    );
  }
  const underHead = round2(clamp - counterbore);
  if (underHead <= 0) {
    problems.push(`the ${f(counterbore)} mm counterbore goes through the whole ${f(clamp)} mm part, so nothing is left under the head`);
  } else if (underHead < hw.minUnderHeadMm) {
    problems.push(
      `only ${f(underHead)} mm of plastic is left under the head (${f(clamp)} − ${f(counterbore)} mm); keep at least ${f(hw.minUnderHeadMm)} mm: ` +
        "make the part thicker at the screw or the counterbore shallower",
    );
  }
  const reach = round2(hw.screwLengthMm - Math.max(underHead, 0));
  const ends = stack.endsIn === "insert" ? insertProblems(stack, hw, reach) : nutProblems(stack, hw, reach);
  problems.push(...ends.problems);
  return {
    stack,
    hardware: hw,
    underHeadMm: underHead,
    reachMm: reach,
    ...("spare" in ends && ends.spare !== undefined ? { spareMm: ends.spare } : {}),
    ...("nutEnd" in ends && ends.nutEnd !== undefined ? { nutEndMm: ends.nutEnd } : {}),
    problems,
  };
}

/** A ```screws block read from a page: its stack, or what is wrong with its text. */
export interface ScrewBlock {
  /** Line of the opening fence in the Markdown body, for messages. */
  line?: number;
  stack?: ScrewStack;
  errors: string[];
}

/** Reads and validates the YAML of one block. Errors name the field and the value, like front matter errors. */
export function readScrewBlock(source: string): { stack?: ScrewStack; errors: string[] } {
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "").replace(/:$/, "") : String(error);
    return { errors: [`is not valid YAML: ${message}`] };
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    return { errors: [`holds no fields; write count, clampMm, counterboreMm, endsIn, partMm and holeMm or nutPocketMm, one per line`] };
  }
  const record = data as Record<string, unknown>;
  const result = screwStackSchema.safeParse(record);
  if (result.success) return { stack: result.data, errors: [] };
  const fields = Object.keys(screwStackSchema.shape).join(", ");
  const errors = result.error.issues.flatMap((issue) => {
    if (issue.code === "unrecognized_keys") return issue.keys.map((key) => `unknown field "${key}" (the fields are ${fields})`);
    const field = issue.path.map(String).join(".");
    const value = record[String(issue.path[0])];
    return [value === undefined || value === null ? `${field} is missing (${issue.message})` : `${field} is ${showValue(value)}, ${issue.message}`];
  });
  return { errors };
}

/** Every ```screws block of a page, in order. */
export function screwBlocks(tree: Root): ScrewBlock[] {
  const blocks: ScrewBlock[] = [];
  visit(tree, "code", (node: Code) => {
    if (node.lang !== SCREWS_FENCE) return;
    const read = readScrewBlock(node.value);
    blocks.push({ ...read, ...(node.position ? { line: node.position.start.line } : {}) });
  });
  return blocks;
}

/**
 * The checker's messages for a page's screw blocks: one line per problem, naming the file and the block,
 * for instance `content/projects/foo/index.md: screws block at line 40: the screw bottoms out: …`.
 * `lineOffset` turns body lines into file lines (the front matter comes first).
 */
export function checkScrewBlocks(file: string, tree: Root, lineOffset = 0, hw: ScrewHardware = programmeScrewHardware): string[] {
  return screwBlocks(tree).flatMap((block) => {
    const where = `${file}: screws block${block.line !== undefined ? ` at line ${block.line + lineOffset}` : ""}`;
    const problems = block.stack ? analyseScrewStack(block.stack, hw).problems : block.errors;
    return problems.map((problem) => `${where}: ${problem}`);
  });
}

const text = (value: string) => ({ type: "text" as const, value });
const cell = (value: string): TableCell => ({ type: "tableCell", children: [text(value)] });
const row = (label: string, value: string): TableRow => ({ type: "tableRow", children: [cell(label), cell(value)] });

/** The rows a page shows for a stack: every number worked out from the block and the programme's sizes. */
export function screwStackRows(result: ScrewStackResult): [string, string][] {
  const { stack, hardware: hw } = result;
  const rows: [string, string][] = [
    ["Screws", `${stack.count} × M3 × ${f(hw.screwLengthMm)} mm, head ${f(hw.headHeightMm)} mm tall`],
    [
      "Head",
      stack.counterboreMm > 0
        ? `sunk in a ${f(stack.counterboreMm)} mm counterbore, ${f(round2(stack.counterboreMm - hw.headHeightMm))} mm below the surface`
        : "on the surface",
    ],
    [
      "Under the head",
      stack.counterboreMm > 0
        ? `${f(result.underHeadMm)} mm of plastic (${f(stack.clampMm)} mm part − ${f(stack.counterboreMm)} mm counterbore)`
        : `${f(result.underHeadMm)} mm of plastic (the whole part)`,
    ],
    ["Past the joint", `${f(result.reachMm)} mm of screw (${f(hw.screwLengthMm)} − ${f(result.underHeadMm)} mm)`],
  ];
  if (stack.endsIn === "insert" && stack.holeMm !== undefined && result.spareMm !== undefined) {
    rows.push([
      "Hole",
      `${f(stack.holeMm)} mm deep in the ${f(stack.partMm)} mm part, heat-set insert in its first ${f(hw.insertDepthMm)} mm; ${f(result.spareMm)} mm stay free below the tip`,
    ]);
  }
  if (stack.endsIn === "nut" && stack.nutPocketMm !== undefined && result.nutEndMm !== undefined) {
    rows.push([
      "Nut",
      stack.nutPocketMm > 0
        ? `${f(hw.nutHeightMm)} mm tall, in a ${f(stack.nutPocketMm)} mm pocket of the ${f(stack.partMm)} mm part; the screw passes ${f(round2(result.reachMm - result.nutEndMm))} mm beyond it`
        : `${f(hw.nutHeightMm)} mm tall, on the far face of the ${f(stack.partMm)} mm part; ${f(round2(result.reachMm - stack.partMm))} mm of thread stick out for it`,
    ]);
  }
  rows.push([
    "Result",
    result.problems.length === 0 ? "clamps: the head pulls the parts together before the tip can bottom out" : `does not clamp: ${result.problems.join("; ")}`,
  ]);
  return rows;
}

/**
 * Remark step for project pages: each valid ```screws block becomes a short heading line and a table of
 * the worked-out numbers. A block that does not read stays a code block (the checker reports it).
 */
export function remarkScrewStacks(hw: ScrewHardware = programmeScrewHardware) {
  return (tree: Root) => {
    visit(tree, "code", (node: Code, index, parent) => {
      if (node.lang !== SCREWS_FENCE || !parent || index === undefined) return undefined;
      const { stack } = readScrewBlock(node.value);
      if (!stack) return undefined;
      const result = analyseScrewStack(stack, hw);
      const table: Table = {
        type: "table",
        align: [null, null],
        children: [row("Screw stack", stack.joins ?? "case"), ...screwStackRows(result).map(([label, value]) => row(label, value))],
      };
      const note: RootContent = {
        type: "paragraph",
        children: [text("Worked out by this site from the screw, nut and insert sizes of the programme:")],
      };
      parent.children.splice(index, 1, note, table);
      return index + 2;
    });
  };
}

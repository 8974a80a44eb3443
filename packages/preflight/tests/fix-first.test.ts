/**
 * The "Fix these, in this order" list (src/report/fix-first.ts): its order, its concrete moves, the folded passes,
 * and that the text and Markdown reports start with it; input that is not a project gets one message instead.
 */
import { describe, expect, it } from "vitest";
import { asMove, FIX_ORDER, fixFirst, foldPasses, inFixOrder, MAX_MOVES } from "../src/report/fix-first.ts";
import { LISTED } from "../src/report/cap.ts";
import { escapeMarkdown, formatReport, reportToMarkdown } from "../src/report/format.ts";
import { defaultAdvice, inputProblem } from "../src/report/words.ts";
import { RULE_ORDER, runPreflight } from "../src/index.ts";
import type { PreflightRuleId, Report, RuleResult, RuleStatus } from "../src/types.ts";
import { validProject } from "./support/fixtures.ts";

const rule = (id: PreflightRuleId, status: RuleStatus, extra: Partial<RuleResult> = {}): RuleResult => ({
  id,
  status,
  message: `${id} says ${status}.`,
  files: [],
  docs: `/docs#${id}`,
  ...extra,
});

const report = (rules: RuleResult[], extra: Partial<Report> = {}): Report => ({
  input: "pad-main.zip",
  verdict: "fail",
  rules,
  measurements: {
    board: null,
    copperLayers: null,
    switches: null,
    encoders: null,
    oleds: null,
    leds: null,
    inputs: null,
    controller: null,
    uf2: [],
    caseParts: [],
    silkTexts: [],
  },
  ...extra,
});

describe("fix-first order", () => {
  it("names every rule the report has, once", () => {
    // The fit check is a rule of the report too when it runs (--fit, batch mode).
    expect([...FIX_ORDER].sort()).toEqual([...RULE_ORDER, "case-fit"].sort());
    expect(new Set(FIX_ORDER).size).toBe(FIX_ORDER.length);
  });

  it("puts every failing rule before every warning, and what blocks review first among each", () => {
    const rules = [
      rule("bom", "warn"),
      rule("branding", "fail"),
      rule("case", "pass"),
      rule("approved-parts", "fail"),
      rule("firmware", "warn"),
      rule("structure", "warn"),
      rule("pcb-size", "fail"),
      rule("drc", "skip"),
      rule("controller", "fail"),
    ];
    const steps = fixFirst(report(rules));
    expect(steps.map((step) => `${step.status} ${step.id}`)).toEqual([
      "fail pcb-size",
      "fail controller",
      "fail approved-parts",
      "fail branding",
      "warn structure",
      "warn firmware",
      "warn bom",
    ]);
  });

  it("folds the passes and keeps the rules to check by hand open, after the problems", () => {
    const { open, passed } = foldPasses([rule("original", "skip"), rule("case", "pass"), rule("cad", "warn"), rule("structure", "pass"), rule("bom", "fail")]);
    expect(open.map((r) => r.id)).toEqual(["bom", "cad", "original"]);
    expect(passed.map((r) => r.id)).toEqual(["structure", "case"]);
  });

  it("keeps the report's order for rules it does not know", () => {
    const unknown = [
      rule("bom", "fail"),
      { ...rule("bom", "fail"), id: "later" as PreflightRuleId },
      { ...rule("bom", "fail"), id: "newer" as PreflightRuleId },
    ];
    expect(inFixOrder(unknown).map((r) => r.id)).toEqual(["bom", "later", "newer"]);
  });

  it("is empty when nothing fails or warns, and for input that is not a project", () => {
    expect(fixFirst(report([rule("structure", "pass"), rule("drc", "skip")]))).toEqual([]);
    expect(fixFirst(report([rule("structure", "fail")], { unreadable: "pad-main.zip cannot be opened." }))).toEqual([]);
    expect(fixFirst(report([rule("structure", "fail")], { notProject: "No KiCad board, no gerbers." }))).toEqual([]);
  });
});

describe("fix-first moves", () => {
  it("turns findings into moves: instructions as they are, 'There is no X' into 'Add X'", () => {
    expect(asMove("Rename the folder Firmware/ to firmware/.")).toBe("Rename the folder Firmware/ to firmware/.");
    expect(asMove("There is no pcb/ folder.")).toBe("Add pcb/ folder.");
    expect(asMove("There are no case STL files in production/.")).toBe("Add case STL files in production/.");
    expect(asMove("production/gerbers.zip has no drill file: in KiCad's Plot dialog, press Generate Drill Files (Excellon).")).toMatch(/^production\/gerbers/);
    expect(asMove("production/Top.stl: 106 × 69.7 × 1.5 mm, 1 body.")).toBeNull();
  });

  it("uses the project's own findings rather than the whole folder spec, up to MAX_MOVES, and counts the rest", () => {
    const details = [
      "There is no pcb/ folder.",
      "There is no README.md.",
      "Rename production/gerbers 2.zip to production/gerbers.zip.",
      "Move the case STLs (Top.stl) into production/.",
      "production/x.kicad_pcb could not be read.",
    ];
    const structure = rule("structure", "fail", {
      message: "There is no pcb/ folder. There is no README.md. (3 more below)",
      details,
      fix: "Lay out the folder as /submitting shows: README.md, BOM.md, CAD/, pcb/, firmware/, production/ …",
    });
    const [step] = fixFirst(report([structure]));
    expect(step?.moves).toEqual(["Add pcb/ folder.", "Add README.md.", "Rename production/gerbers 2.zip to production/gerbers.zip."]);
    expect(step?.moves).toHaveLength(MAX_MOVES);
    expect(step?.more).toBe(1);
    expect(step?.found, "the message only repeats the findings").toBeNull();
    expect(step?.moves.join(" ")).not.toMatch(/Lay out the folder/);
  });

  it("falls back on the rule's fix with what was found and the file it is in", () => {
    const branding = rule("branding", "fail", {
      message: 'No "XIAO HERE" on a silkscreen layer: it is on B.CrtYd.',
      files: ["pcb/pad.kicad_pcb"],
      fix: 'Put "XIAO HERE" by the controller on F.SilkS.',
    });
    const [step] = fixFirst(report([branding]));
    expect(step).toMatchObject({
      id: "branding",
      found: branding.message,
      moves: [branding.fix],
      files: ["pcb/pad.kicad_pcb"],
      more: 0,
      docs: branding.docs,
    });
    // A file the move or message already names is not repeated, and long lists of files do not help.
    expect(fixFirst(report([{ ...branding, message: "pcb/pad.kicad_pcb has no text." }]))[0]?.files).toEqual([]);
    expect(fixFirst(report([{ ...branding, files: ["a.stl", "b.stl", "c.stl"] }]))[0]?.files).toEqual([]);
  });

  it("takes the move from the message when the rule has no findings of its own but says what to do", () => {
    const parts = rule("approved-parts", "warn", {
      message: "pcb/pad.kicad_sch uses the surface-mount symbol Diode:1N4148WT on a through-hole footprint: pick the 1N4148 symbol.",
      fix: "Use only parts from the approved parts list.",
    });
    expect(fixFirst(report([parts]))[0]).toMatchObject({ found: null, moves: [parts.message] });
  });

  it("orders a real engine report: the broken board before the missing README's warning-free rules", async () => {
    const files = validProject({ boardWidth: 120, markerLayer: "B.CrtYd", withReadme: false });
    const real = await runPreflight(files, { input: "minipad" });
    const steps = fixFirst(real);
    const fails = real.rules.filter((r) => r.status === "fail").map((r) => r.id);
    expect(fails).toEqual(expect.arrayContaining(["structure", "pcb-size", "branding"]));
    expect(steps.map((step) => step.id).slice(0, 3)).toEqual(["structure", "pcb-size", "branding"]);
    expect(steps.find((step) => step.id === "structure")?.moves).toContain("Add README.md.");
  });
});

describe("text and Markdown reports", () => {
  const sample = report([
    rule("structure", "pass"),
    rule("case", "warn", { fix: "Delete the stray body." }),
    rule("branding", "fail", { fix: "Move the text to F.SilkS.", files: ["pcb/pad.kicad_pcb"] }),
    rule("drc", "skip"),
  ]);

  it("start with the numbered list, problems first", () => {
    const text = formatReport(sample, "https://docs.example");
    expect(text).toMatch(
      /Fix these, in this order:\n {2}1\. ✗ Branding[^\n]*\n {5}branding says fail\.\n {5}→ Move the text to F\.SilkS\.\n {5}In pcb\/pad\.kicad_pcb\n {2}2\. ⚠ /,
    );
    expect(text.indexOf("Fix these")).toBeLessThan(text.indexOf("✓ structure"));
    const markdown = reportToMarkdown(sample, "https://docs.example");
    expect(markdown).toMatch(
      /\*\*Fix these, in this order:\*\*\n\n1\. ✗ \*\*\[Branding[^\]]*\]\(https:\/\/docs\.example\/docs#branding\)\*\* branding says fail\. \*\*Do:\*\* Move the text/,
    );
    expect(markdown).toMatch(/\n2\. ⚠ \*\*\[/);
  });

  it("list a rule's first findings and count the rest, so one long rule does not bury the others", () => {
    const details = Array.from({ length: 580 }, (_, index) => `lib/kmk/module${index}.py: a problem.`);
    const long = report([rule("firmware", "fail", { details }), rule("bom", "warn", { details: ["One finding."] })]);
    const text = formatReport(long, "https://docs.example");
    expect(text).toContain(`• ${details[LISTED - 1]}`);
    expect(text).not.toContain(details[LISTED]);
    expect(text).toContain(`… and ${580 - LISTED} more (580 in all; --json lists every one)`);
    expect(text).toContain("• One finding.");
    expect(text.split("\n").length).toBeLessThan(60);
    const markdown = reportToMarkdown(long, "https://docs.example");
    expect(markdown).not.toContain(escapeMarkdown(details[LISTED] ?? ""));
    expect(markdown).toContain(`… and ${580 - LISTED} more.`);
  });

  it("fold the passes in Markdown under a summary that counts them", () => {
    const markdown = reportToMarkdown(sample, "https://docs.example");
    const folded = markdown.slice(markdown.indexOf("<details>"), markdown.indexOf("</details>"));
    expect(folded).toContain("<summary>1 rule passed</summary>");
    expect(folded).toMatch(/\| ✓ \| \[Folder layout/);
    expect(markdown.slice(0, markdown.indexOf("<details>"))).not.toMatch(/\| ✓ \|/);
  });

  it("say one message and what to do for input that cannot be read, with no rules", () => {
    const broken = report([rule("structure", "fail"), rule("pcb-size", "fail")], {
      unreadable: "broken.zip cannot be opened: it is not a zip.",
      advice: "Download your repository again with Code → Download ZIP.",
    });
    const text = formatReport(broken, "https://docs.example");
    expect(text).toBe(
      "Preflight of pad-main.zip\n\n✗ The input cannot be read: broken.zip cannot be opened: it is not a zip.\nWhat to do: Download your repository again with Code → Download ZIP.",
    );
    const markdown = reportToMarkdown(broken, "https://docs.example");
    expect(markdown).toContain("**pad-main.zip cannot be read.** broken.zip cannot be opened: it is not a zip.");
    expect(markdown).toContain("What to do: Download your repository again with Code → Download ZIP.");
    expect(markdown).not.toMatch(/\| [✓⚠✗–] \|/);
  });

  it("say 'this does not look like a Hackpad project' once, with the engine's advice or the default", () => {
    const picture = report([rule("structure", "fail"), rule("pcb-size", "fail"), rule("bom", "fail")], {
      notProject: "photo.png holds no KiCad board and no gerbers.",
    });
    const text = formatReport(picture);
    expect(text.split("\n")).toEqual([
      "Preflight of pad-main.zip",
      "",
      "✗ This does not look like a Hackpad project. photo.png holds no KiCad board and no gerbers.",
      `What to do: ${defaultAdvice.notProject}`,
    ]);
    expect(inputProblem(picture)).toMatchObject({ kind: "notProject", advice: defaultAdvice.notProject });
    expect(inputProblem({ ...picture, advice: "Drop the pad's own repository." })?.advice).toBe("Drop the pad's own repository.");
    expect(inputProblem(report([rule("structure", "pass")]))).toBeNull();
  });
});

import { cpSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dimensions } from "@hackpad/programme/dimensions";
import { screwThreadAbovePlate } from "~/lib/illustrations/guide-case";
import { parseMarkdown, splitFrontmatter } from "~/lib/projects/markdown";
import { renderProjectBody } from "~/lib/projects/render";
import { SCREW_BLOCK_FIELDS } from "~/lib/projects/screw-fields";
import { analyseScrewStack, checkScrewBlocks, readScrewBlock, screwBlocks, screwStackSchema, type ScrewStack } from "~/lib/projects/screws";
import { checkProject } from "~/lib/projects/validate";

const FILE = "content/projects/foo/index.md";
const L = dimensions.screwLengthMm;
const HEAD = dimensions.screwHeadHeightMm;
const SINK = dimensions.counterboreDepthMm;

/** A plate held to a tray by screws into heat-set inserts, to change one number at a time. */
const insertStack: ScrewStack = { count: 4, clampMm: 6, counterboreMm: SINK, endsIn: "insert", partMm: 16, holeMm: 14.5 };

const problems = (stack: ScrewStack) => analyseScrewStack(stack).problems;

const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe("screw stacks, worked out from content/programme/dimensions.ts", () => {
  it("passes a stack that clamps with room below the tip, and gives its numbers", () => {
    const result = analyseScrewStack(insertStack);
    expect(result.problems).toEqual([]);
    expect(result.underHeadMm).toBeCloseTo(6 - SINK, 6);
    expect(result.reachMm).toBeCloseTo(L - (6 - SINK), 6);
    expect(result.spareMm).toBeCloseTo(14.5 - (L - (6 - SINK)), 6);
    expect(result.spareMm).toBeGreaterThanOrEqual(dimensions.screwTipClearanceMm);
  });

  it("catches a screw that bottoms out before the head clamps", () => {
    // Head on a 3 mm plate, 13 mm of screw into a 12 mm hole.
    const stack: ScrewStack = { count: 4, clampMm: 3, counterboreMm: 0, endsIn: "insert", partMm: 13, holeMm: 12 };
    expect(problems(stack)).toEqual([
      `the screw bottoms out: it reaches ${L - 3} mm past the joint (${L} − 3 mm under the head) into a 12 mm hole, ${L - 3 - 12} mm too deep, ` +
        `so it stops before the head clamps the parts; make the hole at least ${L - 3 + dimensions.screwTipClearanceMm} mm deep or the part under the head thicker`,
    ]);
  });

  it("catches a counterbore too shallow to sink the head", () => {
    expect(problems({ ...insertStack, counterboreMm: 1.5 })).toEqual([
      `a 1.5 mm counterbore cannot sink the ${HEAD} mm head of an M3 screw; make counterboreMm at least ${HEAD} (the guide uses ${SINK}), or 0 for a head that sits on the surface`,
    ]);
  });

  it("finds both faults of the issue's numbers: 1.5 mm counterbore in a 3 mm plate, 12 mm hole", () => {
    const found = problems({ count: 4, clampMm: 3, counterboreMm: 1.5, endsIn: "insert", partMm: 13, holeMm: 12 });
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^a 1\.5 mm counterbore cannot sink/);
    expect(found[1]).toMatch(/^the screw bottoms out: it reaches 14\.5 mm past the joint .* into a 12 mm hole, 2\.5 mm too deep/);
  });

  it("wants clearance below the tip, plastic under the head and the whole insert engaged", () => {
    expect(problems({ ...insertStack, holeMm: 13.5 })).toEqual([
      `only 0.4 mm of the hole is left below the screw tip; keep at least ${dimensions.screwTipClearanceMm} mm so the screw cannot bottom out`,
    ]);
    expect(problems({ ...insertStack, clampMm: 4 })[0]).toBe(
      `only 0.9 mm of plastic is left under the head (4 − ${SINK} mm); keep at least ${dimensions.minUnderScrewHeadMm} mm: make the part thicker at the screw or the counterbore shallower`,
    );
    expect(problems({ ...insertStack, clampMm: 3 })[0]).toBe(`the ${SINK} mm counterbore goes through the whole 3 mm part, so nothing is left under the head`);
    expect(problems({ ...insertStack, clampMm: 14, counterboreMm: 0, holeMm: 8 })).toEqual([
      `the screw reaches only 2 mm past the joint, not all the way through the ${dimensions.heatSetHole.depthMm} mm insert`,
    ]);
    expect(problems({ ...insertStack, holeMm: 3 })).toContain(
      `the 3 mm hole is shallower than the ${dimensions.heatSetHole.depthMm} mm an M3 heat-set insert needs`,
    );
    expect(problems({ ...insertStack, partMm: 12, holeMm: 12 })).toEqual(["the screw tip pokes 1.1 mm out of the far face of the 12 mm part"]);
    expect(problems({ ...insertStack, holeMm: undefined })[0]).toMatch(/^holeMm is missing/);
  });

  it("agrees with the guide's own case: screws up through the tray, a nut on the top plate", () => {
    const guide: ScrewStack = {
      count: 4,
      clampMm: dimensions.caseHeightMm,
      counterboreMm: SINK,
      endsIn: "nut",
      partMm: dimensions.topPlateMm,
      nutPocketMm: 0,
    };
    const result = analyseScrewStack(guide);
    expect(result.problems).toEqual([]);
    expect(result.reachMm - dimensions.topPlateMm).toBeCloseTo(screwThreadAbovePlate(), 6);
  });

  it("checks nuts in pockets: deep enough for the nut, reached by the screw, tip kept inside", () => {
    const nut: ScrewStack = { count: 4, clampMm: 4, counterboreMm: 0, endsIn: "nut", partMm: 12, nutPocketMm: 3 };
    expect(problems(nut)).toEqual([]);
    expect(problems({ ...nut, nutPocketMm: 2 })).toContain(`the 2 mm pocket is shallower than the ${dimensions.hexNutHeightMm} mm M3 nut`);
    expect(problems({ ...nut, clampMm: 8 })[0]).toMatch(/^the screw reaches 8 mm past the joint but the far face of the nut is 11\.4 mm away/);
    expect(problems({ ...nut, clampMm: 3 })).toEqual(["the screw tip pokes 1 mm out of the far face; make the part thicker at the screw"]);
    expect(problems({ ...nut, holeMm: 4 })).toEqual(["holeMm is only for endsIn: insert; remove it"]);
  });
});

describe("the ```screws block", () => {
  it("reads YAML and names every wrong field and value", () => {
    expect(readScrewBlock("count: 4\nclampMm: 6\ncounterboreMm: 3.1\nendsIn: insert\npartMm: 16\nholeMm: 14.5\n")).toEqual({ stack: insertStack, errors: [] });
    expect(readScrewBlock("count: 4\nclampMm: six\ncounterboreMm: 3.1\nendsIn: glue\npartMm: 16\nlength: 20\n").errors).toEqual([
      'clampMm is "six", expected the thickness of the part under the head in millimetres, as a number',
      'endsIn is "glue", expected one of insert, nut',
      'unknown field "length" (the fields are count, joins, clampMm, counterboreMm, endsIn, partMm, holeMm, nutPocketMm)',
    ]);
    expect(readScrewBlock("count: 4\n").errors).toContain("clampMm is missing (expected the thickness of the part under the head in millimetres, as a number)");
    expect(readScrewBlock("count: [4\n").errors[0]).toMatch(/^is not valid YAML/);
    expect(readScrewBlock("just words").errors[0]).toMatch(/^holds no fields/);
  });

  it("reports each problem with the file and the line of the block", () => {
    const body = "## CAD model\n\nText.\n\n```screws\ncount: 4\nclampMm: 3\ncounterboreMm: 0\nendsIn: insert\npartMm: 13\nholeMm: 12\n```\n";
    const errors = checkScrewBlocks(FILE, parseMarkdown(body), 10);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^content\/projects\/foo\/index\.md: screws block at line 15: the screw bottoms out/);
  });

  it("becomes a table of worked-out numbers on the page", () => {
    const body = "```screws\njoins: plate to tray\ncount: 4\nclampMm: 6\ncounterboreMm: 3.1\nendsIn: insert\npartMm: 16\nholeMm: 14.5\n```\n";
    const html = renderProjectBody(body, { resolveImage: () => undefined });
    expect(html).not.toContain("language-screws");
    expect(html).toContain("<th>plate to tray</th>");
    expect(html).toContain(`<td>4 × M3 × ${L} mm, head ${HEAD} mm tall</td>`);
    expect(html).toContain(`<td>${L - 2.9} mm of screw (${L} − 2.9 mm)</td>`);
    expect(html).toContain("1.4 mm stay free below the tip");
    expect(html).toContain("<td>clamps: the head pulls the parts together before the tip can bottom out</td>");
  });

  it("stops check:projects on a page whose screws bottom out", () => {
    const tmp = mkdtempSync(join(tmpdir(), "hackpad-screws-"));
    temps.push(tmp);
    cpSync("tests/fixtures/projects/valid/beta-pad", join(tmp, "projects", "beta-pad"), { recursive: true });
    const page = join(tmp, "projects", "beta-pad", "index.md");
    const block = "\n```screws\ncount: 4\nclampMm: 3\ncounterboreMm: 1.5\nendsIn: insert\npartMm: 13\nholeMm: 12\n```\n";
    writeFileSync(page, readFileSync(page, "utf8") + block);
    const { errors, project } = checkProject(tmp, "beta-pad", { dir: "projects" });
    expect(project).toBeUndefined();
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/^projects\/beta-pad\/index\.md: screws block at line \d+: /);
  });
});

describe("Gridpad's screws", () => {
  const source = readFileSync("content/projects/gridpad/index.md", "utf8");
  const blocks = screwBlocks(parseMarkdown(splitFrontmatter(source).body));

  it("declares its stack as data, and the stack clamps", () => {
    expect(blocks).toHaveLength(1);
    const stack = blocks[0]?.stack;
    expect(stack).toBeDefined();
    if (!stack) return;
    expect(stack.counterboreMm).toBeGreaterThanOrEqual(HEAD);
    expect(analyseScrewStack(stack).problems).toEqual([]);
  });

  it("types no worked-out screw numbers in its prose", () => {
    expect(source).not.toMatch(/11\.5 mm|leaves \d|minus \d/);
  });
});

describe("the docs' list of block fields", () => {
  it("names exactly the schema's fields", () => {
    expect(SCREW_BLOCK_FIELDS.map((f) => f.field).sort()).toEqual(Object.keys(screwStackSchema.shape).sort());
  });
});

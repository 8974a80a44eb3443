/**
 * Issue 21 §4: every pattern the engine runs on a file's content, on a 1 MB worst case for that pattern (long
 * runs of what it repeats, openings that never close), must finish within 5 s (the slowest takes about 0.3 s on
 * a busy 2-core machine). A backtracking pattern takes minutes on these.
 */
import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { openZips, readDrcReports } from "../src/analyse.ts";
import { parseDrcReport } from "../src/parsers/drc-report.ts";
import { fileFunction, headText, isExcellon } from "../src/parsers/gerber.ts";
import { parseKicadPcb } from "../src/parsers/kicad-pcb.ts";
import { parseStep } from "../src/parsers/step.ts";
import { parseStl } from "../src/parsers/stl.ts";
import { scanXmlTags } from "../src/parsers/xml-tags.ts";
import { buildProject } from "../src/project.ts";
import { readProject } from "../src/read.ts";
import { brandingRule } from "../src/rules/branding.ts";
import { findBom, readBomLines } from "../src/rules/bom.ts";
import { unclosedCommentStep, unclosedFileNameStep, unclosedProductStep } from "./support/hostile.ts";

const MB = 1024 * 1024;
const spaces = " ".repeat(MB);

function withinFiveSeconds(work: () => unknown): void {
  const started = performance.now();
  try {
    work();
  } catch {
    // Refusing the input is fine; taking long is not.
  }
  expect(performance.now() - started).toBeLessThan(5000);
}

const inputOf = (files: Record<string, string>) => Object.entries(files).map(([path, text]) => ({ path, bytes: strToU8(text) }));
const analysisOf = (files: Record<string, string>) => readProject(inputOf(files), { input: "pad" });

describe("content patterns on 1 MB worst cases (issue 21 §4)", () => {
  it("STEP header comments: 1 MB of unclosed /*", () => withinFiveSeconds(() => parseStep(unclosedCommentStep(MB))));
  it("STEP FILE_NAME(…): 1 MB of FILE_NAME( that never close", () => withinFiveSeconds(() => parseStep(unclosedFileNameStep(MB))));
  it("STEP FILE_SCHEMA(('…: 1 MB of openings without a closing quote", () =>
    withinFiveSeconds(() => parseStep(strToU8(`ISO-10303-21;\nHEADER;\n${"FILE_SCHEMA(( '".repeat(MB / 15)}\nENDSEC;\n`))));
  it("STEP = PRODUCT('…': 1 MB of openings and spaces", () => withinFiveSeconds(() => parseStep(unclosedProductStep(MB))));
  it("STEP strings: \\X2\\ escapes with 1 MB of hex that never ends", () =>
    withinFiveSeconds(() => parseStep(strToU8(`ISO-10303-21;\nHEADER;\nFILE_NAME('a','b',(''),(''),'c','\\X2\\${"0041".repeat(MB / 4)}','');\nENDSEC;\n`))));
  it("STEP start: 1 MB of spaces before ISO-10303-21", () => withinFiveSeconds(() => parseStep(strToU8(`${spaces}ISO-10303-21;`))));
  it("XML attributes: a 1 MB tag with no '='", () => withinFiveSeconds(() => scanXmlTags(`<model><object ${"a ".repeat(MB / 2)}/></model>`, () => undefined)));
  it("XML: 1 MB of unclosed quotes and '<'", () => withinFiveSeconds(() => scanXmlTags(`<a b="${"<".repeat(MB)}`, () => undefined)));
  it("ASCII STL 'vertex' triples: 1 MB of 'vertex' with spaces and no numbers", () =>
    withinFiveSeconds(() => parseStl(strToU8(`solid x\n${"vertex ".repeat(MB / 7)}`))));
  it("ASCII STL 'solid' header: 1 MB of spaces", () => withinFiveSeconds(() => parseStl(strToU8(`${spaces}solid`))));
  it("Gerber file function: a head of TF.FileFunction, that never ends", () =>
    withinFiveSeconds(() => fileFunction(headText(strToU8(`%TF.FileFunction,${"a".repeat(MB)}`)))));
  it("Excellon detection: 1 MB of X with signs", () => withinFiveSeconds(() => isExcellon(`M48\n${"X+-+-".repeat(MB / 5)}\n`)));
  it("DRC report headings: a 1 MB '** Found 1 …' line of spaces", () => withinFiveSeconds(() => parseDrcReport(`** Found 1 a${spaces}b`, "pad-drc.rpt")));
  it("DRC report version: 1 MB of digits after 'KiCad '", () => withinFiveSeconds(() => parseDrcReport(`** KiCad ${"1".repeat(MB)}`, "pad-drc.rpt")));
  it("DRC report entries: 1 MB lines of '[' and '@('", () => withinFiveSeconds(() => parseDrcReport(`[${"[".repeat(MB)}\n@(${"(".repeat(MB)}`, "pad-drc.rpt")));
  it("DRC report detection: 1 MB of '** ' before no heading", () =>
    withinFiveSeconds(() => readDrcReports(openZips(buildProject(inputOf({ "pad-drc.rpt": `**${spaces}x` }), "pad")))));
  it("README BOM section: 1 MB of headings and table lines", async () => {
    const readme = `# BOM\n${"|-- x 12 qty: 3 |\n".repeat(MB / 18)}${"#".repeat(6)}${spaces}`;
    const analysis = await analysisOf({ "README.md": readme });
    withinFiveSeconds(() => findBom(analysis));
    withinFiveSeconds(() => readBomLines(readme));
  });
  it("README title: '#' followed by 1 MB of spaces and newlines", async () => {
    const analysis = await analysisOf({ "README.md": `#${" \n".repeat(MB / 2)}` });
    withinFiveSeconds(() => brandingRule(analysis));
  });
  it("KiCad board: a 1 MB atom and a 1 MB quoted string", () =>
    withinFiveSeconds(() => parseKicadPcb(`(kicad_pcb (net 1 "${"\\\\".repeat(MB / 2)}") (footprint ${"a".repeat(MB)}))`)));
});

/**
 * The /check report as it renders, from reports built here (so it holds whatever the engine sets): one message
 * and what to do for input that is not a project, the fix-first list with links to the cards, the passes folded,
 * the input summary and the enlargeable board drawing.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import CheckReport from "~/app/check/report/CheckReport";
import type { BoardDrawing } from "~/app/check/lib/worker-protocol";
import type { CheckState } from "~/app/check/useCheckRunner";
import { ruleAnchor, defaultAdvice } from "@hackpad/preflight/report";
import type { Report } from "@hackpad/preflight/report";
import { sampleReport } from "./report-fixture.ts";

type Done = Extract<CheckState, { phase: "done" }>;

const done = (report: Report, extra: Partial<Done> = {}): Done => ({
  phase: "done",
  report,
  ms: 1234,
  files: 1,
  found: 22,
  bytes: 256 * 1024 * 1024,
  drawing: null,
  drawingProblem: "No gerber files were found to draw the board from.",
  ...extra,
});

const render = (state: Done) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <CheckReport state={state} onChooseAnother={() => undefined} />
    </MemoryRouter>,
  );

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;

describe("/check report for input that is not a project", () => {
  it("shows one message for a zip that cannot be read, with what to do and a way to try another file, and no rules", () => {
    const html = render(
      done(
        sampleReport({
          input: "broken.zip",
          unreadable: "broken.zip cannot be opened: it is not a zip.",
          advice: "Download your repository again with Code → Download ZIP.",
        }),
      ),
    );
    expect(html).toContain('data-input-problem="unreadable"');
    expect(html).toMatch(/<h2 id="check-report-title"[^>]*>broken\.zip cannot be read<\/h2>/);
    expect(html).toContain("broken.zip cannot be opened: it is not a zip.");
    expect(html).toContain("<strong>What to do:</strong> Download your repository again with Code → Download ZIP.");
    expect(html).toContain(">Choose another zip</button>");
    expect(count(html, /data-rule=/)).toBe(0);
    expect(html).not.toContain("Fix these");
    expect(html).not.toContain("Not ready yet");
  });

  it("says once that a picture is not a Hackpad project, with the default advice when the engine gives none", () => {
    const html = render(done(sampleReport({ input: "photo.png", notProject: "photo.png holds no KiCad board and no gerbers." })));
    expect(html).toContain('data-input-problem="notProject"');
    expect(html).toContain(">This does not look like a Hackpad project</h2>");
    expect(html).toContain("photo.png holds no KiCad board and no gerbers.");
    expect(html).toContain(defaultAdvice.notProject.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(count(html, /data-rule=/)).toBe(0);
  });
});

describe("/check report of a project", () => {
  const html = render(done(sampleReport()));

  it("starts with the fix-first list, the problem before the warning, each linking to its card", () => {
    const list = html.slice(html.indexOf('data-testid="fix-first"'), html.indexOf("</ol>"));
    expect([...list.matchAll(/data-fix-step="([^"]+)"/g)].map((match) => match[1])).toEqual(["branding", "case"]);
    expect(list).toContain(`href="#${ruleAnchor("branding")}"`);
    expect(html).toContain(`id="${ruleAnchor("branding")}"`);
    expect(html.indexOf('data-testid="fix-first"')).toBeLessThan(html.indexOf('data-rule="branding"'));
    expect(list).toContain("<strong>Do:</strong> Move the text to F.Silkscreen or B.Silkscreen.");
    expect(list).toContain('<code class="break-all">pcb/pad.kicad_pcb</code>');
  });

  it("shows problems, warnings and rules to check as cards, and folds the passes (closed) under their count", () => {
    const open = html.slice(0, html.indexOf('data-testid="passed-rules"'));
    expect([...open.matchAll(/data-rule="([^"]+)"/g)].map((match) => match[1])).toEqual(["branding", "case", "drc"]);
    const folded = html.slice(html.indexOf('data-testid="passed-rules"'));
    expect(html).toMatch(/<details class="[^"]*" data-testid="passed-rules"><summary[^>]*>2 rules passed<\/summary>/);
    expect([...folded.matchAll(/data-rule="([^"]+)"/g)].map((match) => match[1])).toEqual(["structure", "pcb-size"]);
  });

  it("says how many files were inside the zip, in sizes without .0", () => {
    expect(html).toContain("22 files inside volume-brick-main.zip, 256 MB, checked in 1.2 s.");
  });

  it("lets the board drawing be enlarged, showing each side close up", () => {
    const blank = "<svg xmlns='http://www.w3.org/2000/svg'/>";
    const drawing: BoardDrawing = { top: blank, bottom: blank, viewBox: [0, 0, 87, 50.7], units: "mm", files: [] };
    const withBoard = render(done(sampleReport(), { drawing, drawingProblem: null }));
    expect(withBoard).toMatch(/<button type="button" popovertarget="board-drawing-large" aria-label="Enlarge: Your board, top and bottom"/i);
    expect(withBoard).toMatch(/<div id="board-drawing-large" popover="auto" role="dialog"[^>]*aria-label="Your board, top and bottom, enlarged"/);
    expect(count(withBoard, /<use href="#board-(top|bottom)"/)).toBe(2);
    // The close-up is the board itself (87 × 50.7 mm and a small margin), not the whole 100 × 100 mm limit square.
    const closeUp = /<svg viewBox="([^"]+)"[^>]*aria-label="Top of your board/.exec(withBoard)?.[1]?.split(" ").map(Number);
    expect(closeUp?.[2]).toBeGreaterThan(87);
    expect(closeUp?.[2]).toBeLessThan(95);
  });
});

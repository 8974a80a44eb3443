/**
 * Where the case panels appear under a report, rendered from reports built here: the converter only for a project
 * with a case model and no STL, the case maker only for a readable board, and neither loads anything heavy until
 * its button is pressed (the 3D preview and the workers are not in the markup).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import CheckReport from "~/app/check/report/CheckReport";
import type { CaseInputs } from "~/app/check/case/inputs";
import type { CheckState } from "~/app/check/useCheckRunner";
import { headersFile, headersForPath, parseHeadersFile, wasmWorkerAssets } from "~/lib/security-headers";
import { sampleReport } from "../report-fixture.ts";

type Done = Extract<CheckState, { phase: "done" }>;

function render(caseInputs: CaseInputs | undefined): string {
  const state: Done = {
    phase: "done",
    report: sampleReport(),
    ms: 900,
    files: 2,
    found: 2,
    bytes: 2,
    drawing: null,
    drawingProblem: null,
    caseInputs,
    link: () => {},
  };
  return renderToStaticMarkup(
    <MemoryRouter>
      <CheckReport state={state} onChooseAnother={() => {}} />
    </MemoryRouter>,
  );
}

describe("the case panels under a /check report", () => {
  it("offers to convert a case model when there is no STL, naming the model", () => {
    const html = render({ models: ["CAD/case.step"], board: false, fitModels: [] });
    expect(html).toContain('data-testid="check-convert-case"');
    expect(html).toContain("Convert my case to STL");
    expect(html).toContain("CAD/case.step");
    expect(html).not.toContain('data-testid="check-make-case"');
  });

  it("asks which model is the case when there are several, and the units of an OBJ file", () => {
    const html = render({ models: ["CAD/case.obj", "CAD/assembly.step"], board: false, fitModels: [] });
    expect(html).toContain("Which model is your case?");
    expect(html.match(/type="radio"/g)).toHaveLength(2);
    expect(html).toContain("Units of the OBJ file");
  });

  it("offers to make a case for a readable board, with the form closed until asked", () => {
    const html = render({ models: [], board: true, fitModels: [] });
    expect(html).toContain('data-testid="check-make-case"');
    expect(html).toContain('data-testid="make-case-open"');
    expect(html).not.toContain('data-testid="make-case-form"');
    expect(html).not.toContain('data-testid="check-convert-case"');
    expect(html).toContain('href="/guide#case_from_board"');
  });

  it("offers the fit check for a board with a case model, naming the models, with nothing run until asked", () => {
    const html = render({ models: [], board: true, fitModels: ["production/case/bottom.stl", "production/case/top.stl"] });
    expect(html).toContain('data-testid="check-fit"');
    expect(html).toContain("Does your case fit your board?");
    expect(html).toContain("production/case/top.stl");
    expect(html).toContain('data-testid="fit-button"');
    expect(html).not.toContain('data-testid="fit-result"');
    expect(render({ models: [], board: false, fitModels: ["production/case/top.stl"] })).not.toContain("check-fit");
    expect(render({ models: [], board: true, fitModels: [] })).not.toContain("check-fit");
  });

  it("shows neither without case inputs (a report from before the panels, or nothing to work from)", () => {
    for (const inputs of [undefined, { models: [], board: false, fitModels: [] }]) {
      const html = render(inputs);
      expect(html).not.toContain("check-convert-case");
      expect(html).not.toContain("check-make-case");
      expect(html).not.toContain("check-fit");
    }
  });
});

describe("WebAssembly's CSP grant", () => {
  const rules = parseHeadersFile(headersFile("default-src 'self'; script-src 'self' 'sha256-abc'; object-src 'none'"));
  it("goes on the case worker's scripts alone, never on a page", () => {
    const worker = headersForPath(rules, `${wasmWorkerAssets}case.worker-abc123.js`)["Content-Security-Policy"];
    expect(worker).toBe("default-src 'self'; script-src 'self' 'sha256-abc' 'wasm-unsafe-eval' 'unsafe-eval'; object-src 'none'");
    for (const path of ["/", "/check", "/check/", "/guide", "/assets/entry.client-abc.js", "/assets/manifold-abc.wasm"]) {
      expect(headersForPath(rules, path)["Content-Security-Policy"], path).not.toMatch(/unsafe-eval/);
    }
  });
});

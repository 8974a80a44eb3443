/**
 * The case panels under a report: "Convert my case to STL" when the project has a case model (STEP, 3MF, OBJ) but
 * no STL, "Make a case for this board" when its board can be read, and "Does your case fit your board?" when it
 * has both a board and a case model (FitPanel.tsx). Each runs in the case worker (the engines
 * and their WASM load there, on the button press), shows the parts against the print volume, offers a zip laid out
 * as /submitting asks, and then shows what the check says with those files added.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { CaseInputs } from "~/app/check/case/inputs";
import { defaultForm, maxEngraveLength, maxHeightMm, minHeightMm, readForm, type MakeForm } from "~/app/check/case/options";
import type { ObjUnit } from "@hackpad/convert";
import type { ConvertDone, MakeDone } from "~/app/check/case/protocol";
import { useCaseWorker, type LinkToModel, type RecheckState } from "~/app/check/case/useCaseWorker";
import { useKept } from "~/app/check/kept";
import { caseFolder, assemblyPath, printFolder } from "~/app/check/case/zip-layout";
import { padName, plural, summaryLine } from "@hackpad/preflight/report";
import { saveFile } from "~/app/check/lib/save-file";
import { primaryButton, secondaryButton } from "~/app/check/styles";
import { approvedParts } from "@hackpad/programme/parts";
import { toolAnchors } from "./page-tools";
import { CaseParts } from "./CaseParts";
import { RuleRows } from "./RuleRows";
import { Failure, Notes, Progress } from "./panel-parts";
import { FitPanel } from "./FitPanel";

const loadPreview = () => import("~/app/check/case/preview/CasePreview");
const CasePreview = lazy(loadPreview);

/** The two ways a screw can end, named as the approved parts list names them. */
const screwPart = {
  nuts: approvedParts.find((part) => part.id === "nuts")?.name ?? "",
  inserts: approvedParts.find((part) => part.id === "heatset")?.name ?? "",
};

const fieldClass = "mt-1 block w-full max-w-48 rounded-lg border border-[var(--border)] bg-[var(--bg)] px-3 py-2";

export function CasePanels({ input, link, inputs }: { input: string; link: LinkToModel; inputs: CaseInputs }) {
  return (
    <>
      {inputs.models.length > 0 ? <ConvertPanel input={input} link={link} models={inputs.models} /> : null}
      {inputs.board ? <MakeCasePanel input={input} link={link} /> : null}
      {inputs.board && inputs.fitModels.length > 0 ? <FitPanel input={input} link={link} models={inputs.fitModels} /> : null}
    </>
  );
}

/** "With these files added, the check says…": the summary and the case and CAD rules of the check run again. */
function Recheck({ state }: { state: RecheckState }) {
  if (state.phase === "idle") return null;
  return (
    <div
      className="mt-4 rounded-lg border border-[var(--border)] p-3"
      data-testid="case-recheck"
      data-phase={state.phase}
      data-reads={state.phase === "done" ? state.reads : undefined}
    >
      <p className="font-semibold">With these files added to your project, the check says:</p>
      {state.phase === "checking" ? <p className="mt-1">Checking again…</p> : null}
      {state.phase === "failed" ? <p className="mt-1">The check could not run again: {state.message}</p> : null}
      {state.phase === "done" ? (
        <>
          <p className="mt-1" data-verdict={state.report.verdict}>
            {summaryLine(state.report)}.
          </p>
          <RuleRows
            rules={state.report.rules.filter((rule) => rule.id === "case" || rule.id === "cad")}
            label="The case and CAD rules, with the files added"
            anchored={false}
          />
        </>
      ) : null}
    </div>
  );
}

function ZipContents({ entries }: { entries: readonly string[] }) {
  return (
    <ul className="mt-1 space-y-0.5 font-mono text-sm break-all" aria-label="Files in the zip">
      {entries.map((entry) => (
        <li key={entry}>{entry}</li>
      ))}
    </ul>
  );
}

const OBJ_UNITS: { value: ObjUnit | ""; label: string }[] = [
  { value: "", label: "Guess from its size" },
  { value: "mm", label: "Millimetres" },
  { value: "cm", label: "Centimetres" },
  { value: "m", label: "Metres" },
  { value: "in", label: "Inches" },
];

function ConvertPanel({ input, link, models }: { input: string; link: LinkToModel; models: readonly string[] }) {
  const { state, recheck: recheckState, start, cancel } = useCaseWorker<ConvertDone>("converted", link, "convert");
  const [model, setModel] = useKept("convert-model", models[0] ?? "");
  const [units, setUnits] = useKept<ObjUnit | "">("convert-units", "");
  const id = useId();
  const isObj = /\.obj$/i.test(model);
  const convert = () => {
    start({ type: "convert", input, model, objUnits: isObj && units !== "" ? units : undefined });
  };
  const done = state.phase === "done" ? state.result : null;
  return (
    <section
      id={toolAnchors.convert}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-6 scroll-mt-24 rounded-xl border border-[var(--border)] p-4"
      data-testid="check-convert-case"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Convert your case to STL
      </h3>
      <p className="mt-1">
        Your project has a case model but no STL file. The submission needs one STL file per printed part in <code>{caseFolder}/</code>. This page can read your
        model and write those files, here in your browser: nothing is uploaded.
      </p>
      {models.length > 1 ? (
        <fieldset className="mt-3">
          <legend className="font-semibold">Which model is your case?</legend>
          {models.map((path) => (
            <label key={path} className="mt-1 flex items-start gap-2 break-all">
              <input type="radio" name={`${id}-model`} value={path} checked={model === path} onChange={() => setModel(path)} className="mt-1.5" />
              <span className="font-mono text-sm">{path}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="mt-2">
          Model: <span className="font-mono text-sm break-all">{model}</span>
        </p>
      )}
      {isObj ? (
        <p className="mt-3">
          <label htmlFor={`${id}-units`} className="font-semibold">
            Units of the OBJ file
          </label>
          <span className="block text-sm">An OBJ file does not say whether it is in millimetres, centimetres or inches.</span>
          <select id={`${id}-units`} value={units} onChange={(event) => setUnits(event.target.value as ObjUnit | "")} className={fieldClass}>
            {OBJ_UNITS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <div className="mt-3">
        <button type="button" className={primaryButton} onClick={convert} disabled={state.phase === "running"} data-testid="convert-case-button">
          Convert my case to STL
        </button>
      </div>
      {state.phase === "running" ? <Progress state={state} onCancel={cancel} /> : null}
      {state.phase === "failed" ? <Failure state={state} /> : null}
      {done ? <ConvertResultView result={done} ms={state.phase === "done" ? state.ms : 0} recheckState={recheckState} /> : null}
    </section>
  );
}

function ConvertResultView({ result, ms, recheckState }: { result: ConvertDone; ms: number; recheckState: RecheckState }) {
  const open = result.parts.filter((part) => !part.closed);
  return (
    <div className="mt-4" data-testid="convert-result" data-parts={result.parts.length}>
      <p role="status">
        {plural(result.parts.length, "part")} from {result.model} in {(ms / 1000).toFixed(1)} s. Units: {result.units}
        {result.unitsGuessed ? ", guessed from the model's size (choose the units above if they look wrong)" : ", as the file says"}.
      </p>
      <CaseParts parts={result.parts.map((part) => ({ file: part.fileName, size: part.size, bodies: 1 }))} />
      <Notes
        title="Not closed (a slicer may not print these as they are):"
        items={open.map((part) => `${part.fileName}: some edges belong to one triangle only.`)}
      />
      <Notes title="Left out of the STL files:" items={result.leftOut.map((item) => `${item.name}: ${item.why}`)} />
      <Notes title="Worth knowing:" items={result.warnings} />
      <div className="mt-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() => saveFile(result.zip.bytes, result.zip.fileName, "application/zip")}
          data-testid="convert-download"
        >
          Download the STL files (.zip)
        </button>
        <p className="mt-2 text-sm">Unzip it into your project's folder; it holds:</p>
        <ZipContents entries={result.zip.entries} />
      </div>
      <Recheck state={recheckState} />
    </div>
  );
}

function MakeCasePanel({ input, link }: { input: string; link: LinkToModel }) {
  const [open, setOpen] = useKept("make-open", false);
  // Focus moves into the form when it is opened, not when it comes back open after a navigation.
  const [opened, setOpened] = useState(false);
  const id = useId();
  const openPanel = () => {
    setOpen(true);
    setOpened(true);
    // The preview's code (and three.js) starts loading as the panel opens, while the options are read.
    void loadPreview();
  };
  return (
    <section
      id={toolAnchors.make}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mt-6 scroll-mt-24 rounded-xl border border-[var(--border)] p-4"
      data-testid="check-make-case"
    >
      <h3 id={`${id}-title`} className="text-xl font-bold">
        Make a case for this board
      </h3>
      <p className="mt-1">
        A bottom shell and a top plate drawn around your own board: the guide's case, with a hole for every switch and encoder, a window for the screen, the USB
        opening where your XIAO's socket is, and screws at your board's mounting holes. It is a starting point to open and change in your CAD; the{" "}
        <Link to="/guide#case_from_board" className="text-[var(--link)] underline underline-offset-2">
          guide
        </Link>{" "}
        says what it cannot know.
      </p>
      {open ? (
        <MakeCaseForm input={input} link={link} focusFirst={opened} />
      ) : (
        <div className="mt-3">
          <button type="button" className={secondaryButton} onClick={openPanel} data-testid="make-case-open">
            Make a case for this board
          </button>
        </div>
      )}
    </section>
  );
}

function MakeCaseForm({ input, link, focusFirst }: { input: string; link: LinkToModel; focusFirst: boolean }) {
  const id = useId();
  const first = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: keyboard and screen-reader users land on its first field.
  useEffect(() => {
    if (focusFirst) first.current?.focus();
  }, [focusFirst]);
  const [form, setForm] = useKept<MakeForm>("make-form", defaultForm(padName(input)));
  const [errors, setErrors] = useState<Partial<Record<keyof MakeForm, string>>>({});
  const { state, recheck: recheckState, start, cancel } = useCaseWorker<MakeDone>("made", link, "make");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readForm(form);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    start({ type: "make", input, options: read.options });
  };
  const set = (field: keyof MakeForm) => (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [field]: event.target.value }));
  const field = (name: "height" | "wall", label: string, hint: string) => (
    <p className="min-w-0">
      <label htmlFor={`${id}-${name}`} className="font-semibold">
        {label}
      </label>
      <span id={`${id}-${name}-hint`} className="block text-sm">
        {hint}
      </span>
      <input
        id={`${id}-${name}`}
        ref={name === "height" ? first : undefined}
        name={name}
        inputMode="decimal"
        value={form[name]}
        onChange={set(name)}
        aria-describedby={`${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ""}`}
        aria-invalid={errors[name] ? true : undefined}
        className={fieldClass}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className="mt-1 block text-sm font-semibold text-rose-800 dark:text-rose-200">
          {errors[name]}
        </span>
      ) : null}
    </p>
  );
  const done = state.phase === "done" ? state.result : null;
  return (
    <>
      <form className="mt-3 space-y-3" onSubmit={submit} noValidate data-testid="make-case-form">
        <div className="grid gap-3 sm:grid-cols-2">
          {field("height", "Case height (mm)", `From the bottom of the floor to the top of the plate; ${minHeightMm} to ${maxHeightMm} mm.`)}
          {field("wall", "Wall (mm)", "How thick the shell is around the board.")}
        </div>
        <fieldset>
          <legend className="font-semibold">What the screws end in</legend>
          {(["nuts", "inserts"] as const).map((screws) => (
            <label key={screws} className="mt-1 flex items-center gap-2">
              <input
                type="radio"
                name="screws"
                value={screws}
                checked={form.screws === screws}
                onChange={() => setForm((previous) => ({ ...previous, screws }))}
              />
              {screwPart[screws]}
            </label>
          ))}
        </fieldset>
        <p>
          <label htmlFor={`${id}-engrave`} className="font-semibold">
            Name to engrave
          </label>
          <span id={`${id}-engrave-hint`} className="block text-sm">
            Cut into a hidden face; leave it empty for none.
          </span>
          <input
            id={`${id}-engrave`}
            name="engrave"
            value={form.engrave}
            maxLength={maxEngraveLength}
            onChange={set("engrave")}
            aria-describedby={`${id}-engrave-hint`}
            className={fieldClass}
          />
        </p>
        <button type="submit" className={primaryButton} disabled={state.phase === "running"} data-testid="make-case-button">
          Make the case
        </button>
      </form>
      {state.phase === "running" ? <Progress state={state} onCancel={cancel} /> : null}
      {state.phase === "failed" ? <Failure state={state} /> : null}
      {done ? <MadeView result={done} ms={state.phase === "done" ? state.ms : 0} recheckState={recheckState} /> : null}
    </>
  );
}

function MadeView({ result, ms, recheckState }: { result: MakeDone; ms: number; recheckState: RecheckState }) {
  const [show, setShow] = useState<"parts" | "assembly">("parts");
  const bodies = show === "parts" || result.assembly.length === 0 ? result.parts : result.assembly;
  const label = `3D preview of ${show === "parts" ? "the printed parts" : "the assembled pad"}: ${bodies.map((body) => body.name).join(", ")}. The list under the picture gives each size.`;
  return (
    <div className="mt-4" data-testid="make-result" data-parts={result.parts.length}>
      <p role="status">
        Made {plural(result.parts.length, "part")} in {(ms / 1000).toFixed(1)} s.
      </p>
      {result.assembly.length > 0 ? (
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="What the preview shows">
          <button type="button" className={secondaryButton} aria-pressed={show === "parts"} onClick={() => setShow("parts")}>
            Printed parts
          </button>
          <button type="button" className={secondaryButton} aria-pressed={show === "assembly"} onClick={() => setShow("assembly")}>
            Assembled pad
          </button>
        </div>
      ) : null}
      <Suspense fallback={<p className="mt-3">Loading the 3D preview…</p>}>
        <CasePreview bodies={bodies} label={label} onBed={bodies === result.parts} />
      </Suspense>
      <CaseParts parts={result.parts.map((part) => ({ file: part.fileName, size: part.size, bodies: 1 }))} />
      {result.checks.length > 0 ? (
        <>
          <p className="mt-3 font-semibold">Checked on the parts made:</p>
          <ul className="mt-1 space-y-0.5" data-testid="make-checks">
            {result.checks.map((check) => (
              <li key={check.label} data-ok={check.ok}>
                <span aria-hidden="true">{check.ok ? "✓ " : "✗ "}</span>
                <span className="sr-only">{check.ok ? "Passed: " : "Failed: "}</span>
                {check.label}: {check.detail}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Notes title="Worth knowing:" items={result.warnings} />
      <div className="mt-3">
        <button
          type="button"
          className={primaryButton}
          onClick={() => saveFile(result.zip.bytes, result.zip.fileName, "application/zip")}
          data-testid="make-download"
        >
          Download case (.zip)
        </button>
        <p className="mt-2 text-sm">
          Unzip it into your project's folder. <code>{printFolder}/</code> holds the parts laid out for your slicer; keep it out of your pull request. It holds:
        </p>
        <ZipContents entries={result.zip.entries} />
        <p className="mt-1 text-sm">
          <code>{assemblyPath}</code> is the assembled pad (case, board and parts) the CAD rule asks for.
        </p>
      </div>
      <Recheck state={recheckState} />
    </div>
  );
}

import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { runCaseRequest, type Post } from "../../../../app/check/case/run-case.ts";
import type { CaseMessage, CaseRequest, ConvertDone, FitDone, MakeDone, Rechecked } from "../../../../app/check/case/protocol.ts";
import { fitProjects } from "../../../support/fit-project.ts";
import { runPreflight } from "@hackpad/preflight";
import { projectZip, validProject } from "@hackpad/preflight/testing";
import { fakeEngines, linkTo } from "../../../support/case-engines.ts";
import type { InputFile } from "@hackpad/preflight";

/** The fixture pad with its case only as a STEP assembly (no STL), as 19 of 33 real submissions have it. */
const stepOnly = () => validProject().filter((file) => !file.path.endsWith(".stl"));

type Request = CaseRequest extends infer R ? (R extends CaseRequest ? Omit<R, "link"> : never) : never;

/** Runs a request with the project `files` held by a model worker at the other end of the request's link. */
async function run(request: Request & { files: InputFile[] }, deps: Parameters<typeof runCaseRequest>[1]) {
  const messages: { message: CaseMessage; transfer: Transferable[] }[] = [];
  const post: Post = (message, transfer = []) => messages.push({ message, transfer });
  const { files, ...rest } = request;
  await runCaseRequest({ ...rest, link: await linkTo(files, request.input) } as CaseRequest, deps, post);
  return messages;
}

/** The result (or error) the page shows, and what the check said with the files added. */
const last = (messages: { message: CaseMessage }[]) => messages.filter(({ message }) => message.type !== "rechecked").at(-1)?.message;
const rechecked = (messages: { message: CaseMessage }[]) => messages.find(({ message }) => message.type === "rechecked")?.message as Rechecked | undefined;
const status = (messages: { message: CaseMessage }[], id: string) => rechecked(messages)?.report.rules.find((rule) => rule.id === id)?.status;

describe("the case worker: convert", () => {
  it("converts the chosen model, zips one STL per part in production/case/, and the check passes case with them added", async () => {
    const { deps, calls, loadOcct } = fakeEngines({
      convertParts: [
        { name: "Case bottom", fileName: "production/case/case.stl", size: [100, 70, 13] },
        { name: "Case top", fileName: "production/case/case.stl", size: [100, 70, 1.5] },
      ],
    });
    const messages = await run({ type: "convert", input: "minipad", files: stepOnly(), model: "CAD/assembly.step" }, deps);
    const done = last(messages) as ConvertDone;
    expect(done.type).toBe("converted");
    expect(calls.convert).toEqual([
      {
        fileName: "CAD/assembly.step",
        bytes: expect.any(Number),
        options: { objUnits: undefined, loadOcct, board: expect.objectContaining({ thickness: expect.any(Number) }) },
      },
    ]);
    // The project's own board goes with the model: only a body of its size is left out as the board.
    expect(calls.convert[0]?.options?.board).toMatchObject({ width: expect.any(Number), height: expect.any(Number) });
    // Two parts the engine named alike get distinct files.
    expect(done.parts.map((part) => part.fileName)).toEqual(["production/case/case.stl", "production/case/case-2.stl"]);
    expect(done.zip.fileName).toBe("minipad-case-stl.zip");
    expect(Object.keys(unzipSync(done.zip.bytes))).toEqual(["production/case/case.stl", "production/case/case-2.stl"]);
    expect(done.leftOut).toEqual([{ name: "PCB", why: "the board is made by the fab, not printed" }]);
    // The check runs again where the project is held, with the new files added; nothing of the project comes back.
    const before = await runPreflight(stepOnly(), { input: "minipad" });
    expect(before.rules.find((rule) => rule.id === "case")?.status).not.toBe("pass");
    expect(status(messages, "case")).toBe("pass");
    expect(Object.keys(done)).not.toContain("project");
  });

  it("reports progress in order, and transfers each buffer once", async () => {
    const { deps } = fakeEngines();
    const messages = await run({ type: "convert", input: "minipad", files: stepOnly(), model: "CAD/assembly.step" }, deps);
    const fractions = messages.filter(({ message }) => message.type === "progress").map(({ message }) => (message as { fraction: number }).fraction);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    const result = messages.find(({ message }) => message.type === "converted");
    const transfer = result?.transfer ?? [];
    expect(new Set(transfer).size).toBe(transfer.length);
    // structuredClone with the transfer list is what postMessage does: it throws on a buffer listed twice.
    expect(() => structuredClone(result?.message, { transfer })).not.toThrow();
  });

  it("reads a dropped zip the way the check does (one top folder stripped)", async () => {
    const { deps, calls } = fakeEngines();
    const zip = projectZip(stepOnly());
    const messages = await run(
      { type: "convert", input: "minipad-main.zip", files: [{ path: "minipad-main.zip", bytes: zip }], model: "CAD/assembly.step" },
      deps,
    );
    expect(last(messages)?.type).toBe("converted");
    expect(calls.convert[0]?.fileName).toBe("CAD/assembly.step");
  });

  it("passes the OBJ units the participant chose", async () => {
    const { deps, calls } = fakeEngines();
    const files = [...stepOnly(), { path: "minipad/CAD/case.obj", bytes: new TextEncoder().encode("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n") }];
    await run({ type: "convert", input: "minipad", files, model: "CAD/case.obj", objUnits: "in" }, deps);
    expect(calls.convert[0]?.options?.objUnits).toBe("in");
  });

  it("gives the engine's own message for input it refuses, and no files", async () => {
    const { deps } = fakeEngines({ fail: "This STEP file holds no solid bodies." });
    const messages = await run({ type: "convert", input: "minipad", files: stepOnly(), model: "CAD/assembly.step" }, deps);
    expect(last(messages)).toEqual({ type: "error", message: "This STEP file holds no solid bodies.", participant: true });
    expect(messages.some(({ message }) => message.type === "converted")).toBe(false);
  });

  it("says so when a model is no longer in the project; any other error is a fault", async () => {
    const { deps } = fakeEngines();
    const request = { type: "convert", input: "minipad", files: stepOnly(), model: "CAD/assembly.step" } as const;
    const gone = await run({ ...request, model: "CAD/other.step" }, deps);
    expect(last(gone)).toMatchObject({ type: "error", participant: true, message: expect.stringContaining("CAD/other.step") });
    const crashed = await run(request, { ...deps, loadConvert: () => Promise.reject(new TypeError("engine.convertModel is not a function")) });
    expect(last(crashed)).toEqual({ type: "error", message: "engine.convertModel is not a function", participant: false });
  });
});

describe("the case worker: make", () => {
  const noCase = () => validProject({ withCad: false }).filter((file) => !file.path.endsWith(".stl"));

  it("hands the engine the board and parts the check read, with the form's options and the WASM loader", async () => {
    const { deps, calls, loadManifold } = fakeEngines();
    const messages = await run({ type: "make", input: "minipad", files: noCase(), options: { screws: "inserts", heightMm: 15 } }, deps);
    expect(last(messages)?.type).toBe("made");
    const call = calls.make[0];
    expect(call?.board.outline).not.toBeNull();
    expect(call?.parts.filter((part) => part.kind === "switch")).toHaveLength(4);
    expect(call?.parts.some((part) => part.kind === "controller")).toBe(true);
    expect(call?.options).toEqual({ heightMm: 15, wallMm: undefined, screws: "inserts", engrave: undefined, loadManifold });
    const progress = messages.filter(({ message }) => message.type === "progress").map(({ message }) => message as { fraction: number; label: string });
    expect(progress.map((event) => event.label)).toContain("Cutting the keyholes");
    expect(progress.every((event) => event.fraction >= 0 && event.fraction <= 1)).toBe(true);
  });

  it("zips production/case/*.stl, CAD/assembly.3mf and the print 3MF, and the check passes case and cad with them added", async () => {
    const { deps } = fakeEngines();
    const messages = await run({ type: "make", input: "minipad-main.zip", files: noCase(), options: { screws: "nuts" } }, deps);
    const done = last(messages) as MakeDone;
    expect(done.zip.fileName).toBe("minipad-case.zip");
    expect(Object.keys(unzipSync(done.zip.bytes))).toEqual([
      "production/case/bottom.stl",
      "production/case/top.stl",
      "CAD/assembly.3mf",
      "print/minipad-case-print.3mf",
    ]);
    expect(done.parts.map((part) => [part.name, part.size])).toEqual([
      ["bottom", [100, 70, 13]],
      ["top", [100, 70, 1.5]],
    ]);
    expect(done.assembly.map((body) => body.color)).toEqual(["#888888", "#1f6f3f"]);
    const before = await runPreflight(noCase(), { input: "minipad" });
    const statusBefore = (id: string) => before.rules.find((rule) => rule.id === id)?.status;
    expect([statusBefore("case"), statusBefore("cad")]).toEqual(["fail", "fail"]);
    expect([status(messages, "case"), status(messages, "cad")]).toEqual(["pass", "pass"]);
  });

  it("gives the engine's message for a board it cannot use, and says when there is no board at all", async () => {
    const { deps } = fakeEngines({ fail: "No XIAO was found on the board." });
    expect(last(await run({ type: "make", input: "minipad", files: noCase(), options: { screws: "nuts" } }, deps))).toEqual({
      type: "error",
      message: "No XIAO was found on the board.",
      participant: true,
    });
    const noBoard = noCase().filter((file) => !file.path.endsWith(".kicad_pcb"));
    const { deps: other, calls } = fakeEngines();
    expect(last(await run({ type: "make", input: "minipad", files: noBoard, options: { screws: "nuts" } }, other))).toMatchObject({
      type: "error",
      participant: true,
      message: expect.stringContaining(".kicad_pcb"),
    });
    expect(calls.make).toEqual([]);
  });
});

describe("the case worker: a file too big for the page", () => {
  it("says a RangeError while converting is the file's doing, naming the file", async () => {
    const { deps } = fakeEngines();
    deps.loadConvert = async () => ({
      ...(await fakeEngines().deps.loadConvert()),
      convertModel: async () => {
        throw new RangeError("Invalid array length");
      },
    });
    const messages = await run({ type: "convert", input: "minipad", files: stepOnly(), model: "CAD/assembly.step" }, deps);
    expect(last(messages)).toEqual({
      type: "error",
      participant: true,
      message:
        "assembly.step is more than this page can convert: the work on it ran out of memory in the browser. Export it with less detail, or run npm run case on a computer, which names what is too big.",
    });
  });
});

describe("the case worker: the fit check", () => {
  const models = ["production/case/bottom.stl", "production/case/top.stl"];
  let projects: Awaited<ReturnType<typeof fitProjects>>;
  const fitted = async (files: InputFile[], fitModels = models) => {
    projects ??= await fitProjects();
    const messages = await run({ type: "fit", input: "minipad", models: fitModels, files }, fakeEngines().deps);
    return { messages, done: last(messages) as FitDone };
  };

  it("places the generated case on its board and finds nothing, from the one read, with the meshes transferred", async () => {
    projects = await fitProjects();
    const { messages, done } = await fitted(projects.good);
    expect(done.type).toBe("fitted");
    expect(done.reads).toBe(1);
    expect(done.unread).toEqual([]);
    expect(done.sets).toHaveLength(1);
    const [set] = done.sets;
    expect(set!.label).toBe(`the parts ${models.join(", ")}`);
    expect(set!.findings).toEqual([]);
    expect(set!.placements.map((placed) => [placed.part, placed.role, placed.sure])).toEqual([
      ["production/case/bottom.stl", "bottom", "sure"],
      ["production/case/top.stl", "top", "sure"],
    ]);
    expect(set!.passed.join("\n")).toMatch(/Every one of the 3 switches has a 14 ± 0\.25 mm opening/);
    expect(set!.scene!.parts.map((part) => part.name)).toEqual(["production/case/top.stl", "production/case/bottom.stl"]);
    expect(set!.scene!.pcbTop - set!.scene!.pcbBottom).toBeCloseTo(1.6, 5);
    expect(done.outline.length).toBeGreaterThanOrEqual(4);
    // Each scene mesh goes to the page transferred, not copied; nothing of the project comes back.
    const sent = messages.find(({ message }) => message.type === "fitted")!;
    expect(sent.transfer).toHaveLength(4);
    expect(Object.keys(done)).not.toContain("project");
    expect(messages.filter(({ message }) => message.type === "progress").map(({ message }) => (message as { label: string }).label)).toEqual([
      "Reading your board",
      "Loading the fit check",
      "Reading production/case/bottom.stl",
      "Reading production/case/top.stl",
      "Measuring the case against the board",
    ]);
  });

  it("finds the USB opening filled in, once, naming the bottom, with a box where the plug would go", async () => {
    projects ??= await fitProjects();
    const { done } = await fitted(projects.usbBlocked);
    const findings = done.sets[0]!.findings;
    expect(findings.map((finding) => [finding.check, finding.severity, finding.part])).toEqual([["usb", "problem", "production/case/bottom.stl"]]);
    expect(findings[0]!.message).toMatch(/^No USB-C cable reaches the XIAO U1's socket/);
    expect(findings[0]!.marker!.size[1]).toBeCloseTo(12.4, 5);
  });

  it("names a model it cannot read and measures the others", async () => {
    projects ??= await fitProjects();
    const broken = projects.good.map((file) =>
      file.path.endsWith("top.stl") ? { ...file, bytes: new TextEncoder().encode("solid nothing\nendsolid\n") } : file,
    );
    const { done } = await fitted(broken);
    expect(done.unread).toEqual(["production/case/top.stl: its ASCII triangles are incomplete or hold non-numbers"]);
    expect(done.sets[0]!.label).toBe("the parts production/case/bottom.stl");
    expect(done.sets[0]!.placements.map((placed) => placed.role)).toEqual(["bottom"]);
  });

  it("says a RangeError while reading a model is that file's doing, and still measures the rest", async () => {
    projects ??= await fitProjects();
    const { deps } = fakeEngines();
    const real = await deps.loadFit();
    deps.loadFit = async () => ({
      ...real,
      readFitParts: async (bytes, file, loadOcct) => {
        if (file.endsWith("top.stl")) throw new RangeError("Invalid array length");
        return real.readFitParts(bytes, file, loadOcct);
      },
    });
    const messages = await run({ type: "fit", input: "minipad", models, files: projects.good }, deps);
    expect((last(messages) as FitDone).unread).toEqual([
      "production/case/top.stl: the work on it ran out of memory in the browser; export it with less detail.",
    ]);
  });
});

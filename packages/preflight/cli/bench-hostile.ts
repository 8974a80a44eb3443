/**
 * `npm run bench:hostile`: the hostile inputs of the tools beside the check (firmware, case generator, converter,
 * batch mode) at full size, each in its own process under `/usr/bin/time -v`: wall time, CPU time, peak resident
 * memory, the exit code and the last line the command printed (its one message). Targets: 30 s (60 s for a STEP),
 * 1 GiB, one plain message. The preflight's own hostile inputs are `npm run bench:preflight`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { craftedUnitStep, cubesObj, hugeFaceObj, instancingThreeMf, manyGroupsObj, stripObj } from "@hackpad/convert/testing";
import { writeProject } from "../tests/support/batch.ts";
import { validProject } from "../tests/support/fixtures.ts";
import { wiredBoard, type BoardSpec } from "../tests/support/wiring-boards.ts";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const TIME = "/usr/bin/time";
const LIMIT_SECONDS = 120;

interface ToolCase {
  name: string;
  /** Seconds the target allows (30, or 60 for a STEP). */
  target: number;
  /** Writes the input under `dir`; returns the command's arguments after `node --import tsx`. */
  command: (dir: string) => string[];
}

const cli = {
  firmware: join(root, "packages/firmware/cli/main.ts"),
  case: join(root, "packages/case/cli/main.ts"),
  preflight: join(root, "packages/preflight/cli/main.ts"),
};

function boardProject(dir: string, name: string, text: string): string {
  const folder = join(dir, name);
  mkdirSync(join(folder, "pcb"), { recursive: true });
  writeFileSync(join(folder, "pcb", `${name}.kicad_pcb`), text);
  return folder;
}

function write(dir: string, name: string, bytes: Uint8Array | string): string {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
}

const diodes = (count: number): BoardSpec => ({
  xiao: { D0: "ROW0", D1: "COL0" },
  switches: [{ ref: "SW1", x: 10, y: 10, nets: ["COL0", "N1"] }],
  diodes: Array.from({ length: count }, (_, index) => ({ ref: `D${index + 1}`, x: 10 + (index % 50), y: 20 + index / 50, k: "ROW0", a: `N${index + 1}` })),
});
const leds = (count: number): BoardSpec => ({
  xiao: { D0: "KEY", D6: "LED0" },
  switches: [{ ref: "SW1", x: 10, y: 10, nets: ["KEY", "GND"] }],
  leds: Array.from({ length: count }, (_, index) => ({ ref: `LED${index + 1}`, x: index % 90, din: `LED${index}`, dout: `LED${index + 1}` })),
});
const switches = (count: number): BoardSpec => ({
  xiao: { D0: "KEY" },
  switches: Array.from({ length: count }, (_, index) => ({
    ref: `SW${index + 1}`,
    x: index % 90,
    y: Math.floor(index / 90) % 90,
    nets: ["KEY", "GND"] as [string, string],
  })),
});

/** A small valid board whose Edge.Cuts is `edges` instead of its rectangle. */
function edgeBoard(edges: string): string {
  const text = wiredBoard({ xiao: { D0: "KEY" }, switches: [{ ref: "SW1", x: 30, y: 30, nets: ["KEY", "GND"] }] });
  return text.replace(/\t\(gr_rect [^\n]*\n/, `${edges}\n`);
}
const edge = (shape: string) => `\t(${shape} (stroke (width 0.05) (type default)) (layer "Edge.Cuts"))`;
function segmentsOutline(count: number): string {
  const perSide = count / 4;
  const corners = [
    [0, 0],
    [80, 0],
    [80, 80],
    [0, 80],
  ] as const;
  const lines: string[] = [];
  corners.forEach((from, side) => {
    const to = corners[(side + 1) % 4] ?? [0, 0];
    for (let step = 0; step < perSide; step++) {
      const at = (t: number) => `${from[0] + ((to[0] - from[0]) * t) / perSide} ${from[1] + ((to[1] - from[1]) * t) / perSide}`;
      lines.push(edge(`gr_line (start ${at(step)}) (end ${at(step + 1)})`));
    }
  });
  return lines.join("\n");
}
function polygonOutline(count: number): string {
  const points = Array.from({ length: count }, (_, index) => {
    const t = (2 * Math.PI * index) / count;
    return `(xy ${40 + 40 * Math.cos(t)} ${40 + 40 * Math.sin(t)})`;
  });
  return edge(`gr_poly (pts ${points.join(" ")}) (fill no)`);
}

const firmware = (name: string, spec: () => BoardSpec): ToolCase => ({
  name,
  target: 30,
  command: (dir) => [cli.firmware, boardProject(dir, "pad", wiredBoard(spec())), "--kmk", "--out", join(dir, "out")],
});
const caseOf = (name: string, edges: () => string): ToolCase => ({
  name,
  target: 30,
  command: (dir) => [cli.case, boardProject(dir, "pad", edgeBoard(edges())), "--out", join(dir, "out")],
});
const convert = (name: string, file: string, bytes: () => Uint8Array | string, target = 30): ToolCase => ({
  name,
  target,
  command: (dir) => [cli.case, "--convert", write(dir, file, bytes()), "--out", join(dir, "out"), "--units", "mm"],
});

function pads(dir: string, count: number): string {
  const folder = join(dir, "pads");
  for (let pad = 0; pad < count; pad++) writeProject(join(folder, `pad${pad}`), validProject({ name: `pad${pad}` }));
  return folder;
}

export const toolCases: ToolCase[] = [
  firmware("firmware: 80,000 diodes on one net", () => diodes(80_000)),
  firmware("firmware: 60,000-LED chain", () => leds(60_000)),
  firmware("firmware: 130,000 switches", () => switches(130_000)),
  caseOf("case: outline of 100,000 lines", () => segmentsOutline(100_000)),
  caseOf("case: circle of radius 1e13 mm", () => edge("gr_circle (center 40 40) (end 10000000000040 40)")),
  caseOf("case: circle of radius 1e15 mm", () => edge("gr_circle (center 40 40) (end 1000000000000040 40)")),
  caseOf("case: polygon of 200,000 points", () => polygonOutline(200_000)),
  convert("convert: STEP with a crafted unit context", "units.step", () => craftedUnitStep(100_000, 60 * 1024 * 1024), 60),
  convert("convert: OBJ of 150,000 vertices", "strip.obj", () => stripObj(150_000)),
  convert("convert: 3MF placing one mesh 100,000 times", "bomb.3mf", () => instancingThreeMf(1_000, 100_000)),
  convert("convert: 3MF of 4,000,000 triangles", "big.3mf", () => instancingThreeMf(4_000_000, 1)),
  convert("convert: OBJ face of 1,000,000 corners", "face.obj", () => hugeFaceObj(1_000_000)),
  convert("convert: OBJ of 1,000,000 groups", "groups.obj", () => manyGroupsObj(1_000_000)),
  convert("convert: OBJ of 100,000 small cubes", "cubes.obj", () => cubesObj(100_000, 1)),
  convert("convert: OBJ of 20,000 parts", "parts.obj", () => cubesObj(20_000, 30)),
  {
    name: "convert: --timeout 3000000000",
    target: 30,
    command: (dir) => [cli.case, "--convert", write(dir, "a.obj", cubesObj(1, 30)), "--out", join(dir, "out"), "--timeout", "3000000000"],
  },
  { name: "batch: --jobs 64", target: 30, command: (dir) => [cli.preflight, "--batch", pads(dir, 4), "--jobs", "64"] },
  { name: "batch: --timeout Infinity", target: 30, command: (dir) => [cli.preflight, "--batch", pads(dir, 1), "--timeout", "Infinity"] },
  { name: "case: --out /dev/null", target: 30, command: (dir) => [cli.case, boardProject(dir, "pad", edgeBoard(segmentsOutline(4))), "--out", "/dev/null"] },
  {
    name: "firmware: --out a dangling link",
    target: 30,
    command: (dir) => {
      const link = join(dir, "link");
      spawnSync("ln", ["-s", join(dir, "missing"), link]);
      return [cli.firmware, boardProject(dir, "pad", wiredBoard(switches(1))), "--kmk", "--out", link];
    },
  },
];

interface Measured {
  name: string;
  target: number;
  wall: number;
  cpu: number | null;
  peakMiB: number | null;
  code: number | null;
  killed: boolean;
  message: string;
}

function measure(tool: ToolCase): Measured {
  const dir = mkdtempSync(join(tmpdir(), "bench-hostile-"));
  try {
    const args = tool.command(dir);
    const node = [process.execPath, "--import", "tsx", ...args];
    const timed = existsSync(TIME);
    const started = performance.now();
    const result = spawnSync(timed ? TIME : process.execPath, timed ? ["-v", ...node] : node.slice(1), {
      cwd: root,
      encoding: "utf8",
      timeout: LIMIT_SECONDS * 1000,
      killSignal: "SIGKILL",
      maxBuffer: 64 * 1024 * 1024,
    });
    const wall = (performance.now() - started) / 1000;
    const stderr = result.stderr ?? "";
    const number = (pattern: RegExp) => Number(pattern.exec(stderr)?.[1] ?? NaN);
    const cpu = number(/User time \(seconds\): ([\d.]+)/) + number(/System time \(seconds\): ([\d.]+)/);
    const peak = number(/Maximum resident set size \(kbytes\): (\d+)/);
    const own = (text: string) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter((line) => line && !/^\d+%/.test(line) && !/^Command exited with non-zero status/.test(line));
    // A refusal's message is the first line on stderr; a success's summary the last line on stdout.
    const errors = own(stderr.split(/\n\s*Command being timed:/)[0] ?? "");
    const ownLines = result.status !== 0 && errors.length > 0 ? errors.slice(0, 1) : own(result.stdout ?? "");
    return {
      name: tool.name,
      target: tool.target,
      wall,
      cpu: Number.isFinite(cpu) ? cpu : null,
      peakMiB: Number.isFinite(peak) ? peak / 1024 : null,
      code: result.status,
      killed: result.signal !== null,
      message: ownLines.at(-1) ?? "",
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.slice(2);
console.log(`| input | wall s | CPU s | peak MiB | exit | within target | last line |`);
console.log(`|---|---:|---:|---:|---:|---|---|`);
for (const tool of toolCases.filter((entry) => only.length === 0 || only.some((word) => entry.name.includes(word)))) {
  const run = measure(tool);
  const ok = !run.killed && run.wall <= run.target && (run.peakMiB ?? 0) <= 1024 && !/^\s*at |Error:/.test(run.message);
  const message = run.message.length > 160 ? `${run.message.slice(0, 157)}…` : run.message;
  console.log(
    `| ${run.name} | ${run.wall.toFixed(1)} | ${run.cpu?.toFixed(1) ?? "n/a"} | ${run.peakMiB?.toFixed(0) ?? "n/a"} | ${run.killed ? "killed" : run.code} | ${ok ? "yes" : "NO"} | ${message.replace(/\|/g, "\\|")} |`,
  );
}

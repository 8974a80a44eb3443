/**
 * `npm run bench:fit`: how long the fit check takes, in Node on this machine: the generated case of a 16-key board
 * (as assembled with its board, and as the two printed parts), and the two real submissions' folders (reading their
 * STEP files through OpenCascade included). Figures only: this is not a timed test.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { classifyFootprint } from "@hackpad/preflight";
import { parseKicadPcb } from "@hackpad/preflight";
import { kicadBoard, sixteenKeyFixture } from "@hackpad/preflight/testing";
import { generateCase, readCaseBoard } from "@hackpad/case";
import { checkFit } from "../src/index.ts";
import { fitFolder } from "./project.ts";

const real = fileURLToPath(new URL("../../../tests/fixtures/real/", import.meta.url));
const pcb = parseKicadPcb(kicadBoard(sixteenKeyFixture));
const parts = pcb.footprints.map(classifyFootprint);
const board = readCaseBoard(pcb, parts);
const made = await generateCase(pcb, parts, { screws: "nuts" });
const assembly = made.assembly.filter((body) => ["Case bottom", "Case top", "PCB"].includes(body.name));
const printed = made.parts.map((part) => ({ name: part.fileName, mesh: part.mesh }));

const time = async (label: string, runs: number, run: () => unknown) => {
  const times: number[] = [];
  let last: unknown;
  for (let index = 0; index < runs; index++) {
    const start = performance.now();
    last = await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(58)} median ${times[Math.floor(runs / 2)]!.toFixed(0).padStart(6)} ms, fastest ${times[0]!.toFixed(0).padStart(6)} ms`);
  return last;
};

console.log(
  `Fit check (Node ${process.version}); triangles: bottom ${made.parts[0]!.mesh.indices.length / 3}, top ${made.parts[1]!.mesh.indices.length / 3}\n`,
);
await time("16 keys + encoder, generated case as assembled", 5, () => checkFit(board, assembly));
await time("16 keys + encoder, generated case as printed parts", 5, () => checkFit(board, printed));
for (const name of ["lazypad", "allanpad"]) await time(`${name}: the whole folder (models read, every set fitted)`, 3, () => fitFolder(join(real, name)));

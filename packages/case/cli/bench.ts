/**
 * `npm run bench:case`: how long the case takes to make and how much memory it needs, in Node on this machine.
 * A 16-key board (4 × 4 MX switches, an encoder, the XIAO, four M3 mounting holes) and the two real submissions;
 * the first run includes loading manifold's WASM, the others do not. Figures only: this is not a timed test.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { classifyFootprint, parseKicadPcb, type KicadPcb } from "@hackpad/preflight";
import { formatBytes } from "@hackpad/preflight/report";
import { kicadBoard, sixteenKeyFixture } from "@hackpad/preflight/testing";
import { generateCase } from "../src/index.ts";

const real = fileURLToPath(new URL("../../../tests/fixtures/real/", import.meta.url));
const pitch = 19.05;
const sixteenKeys = kicadBoard({
  ...sixteenKeyFixture,
  mountingHoles: [
    [5, 5],
    [4 * pitch + 15, 4 * pitch + 10],
    [5, 4 * pitch + 10],
    [30, 6],
  ],
});

const boards: { name: string; board: KicadPcb }[] = [
  { name: "16 keys (synthetic)", board: parseKicadPcb(sixteenKeys) },
  { name: "lazypad (6 keys)", board: parseKicadPcb(readFileSync(join(real, "lazypad/PCB/LazyPad.kicad_pcb"), "utf8")) },
  { name: "allanpad (9 keys, encoder)", board: parseKicadPcb(readFileSync(join(real, "allanpad/pcb/HackpadAllan/HackpadAllan.kicad_pcb"), "utf8")) },
];

const mb = (bytes: number) => formatBytes(bytes);
console.log(`Case generation, Node ${process.version}, ${process.arch}`);
const rssBefore = process.memoryUsage().rss;
let first = true;
for (const { name, board } of boards) {
  const parts = board.footprints.map(classifyFootprint);
  for (const screws of ["nuts", "inserts"] as const) {
    const times: number[] = [];
    let triangles = 0;
    let bytes = 0;
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      const made = await generateCase(board, parts, { screws, engrave: "Hackpad" });
      times.push(performance.now() - start);
      triangles = made.parts.reduce((sum, part) => sum + part.mesh.indices.length / 3, 0);
      bytes = made.parts.reduce((sum, part) => sum + part.stl.length, 0) + made.print3mf.length + made.assembly3mf.length;
    }
    const label = first ? " (first run loads the WASM)" : "";
    first = false;
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name}, ${screws}: first ${times[0]!.toFixed(0)} ms${label}, median ${sorted[2]!.toFixed(0)} ms; ${triangles} triangles in the two parts, ${mb(bytes)} of files`,
    );
  }
}
const memory = process.memoryUsage();
console.log(
  `Memory after ${boards.length * 10} cases: resident ${mb(memory.rss)} (${mb(memory.rss - rssBefore)} more than before the first), JS heap ${mb(memory.heapUsed)}, outside the JS heap (manifold's WASM memory and buffers) ${mb(memory.external + memory.arrayBuffers)}`,
);

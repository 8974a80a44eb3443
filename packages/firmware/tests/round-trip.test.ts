/**
 * The generators and the check agree: firmware written from a board's wiring passes the preflight's own
 * `firmware-pins` comparison with that wiring, for both real submissions and every synthetic wiring.
 */
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { readInput } from "@hackpad/preflight/node";
import { boardWiring, checkWithAnalysis, compareFirmware, readKmk, readQmk } from "@hackpad/preflight";
import type { Wiring } from "@hackpad/preflight/report";
import { generateKmk, generateQmk, type GeneratedFirmware } from "../src/index.ts";
import { syntheticSet } from "./support/wirings.ts";

const text = (firmware: GeneratedFirmware, path: string) => firmware.files.find((file) => file.path === path)?.text;

/** What firmware-pins says about generated KMK and QMK for `wiring`: every finding, fail or warn. */
function findings(wiring: Wiring, name: string): { kmk: string[]; qmk: string[] } {
  const kmk = generateKmk(wiring, { name });
  const qmk = generateQmk(wiring, { name });
  const main = text(kmk, "main.py");
  const json = text(qmk, "keyboard.json");
  const config = text(qmk, "config.h");
  const keymap = text(qmk, "keymaps/default/keymap.c");
  if (!main || !json || !keymap) throw new Error(`the generators wrote no main.py, keyboard.json or keymap.c for ${name}`);
  const qmkPins = readQmk("keyboard.json", json, config ? { file: "config.h", text: config } : undefined, [{ file: "keymaps/default/keymap.c", text: keymap }]);
  return {
    kmk: compareFirmware(readKmk("main.py", main), wiring).map((finding) => finding.text),
    qmk: compareFirmware(qmkPins, wiring).map((finding) => finding.text),
  };
}

async function realWiring(name: string): Promise<Wiring> {
  const folder = fileURLToPath(new URL(`../../../tests/fixtures/real/${name}`, import.meta.url));
  const input = readInput(folder);
  const { analysis } = await checkWithAnalysis(input.files, { input: name, notes: input.notes });
  const wiring = boardWiring(analysis);
  if (!wiring) throw new Error(`${name}: the check read no wiring`);
  return wiring;
}

describe("generated firmware passes firmware-pins", () => {
  it.each(["lazypad", "allanpad"])("on the real submission %s, KMK and QMK alike", async (name) => {
    const wiring = await realWiring(name);
    expect(wiring.keys.length).toBeGreaterThan(0);
    expect(findings(wiring, name)).toEqual({ kmk: [], qmk: [] });
  });

  it.each(Object.keys(syntheticSet))("on the synthetic wiring %s, KMK and QMK alike", (name) => {
    const make = syntheticSet[name];
    if (!make) throw new Error(name);
    expect(findings(make(), name)).toEqual({ kmk: [], qmk: [] });
  });

  it("still fails generated QMK whose keymap.c no longer reads a switch beside the matrix", async () => {
    const wiring = await realWiring("allanpad");
    const qmk = generateQmk(wiring, { name: "allanpad" });
    const keymap = (text(qmk, "keymaps/default/keymap.c") ?? "").replace(/extra_pins\[\] = \{[^}]*\}/, "extra_pins[] = {}");
    const pins = readQmk("keyboard.json", text(qmk, "keyboard.json") ?? "", undefined, [{ file: "keymaps/default/keymap.c", text: keymap }]);
    expect(compareFirmware(pins, wiring).map((finding) => finding.text)).toEqual([expect.stringMatching(/push switch \(on D8\) is never read/)]);
  });
});

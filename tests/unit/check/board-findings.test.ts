/**
 * The board findings /check lists up front (app/check/report/board-findings.ts) and where their parts sit on the
 * drawing (app/check/lib/board-places.ts): the parts a sentence names, told apart from the XIAO's pin names that
 * share their shape (D3 the diode, D3 the pin), and footprints placed as fractions of the board outline.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boardPlaces } from "~/app/check/lib/board-places";
import { boardFindings, refsIn } from "~/app/check/report/board-findings";
import { parseKicadPcb } from "@hackpad/preflight";
import type { Wiring } from "@hackpad/preflight";
import { realFixturesDir } from "~/tools/browser/fixtures";

const known = new Set(["SW1", "SW2", "SW4", "SW5", "SW10", "D3", "D5", "U1", "ENC1"]);

describe("the parts a board finding names", () => {
  it("takes the board's references and leaves out XIAO pins named as pins", () => {
    expect(refsIn("SW10's common pin C is on 3.3V, not GND: with the pull-ups KMK and QMK use, A and B never read low.", known)).toEqual(["SW10"]);
    expect(refsIn("SW4 and SW5 are both wired straight to D3 with no diodes: the firmware cannot tell them apart.", known)).toEqual(["SW4", "SW5"]);
    expect(refsIn("D3, D5 are turned the other way from the other matrix diodes: their keys will not be read.", known)).toEqual(["D3", "D5"]);
    expect(refsIn("U1's pins D3 and D5 are joined on one net (ROW0).", known)).toEqual(["U1"]);
    expect(refsIn("D3 is both a matrix line and a direct key's pin (SW1).", known)).toEqual(["SW1"]);
    expect(refsIn("SW99 is on no net at all.", known)).toEqual([]);
  });

  it("lists the faults before the problems, once each, and takes references a fault already carries", () => {
    const wiring = {
      controllerRef: "U1",
      rows: [],
      cols: [],
      diodeDirection: null,
      keys: [],
      encoders: [],
      oled: null,
      leds: null,
      problems: [
        "SW1 and SW2 sit at the same row (D1) and column (D2): the firmware cannot tell them apart.",
        "SW1 and SW2 sit at the same row (D1) and column (D2): the firmware cannot tell them apart.",
      ],
      faults: ["ENC1's common pin C is on 3.3V, not GND."],
    } satisfies Wiring;
    expect(boardFindings(wiring, known)).toEqual([
      { text: "ENC1's common pin C is on 3.3V, not GND.", refs: ["ENC1"] },
      { text: "SW1 and SW2 sit at the same row (D1) and column (D2): the firmware cannot tell them apart.", refs: ["SW1", "SW2"] },
    ]);
    const carried = { ...wiring, problems: [], faults: [] } as Omit<Wiring, "faults"> & { faults: unknown[] };
    carried.faults = [{ text: "The OLED is not on the I2C pins.", refs: ["U2"] }];
    expect(boardFindings(carried as unknown as Wiring, known)).toEqual([{ text: "The OLED is not on the I2C pins.", refs: ["U2"] }]);
    expect(boardFindings(null, known)).toEqual([]);
  });
});

describe("where the board's footprints sit", () => {
  it("places allanpad's encoder near the top-left corner of its outline, and its diodes on the bottom", () => {
    const dir = join(realFixturesDir, "allanpad", "pcb", "HackpadAllan");
    const board = parseKicadPcb(readFileSync(join(dir, "HackpadAllan.kicad_pcb"), "utf8"));
    const places = boardPlaces(board);
    const encoder = places.find((place) => place.ref === "SW10");
    expect(encoder).toMatchObject({ side: "top" });
    expect(encoder?.x).toBeGreaterThan(0);
    expect(encoder?.x).toBeLessThan(0.25);
    expect(encoder?.y).toBeLessThan(0.15);
    expect(places.filter((place) => place.ref.startsWith("D")).every((place) => place.side === "bottom")).toBe(true);
    for (const place of places) for (const value of [place.x, place.y]) expect(value >= 0 && value <= 1).toBe(true);
    expect(boardPlaces({ ...board, outline: null })).toEqual([]);
  });
});

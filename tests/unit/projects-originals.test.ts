/**
 * The example project pages against the boards they document: pin tables, matrix tables, firmware pin
 * lists, key positions and the drawing's grid must all say what the original board and firmware say.
 * Each record below names the files and commits it was read from.
 */
import { readFileSync } from "node:fs";
import type { Code, Root, Table } from "mdast";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { controller } from "@hackpad/programme/controller";
import { parseMarkdown, splitFrontmatter, textOf } from "~/lib/projects/markdown";

/**
 * Cyaopad as built.
 * - cheyao/macropad `firmware/main.py` at 642f4e5dbdabb88147ccd878850d199042967667 ("Rev 1.1"): COL0 = D9, COL1 = D8,
 *   COL2 = D7, COL3 = D6, ROW0 = D3, ROW1 = D2, ROW2 = D1, ROW3 = D0, LEDs on D10, screen on SCL/SDA. (Older versions at
 *   69bec1d…, 90e5218… and 0bdff3e… use other pins for earlier boards.)
 * - cheyao/macropad `PCB/production/netlist.ipc` at 70ea6953b7de5375bceaacb9be48dea4e328e5f2 (board v7.5), and the copy in
 *   hackclub/hackpad `hackpads/cyaopad/PCB/production/netlist.ipc` at 28336f598fddedb9eaf178d034039894fe23f346: XIAO U2
 *   pin 1 (D0) = ROW3, 2 = ROW2, 3 = ROW1, 4 (D3) = ROW0, 5 = SDA, 6 = SCL, 7 (D6) = COL3, 8 = COL2, 9 = COL1, 10 (D9) = COL0,
 *   11 (D10) = LED. SW1 at the top left is on ROW0 and COL0, SW13 at the bottom right on ROW3 and COL3. The LED chain runs
 *   D17 (under the top-right key) → D18 (top left) → D21 (bottom left) → D22 (bottom right). The XIAO's pads sit at
 *   x 56 to 71 mm along the top edge, right of the screen's header (x 36 to 44 mm): the XIAO is at the top right.
 */
const cyaopad = {
  rows: ["D3", "D2", "D1", "D0"],
  cols: ["D9", "D8", "D7", "D6"],
  ledData: "D10",
  /** Matrix positions [row, column] of the keys with an LED under them. */
  ledKeys: [
    [0, 3],
    [0, 0],
    [3, 0],
    [3, 3],
  ],
  xiao: "right",
};

/**
 * Orpheuspad as built.
 * - hackclub/hackpad `hackpads/orpheuspad/production/gerbers/orpheuspad_pcb-F_Cu.gbr` at
 *   0ed9b66829b18f6fbd56ddf5031c5ee5023601d6 (KiCad 8, 2024-10-07; every pad with its net): XIAO U1 pin 1 (D0) = COL1,
 *   2 (D1) = COL0, 3 (D2) = ROW1, 4 (D3) = ROW0, 5 = SDA, 6 = SCL, 8 (D7) = EC11B, 9 (D8) = EC11A, 10 (D9) = COL2,
 *   11 (D10) = WS2812B. Switch centres (mm, y down): SW2 (161.8, 100.3) on COL0 and ROW0 through D1; SW3 (142.7, 119.5) COL0,
 *   ROW1; SW4 (161.7, 119.5) COL1, ROW1; SW5 (180.9, 119.5) COL1, ROW0; the encoder at (181.2, 99.9) with its push switch on
 *   COL2 and, through D9, ROW0. The spot at (142.7, 100.3) holds the front LED D6 and no switch. The XIAO (x 103 to 121
 *   of a board from x 100 to 190) is at the top left, the screen's header at x 151.
 * - qcoral/orpheuspad `firmware/qmk/testpad/via.json` at 22ddc1827caabbbdaaeee1244c39ad42099524f3: rows "0,0", "0,2" (the
 *   encoder) over "1,0", "1,1", "0,1", the same as the board.
 * - hackclub/hackpad `hackpads/orpheuspad/firmware/QMK/keyboard.json` at 28336f598fddedb9eaf178d034039894fe23f346 has the
 *   matrix pins above but its rows upside down ([1, 0] at x 0, y 0 and [0, 0] at x 1, y 1); the page follows the board.
 */
const orpheuspad = {
  rows: ["D3", "D2"],
  cols: ["D1", "D0", "D9"],
  encoder: { a: "D8", b: "D7" },
  ledData: "D10",
  xiao: "left",
  /** Every matrix position with its place in key widths from the top left; the knob's push switch is one of them. */
  places: [
    { matrix: [0, 0], x: 1, y: 0 },
    { matrix: [0, 2], x: 2, y: 0, knob: true },
    { matrix: [1, 0], x: 0, y: 1 },
    { matrix: [1, 1], x: 1, y: 1 },
    { matrix: [0, 1], x: 2, y: 1 },
  ],
};

interface Page {
  frontmatter: Record<string, unknown>;
  tree: Root;
}

function readPage(slug: string): Page {
  const { data, body } = splitFrontmatter(readFileSync(`content/projects/${slug}/index.md`, "utf8"));
  return { frontmatter: data as Record<string, unknown>, tree: parseMarkdown(body) };
}

/** Every table of the page as rows of cell texts, the header row first. */
function tables(tree: Root): string[][][] {
  const found: string[][][] = [];
  visit(tree, "table", (table: Table) => {
    found.push(table.children.map((row) => row.children.map((cell) => textOf(cell).trim())));
  });
  return found;
}

/** The table whose header starts with the given cell. */
function tableStarting(tree: Root, first: string): string[][] {
  const table = tables(tree).find((rows) => rows[0]?.[0] === first);
  if (!table) throw new Error(`no table starting with "${first}"`);
  return table;
}

/** The code block with `title="<name>"`. */
function codeTitled(tree: Root, name: string): string {
  let value: string | undefined;
  visit(tree, "code", (node: Code) => {
    if (node.meta?.includes(`title="${name}"`)) value = node.value;
  });
  if (value === undefined) throw new Error(`no code block titled ${name}`);
  return value;
}

/** What the pin table says each XIAO pin is connected to: `{ D0: "Matrix row 3", … }`. */
function pinTable(tree: Root): Record<string, { gpio: string; to: string }> {
  const rows = tableStarting(tree, "XIAO pin").slice(1);
  return Object.fromEntries(rows.map(([pin = "", gpio = "", to = ""]) => [pin.split(" ")[0], { gpio, to }]));
}

/** The pins a matrix table's header and first column name, in order: `Column 0 (D9)` → D9. */
function matrixTablePins(tree: Root): { cols: string[]; rows: string[]; cells: string[][] } {
  const [header = [], ...body] = tableStarting(tree, "Row");
  const pin = (text: string) => /\((D\d+)\)$/.exec(text)?.[1] ?? `unreadable: ${text}`;
  return { cols: header.slice(1).map(pin), rows: body.map((row) => pin(row[0] ?? "")), cells: body.map((row) => row.slice(1)) };
}

/** XIAO pin name to the RP2040 GPIO name QMK uses, from the programme data. */
const gp = (pin: string) => {
  const found = controller.pins.find((p) => p.name === pin);
  if (!found) throw new Error(`no XIAO pin ${pin}`);
  return `GP${found.gpio}`;
};

describe("Cyaopad against its own firmware and board", () => {
  const page = readPage("cyaopad");

  it("pin table: rows and columns on the pins the board wires them to, with the GPIOs of controller.ts", () => {
    const pins = pinTable(page.tree);
    cyaopad.rows.forEach((pin, row) => expect(pins[pin]?.to, pin).toBe(`Matrix row ${row}`));
    cyaopad.cols.forEach((pin, col) => expect(pins[pin]?.to, pin).toBe(`Matrix column ${col}`));
    expect(pins[cyaopad.ledData]?.to).toBe("DIN of the first LED");
    for (const pin of [...cyaopad.rows, ...cyaopad.cols, cyaopad.ledData]) expect(pins[pin]?.gpio, pin).toBe(gp(pin));
  });

  it("matrix table: row 0 to row 3 and column 0 to column 3 name the same pins", () => {
    const { rows, cols } = matrixTablePins(page.tree);
    expect(rows).toEqual(cyaopad.rows);
    expect(cols).toEqual(cyaopad.cols);
  });

  it("main.py lists the rows and columns in the board's order, so the keymap reads as the pad looks", () => {
    const main = codeTitled(page.tree, "main.py");
    const list = (name: string) => /keyboard\.(?:row|col)_pins = \(([^)]*)\)/.exec(main.split("\n").find((line) => line.includes(name)) ?? "")?.[1];
    expect(list("row_pins")).toBe(cyaopad.rows.map((pin) => `board.${pin}`).join(", "));
    expect(list("col_pins")).toBe(cyaopad.cols.map((pin) => `board.${pin}`).join(", "));
    expect(main).toContain(`pixel_pin=board.${cyaopad.ledData}`);
  });

  it("drawing: sixteen keys in four rows, LEDs under the keys the board puts them under", () => {
    const layout = page.frontmatter.layout as string[];
    expect(layout).toHaveLength(4);
    const ledCells = layout.flatMap((row, r) => [...row].flatMap((cell, c) => (cell === "L" ? [[r, c]] : [])));
    expect(ledCells).toEqual(expect.arrayContaining(cyaopad.ledKeys));
    expect(ledCells).toHaveLength(cyaopad.ledKeys.length);
    expect(layout.join("").replace(/L/g, "K")).toBe("K".repeat(16));
    expect(page.frontmatter.xiao ?? "left").toBe(cyaopad.xiao);
  });
});

describe("Orpheuspad against its board", () => {
  const page = readPage("orpheuspad");
  const json = JSON.parse(codeTitled(page.tree, "keyboard.json")) as {
    matrix_pins: { cols: string[]; rows: string[] };
    encoder: { rotary: { pin_a: string; pin_b: string }[] };
    ws2812: { pin: string };
    layouts: { LAYOUT: { layout: { label: string; matrix: [number, number]; x: number; y: number }[] } };
  };
  const layout = json.layouts.LAYOUT.layout;

  it("keyboard.json: the board's matrix and encoder pins, as GPIOs from controller.ts", () => {
    expect(json.matrix_pins.cols).toEqual(orpheuspad.cols.map(gp));
    expect(json.matrix_pins.rows).toEqual(orpheuspad.rows.map(gp));
    expect(json.encoder.rotary).toEqual([expect.objectContaining({ pin_a: gp(orpheuspad.encoder.a), pin_b: gp(orpheuspad.encoder.b) })]);
    expect(json.ws2812.pin).toBe(gp(orpheuspad.ledData));
  });

  it("keyboard.json: every matrix position at its place on the board, the knob where the encoder is", () => {
    expect(layout.map(({ matrix, x, y }) => ({ matrix, x, y }))).toEqual(
      expect.arrayContaining(orpheuspad.places.map(({ matrix, x, y }) => ({ matrix, x, y }))),
    );
    expect(layout).toHaveLength(orpheuspad.places.length);
    const knob = orpheuspad.places.find((place) => place.knob);
    expect(layout.find((entry) => entry.label === "Knob")).toMatchObject({ matrix: knob?.matrix, x: knob?.x, y: knob?.y });
    // Listed row by row from the top left, so LAYOUT(...) in keymap.c reads like the pad.
    const order = layout.map(({ x, y }) => y * 100 + x);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("keymap.c: one keycode per layout entry, one line per row of the pad", () => {
    const keymap = codeTitled(page.tree, "keymaps/default/keymap.c");
    const args = /LAYOUT\(\n([\s\S]*?)\n\s*\)/.exec(keymap)?.[1] ?? "";
    const lines = args.split("\n").map((line) =>
      line
        .split(/,\s*(?![^(]*\))/)
        .map((code) => code.trim())
        .filter(Boolean),
    );
    const perRow = [...new Set(layout.map((entry) => entry.y))].map((y) => layout.filter((entry) => entry.y === y).length);
    expect(lines.map((codes) => codes.length)).toEqual(perRow);
  });

  it("matrix table: each cell names the key at that matrix position, pins as on the board", () => {
    const { rows, cols, cells } = matrixTablePins(page.tree);
    expect(rows).toEqual(orpheuspad.rows);
    expect(cols).toEqual(orpheuspad.cols);
    cells.forEach((row, r) =>
      row.forEach((cell, c) => {
        const entry = layout.find((e) => e.matrix[0] === r && e.matrix[1] === c);
        if (entry) expect(cell, `[${r}, ${c}]`).toContain(entry.label);
        else expect(cell, `[${r}, ${c}]`).toBe("empty");
      }),
    );
  });

  it("pin table: matrix, encoder and LED pins as on the board", () => {
    const pins = pinTable(page.tree);
    orpheuspad.rows.forEach((pin, row) => expect(pins[pin]?.to, pin).toBe(`Matrix row ${row}`));
    orpheuspad.cols.forEach((pin, col) => expect(pins[pin]?.to, pin).toBe(`Matrix column ${col}`));
    expect(pins[orpheuspad.encoder.a]?.to).toBe("Encoder pin A");
    expect(pins[orpheuspad.encoder.b]?.to).toBe("Encoder pin B");
    expect(pins[orpheuspad.ledData]?.to).toBe("DIN of LED 1");
  });

  it("drawing: keys and knob in the grid cells of the board", () => {
    const grid = page.frontmatter.layout as string[];
    for (const place of orpheuspad.places) expect(grid[place.y]?.[place.x], `${place.x}, ${place.y}`).toBe(place.knob ? "E" : "K");
    expect(grid.join("").replace(/[.o]/g, "")).toHaveLength(orpheuspad.places.length);
    expect(page.frontmatter.xiao ?? "left").toBe(orpheuspad.xiao);
  });
});

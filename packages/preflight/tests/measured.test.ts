import { describe, expect, it } from "vitest";
import { runPreflight } from "../src/index.ts";
import { edgeCutsGerber, gerbersWith, measuredCases, withFiles } from "./support/measured-cases.ts";

describe("files measured for what they are (reconstructed cases)", () => {
  for (const entry of measuredCases) {
    it(`class ${entry.class}: ${entry.name} → ${entry.rule} ${entry.expect}`, async () => {
      const report = await runPreflight(entry.files(), { input: "minipad" });
      const rule = report.rules.find((candidate) => candidate.id === entry.rule);
      const said = [rule?.message ?? "", ...(rule?.details ?? [])].join("\n");
      expect(rule?.status, said).toBe(entry.expect);
      expect(said).toMatch(entry.says);
    });
  }
});

describe("the Python reader", () => {
  it("reads a valid program with every construct a keyboard program uses and finds nothing", async () => {
    const { tokenizePython, programFindings } = await import("../src/python-program.ts");
    const source = [
      '"""A keyboard.',
      'Two lines of docstring."""',
      "import board, digitalio as dio",
      "from kmk.extensions.RGB import RGB  # the drive ignores letter case",
      "from kmk.keys import KC",
      "from kmk.kmk_keyboard import KMKKeyboard as _KMKKeyboard",
      "from kmk.scanners.keypad import KeysScanner",
      "",
      "class Pad(_KMKKeyboard):",
      "    row_pins = None  # KMK's default, replaced by a scanner below",
      "    def __init__(self):",
      "        super().__init__()",
      "        self.matrix = KeysScanner(",
      "            pins=[board.D0, board.D1,",
      "                  board.SDA],",
      "        )",
      "",
      "\tif True:",
      "\t\tpass",
      "",
      "pad = Pad()",
      "table = {'a': lambda x: x + 1, \"b\": r'\\d', 'c': f\"{KC.A!r}\"}",
      "total = 1_000 + 0x1F + 1.5e-3 + .5 \\",
      "    + 2",
      "@staticmethod",
      "def nothing(*args, **kwargs) -> None: ...",
      "try:",
      "    x = [i for i in range(3) if i]",
      "except (ValueError, KeyError) as error:",
      "    print('no', error)",
      "else:",
      "    pass",
      "pad.keymap = [[KC.A, KC.B, KC.C]]",
      "if __name__ == '__main__':",
      "    pad.go()",
    ].join("\n");
    const { tokens, error } = tokenizePython(source);
    expect(error).toBeNull();
    expect(programFindings(tokens)).toEqual([]);
  });

  it("counts its work: a 200 kB program is read in one pass", async () => {
    const { tokenizePython } = await import("../src/python-program.ts");
    const line = "keyboard.keymap = [[KC.A, KC.B], (1, 2, {'x': 3})]\n";
    const source = line.repeat(Math.floor(200_000 / line.length));
    const { tokens, error } = tokenizePython(source);
    expect(error).toBeNull();
    expect(tokens.length).toBe(28 * Math.floor(200_000 / line.length));
  });
});

describe("placeholder gerbers beside the real board", () => {
  it("never calls the placeholder set complete, and names the complete one", async () => {
    const files = withFiles({
      "production/gerbers.zip": gerbersWith({ "minipad-Edge_Cuts.gbr": edgeCutsGerber("minipad", 0.09, 0.06) }),
      "pcb/plots/gerbers.zip": gerbersWith({}),
    });
    const report = await runPreflight(files, { input: "minipad" });
    const structure = report.rules.find((rule) => rule.id === "structure");
    const said = [structure?.message ?? "", ...(structure?.details ?? [])].join("\n");
    expect(said).not.toMatch(/Keep production\/gerbers\.zip: it is complete/);
    expect(said).toMatch(
      /pcb\/plots\/gerbers\.zip is the complete gerber set \(outline, F\.Cu and B\.Cu, drill\): make pcb\/plots\/gerbers\.zip your production\/gerbers\.zip/,
    );
  });
});

describe("the Python reader on hostile programs", () => {
  it("reads a 200 kB `from board import` line and 100,000 nested brackets in one pass each", async () => {
    const { tokenizePython, programFindings } = await import("../src/python-program.ts");
    const names = Array.from({ length: 30_000 }, (_, index) => `P${index}`).join(", ");
    const wide = tokenizePython(`from board import ${names}\n`);
    expect(wide.error).toBeNull();
    expect(programFindings(wide.tokens)).toHaveLength(30_000);
    const deep = tokenizePython(`x = ${"(".repeat(100_000)}1${")".repeat(100_000)}\n`);
    expect(deep.error).toBeNull();
    expect(deep.tokens).toHaveLength(200_004);
    const open = tokenizePython(`x = ${"[".repeat(100_000)}\n`);
    expect(open.error).toEqual({ line: 1, message: '"[" opened here is never closed' });
    // Past the first error the file is still read to its end, one token per word or character.
    const broken = tokenizePython("x = 1 $ 2\n".repeat(40_000));
    expect(broken.error).toEqual({ line: 1, message: 'invalid character "$" (U+0024)' });
    expect(broken.tokens).toHaveLength(6 * 40_000);
  });
});

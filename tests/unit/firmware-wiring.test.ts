import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { controller } from "@hackpad/programme/controller";
import { guideWiring, i2cPinNames } from "~/lib/illustrations/guide-wiring";
import { clashes, codeBlocks, firmwareClaims, isFree, kmkPinClaims, pinMapTable, qmkPinClaims } from "~/app/lib/firmware-pins";
import { requireProject } from "~/lib/projects/validate";

const read = (path: string) => readFileSync(path, "utf8");
const guide = read("content/docs/guide.mdx");
const advanced = read("content/docs/advancedguide.mdx");

const guideMain = codeBlocks(guide).find((b) => b.lang === "python" && b.title === "main.py");
const oledSnippet = codeBlocks(advanced).find((b) => b.lang === "python" && b.code.includes("busio.I2C"));

describe("reading firmware", () => {
  it("finds fenced blocks, indented ones too, with their titles", () => {
    const blocks = codeBlocks('Text\n\n```python title="main.py"\nimport board\n```\n\n1. Step\n\n   ```c title="config.h"\n   #pragma once\n   ```\n');
    expect(blocks.map((b) => [b.lang, b.title])).toEqual([
      ["python", "main.py"],
      ["c", "config.h"],
    ]);
  });

  it("maps KMK and QMK pin names to the printed names and ignores comments", () => {
    expect(kmkPinClaims("PINS = [board.D3, board.D6]  # not board.D4\nbus = busio.I2C(board.SCL, board.SDA)")).toEqual([
      "D3",
      "D6",
      controller.i2c.scl,
      controller.i2c.sda,
    ]);
    expect(qmkPinClaims("// D4 = GP6\n#define I2C1_SDA_PIN GP6", "c")).toEqual(["D4"]);
    expect(qmkPinClaims('{ "rows": ["GP26", "GP27"] }', "json")).toEqual(["D0", "D1"]);
  });

  it("reports a pin claimed twice, such as a switch on the OLED's data pin", () => {
    const clash = kmkPinClaims("PINS = [board.D3, board.D4]\nbus = busio.I2C(board.SCL, board.SDA)");
    expect(clashes(clash)).toEqual([controller.i2c.sda]);
    expect(() => kmkPinClaims("board.D11")).toThrow(/not one of/);
  });
});

describe("the guide's pad and its OLED add-on", () => {
  it("prints both programs", () => {
    expect(guideMain, "guide.mdx has a main.py").toBeDefined();
    expect(oledSnippet, "advancedguide.mdx has the OLED snippet").toBeDefined();
  });

  it("leaves the I2C pins free, so the OLED code from the advanced guide runs on the guide's board", () => {
    const switchPins = guideWiring.switches.map((s) => s.pin);
    for (const pin of i2cPinNames()) expect(switchPins).not.toContain(pin);
    expect(guideWiring.ledData).not.toMatch(new RegExp(`^(${i2cPinNames().join("|")})$`));
    const claims = [...kmkPinClaims(guideMain!.code), ...kmkPinClaims(oledSnippet!.code)];
    expect(clashes(claims)).toEqual([]);
    expect(kmkPinClaims(oledSnippet!.code).sort()).toEqual(i2cPinNames().sort());
  });

  it("says which libraries KMK's display code needs and where they go", () => {
    expect(advanced).toContain("<DisplayLibraries />");
    const names = controller.pins.map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("the advanced guide's QMK example", () => {
  const qmk = codeBlocks(advanced).filter((b) => (b.lang === "json" || b.lang === "c") && b.title.startsWith("keyboards/jjpad"));

  it("claims every pin once and puts I2C on the XIAO's I2C pins", () => {
    expect(qmk.length).toBeGreaterThanOrEqual(3);
    expect(clashes(firmwareClaims(qmk))).toEqual([]);
    const config = qmk.find((b) => b.title.endsWith("config.h"))!;
    const sda = /I2C1_SDA_PIN\s+GP(\d+)/.exec(config.code)?.[1];
    const scl = /I2C1_SCL_PIN\s+GP(\d+)/.exec(config.code)?.[1];
    expect(controller.pins.find((p) => p.gpio === Number(sda))?.name).toBe(controller.i2c.sda);
    expect(controller.pins.find((p) => p.gpio === Number(scl))?.name).toBe(controller.i2c.scl);
  });

  it("gives every C file the licence comment qmk lint asks for, and shows a readme.md", () => {
    for (const block of qmk.filter((b) => b.lang === "c")) expect(block.code.trimStart(), block.title).toMatch(/^(\/\/|\/\*)/);
    expect(codeBlocks(advanced).some((b) => b.title === "keyboards/jjpad/readme.md")).toBe(true);
  });
});

describe("example projects: firmware agrees with the wiring", () => {
  const slugs = readdirSync("content/projects", { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

  it("has projects to check", () => {
    expect(slugs.length).toBeGreaterThan(0);
  });

  for (const slug of slugs) {
    describe(slug, () => {
      const path = `content/projects/${slug}/index.md`;
      const source = read(path);
      const project = requireProject(process.cwd(), slug);
      const map = pinMapTable(source);
      const blocks = codeBlocks(source);
      const claims = firmwareClaims(blocks);

      it("lists each XIAO pin once, with its real GPIO", () => {
        expect(map.length, `${path}: no pin map table`).toBeGreaterThan(0);
        expect(clashes(map.map((r) => r.pin))).toEqual([]);
        for (const row of map) expect(row.gpio, `${path}: ${row.pin}`).toBe(controller.pins.find((p) => p.name === row.pin)?.gpio);
      });

      it("claims no pin twice in its firmware", () => {
        expect(claims.length, `${path}: no firmware pins found`).toBeGreaterThan(0);
        expect(clashes(claims), path).toEqual([]);
      });

      it("uses exactly the pins its pin map connects", () => {
        const used = map
          .filter((r) => !isFree(r))
          .map((r) => r.pin)
          .sort();
        expect([...new Set(claims)].sort(), path).toEqual(used);
      });

      it("keeps the OLED's I2C pins for the OLED", () => {
        if (project.frontmatter.oled === "none") return;
        for (const pin of i2cPinNames()) expect(map.find((r) => r.pin === pin)?.to, `${path}: ${pin}`).toMatch(/OLED/);
      });

      it("starts every C file with a licence comment and lists a readme.md for qmk lint", () => {
        const c = blocks.filter((b) => b.lang === "c");
        for (const block of c) expect(block.code.trimStart(), `${path}: ${block.title}`).toMatch(/^(\/\/|\/\*)/);
        if (c.length > 0)
          expect(
            blocks.some((b) => b.title === "readme.md"),
            path,
          ).toBe(true);
      });
    });
  }
});

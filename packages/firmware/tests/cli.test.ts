import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runCli, projectZip, validProject } from "@hackpad/preflight/testing";
import { afterAll, describe, expect, it } from "vitest";
import type { InputFile } from "@hackpad/preflight/report";
import { matrixWithExtras, withOled } from "./support/wirings.ts";

const temp = mkdtempSync(join(tmpdir(), "firmware-cli-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const cli = (...args: string[]) => runCli("packages/firmware/cli/main.ts", ...args);

const writeJson = (name: string, value: unknown) => {
  const path = join(temp, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
};

function writeProject(folder: string, files: InputFile[]): string {
  for (const file of files) {
    mkdirSync(dirname(join(temp, folder, file.path)), { recursive: true });
    writeFileSync(join(temp, folder, file.path), file.bytes);
  }
  return join(temp, folder, files[0]?.path.split("/")[0] ?? "");
}

describe("npm run firmware", () => {
  it("writes KMK and QMK from a wiring, all files in place", async () => {
    const wiring = writeJson("allan.json", matrixWithExtras());
    const kmk = await cli("--wiring", wiring, "--kmk", "--out", join(temp, "kmk-out"), "--name", "Allan Pad");
    expect(kmk.stderr).toBe("");
    expect(kmk.code).toBe(0);
    expect(kmk.stdout).toContain("Wrote KMK firmware for Allan Pad");
    expect(readdirSync(join(temp, "kmk-out")).sort()).toEqual(["COPY-TO-CIRCUITPY.md", "main.py"]);
    expect(readFileSync(join(temp, "kmk-out/main.py"), "utf8")).toContain("keyboard.col_pins = (board.D0, board.D1, board.D2)");
    const qmk = await cli("--wiring", writeJson("screen.json", withOled()), "--qmk", "--out", join(temp, "qmk-out"), "--maintainer", "octocat");
    expect(qmk.code).toBe(0);
    expect(readdirSync(join(temp, "qmk-out")).sort()).toEqual(["config.h", "halconf.h", "keyboard.json", "keymaps", "mcuconf.h", "readme.md"]);
    expect(JSON.parse(readFileSync(join(temp, "qmk-out/keyboard.json"), "utf8"))).toMatchObject({ maintainer: "octocat", keyboard_name: "screen" });
    expect(readFileSync(join(temp, "qmk-out/keymaps/default/keymap.c"), "utf8")).toContain("#include QMK_KEYBOARD_H");
  });

  it("writes the keys that work and says what it left out; writes nothing and exits 2 when not one key can be read", async () => {
    const partial = await cli(
      "--wiring",
      writeJson("partial.json", { ...withOled(), problems: ["SW3 reaches no XIAO pin."] }),
      "--kmk",
      "--out",
      join(temp, "partial"),
    );
    expect(partial.code).toBe(0);
    expect(partial.stdout).toContain(
      "Left out of this firmware, and faults on the board (also at the top of the generated code):\n  - SW3 reaches no XIAO pin.",
    );
    expect(readFileSync(join(temp, "partial/main.py"), "utf8")).toContain("#   - SW3 reaches no XIAO pin.");
    const wiring = writeJson("broken.json", { ...withOled(), keys: [], problems: ["SW2 joins D1 straight to D2 with no diode between them."] });
    const result = await cli("--wiring", wiring, "--kmk", "--out", join(temp, "never"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "No firmware written. Not one switch on the board can be read by any firmware:\n  - SW2 joins D1 straight to D2 with no diode between them.",
    );
    expect(existsSync(join(temp, "never"))).toBe(false);
    expect(readdirSync(temp).filter((name) => name.startsWith(".never"))).toEqual([]);
    const notWiring = await cli("--wiring", writeJson("other.json", { hello: 1 }), "--qmk", "--out", join(temp, "never"));
    expect(notWiring.code).toBe(2);
    expect(notWiring.stderr).toMatch(/is not a wiring: it needs controllerRef/);
    const badPin = await cli("--wiring", writeJson("gp.json", { ...withOled(), rows: ["GP0"] }), "--qmk", "--out", join(temp, "never"));
    expect(badPin.stderr).toMatch(/names pins the XIAO RP2040 does not have: GP0/);
  });

  it("never writes over a folder that holds files", async () => {
    mkdirSync(join(temp, "full"));
    writeFileSync(join(temp, "full/keep.txt"), "mine");
    const result = await cli("--wiring", writeJson("ok.json", withOled()), "--kmk", "--out", join(temp, "full"));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/full already holds files/);
    expect(readdirSync(join(temp, "full"))).toEqual(["keep.txt"]);
  });

  it("says what is missing for a project without a board, without a XIAO or without switches", async () => {
    const noBoard = writeProject(
      "a",
      validProject().filter((file) => !file.path.endsWith(".kicad_pcb")),
    );
    const result = await cli(noBoard, "--kmk", "--out", join(temp, "never"));
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/holds no \.kicad_pcb: the firmware is written from the board file/);
    const samd = join(temp, "samd.zip");
    writeFileSync(samd, projectZip(validProject({ controllerChip: "SAMD21" })));
    expect((await cli(samd, "--qmk", "--out", join(temp, "never"))).stderr).toMatch(/has no XIAO RP2040 footprint/);
    const keyless = writeProject("b", validProject({ switches: 0 }));
    expect((await cli(keyless, "--qmk", "--out", join(temp, "never"))).stderr).toMatch(/has no switch footprints/);
    expect((await cli(join(temp, "nope"), "--kmk", "--out", join(temp, "never"))).stderr).toMatch(/nope: no such file or folder/);
    expect(existsSync(join(temp, "never"))).toBe(false);
  });

  it("asks for exactly one of --kmk and --qmk, and --out", async () => {
    for (const args of [
      ["x", "--out", "y"],
      ["x", "--kmk", "--qmk", "--out", "y"],
      ["x", "--kmk"],
      ["--kmk", "--out", "y"],
    ]) {
      const result = await cli(...args);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^Usage: npm run firmware -- <project folder\|zip> --kmk\|--qmk --out <folder>/);
    }
  });
});

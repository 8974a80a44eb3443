import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "@hackpad/preflight/testing";
import { missingForBuild } from "../cli/compile.ts";
import { generateQmk } from "../src/index.ts";
import { direct9 } from "./support/wirings.ts";

const temp = mkdtempSync(join(tmpdir(), "firmware-compile-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe("npm run firmware:compile", () => {
  it("says plainly what is missing: QMK's tree, its submodules, the Arm compiler", () => {
    expect(missingForBuild(undefined, false)).toEqual([
      "QMK_HOME is not set: clone QMK (git clone --recurse-submodules https://github.com/qmk/qmk_firmware) and set QMK_HOME to that folder.",
      "arm-none-eabi-gcc is not on the PATH: install the Arm compiler (Debian and Ubuntu: sudo apt-get install gcc-arm-none-eabi).",
    ]);
    expect(missingForBuild(temp, true)).toEqual([`QMK_HOME (${temp}) is not a QMK tree: it has no keyboards/ folder and Makefile.`]);
    const tree = join(temp, "qmk");
    mkdirSync(join(tree, "keyboards"), { recursive: true });
    writeFileSync(join(tree, "Makefile"), "");
    expect(missingForBuild(tree, true)).toEqual([`The QMK tree at ${tree} lacks its submodules (lib/chibios is empty): run make git-submodule in it.`]);
    mkdirSync(join(tree, "lib", "chibios", "os"), { recursive: true });
    expect(missingForBuild(tree, true)).toEqual([]);
  });

  it("refuses a folder that is not a QMK keyboard, and one it cannot build here, with exit 2", async () => {
    const notKeyboard = await runCli("packages/firmware/cli/compile.ts", temp);
    expect(notKeyboard.code).toBe(2);
    expect(notKeyboard.stderr).toContain("is not a QMK keyboard folder: it has no keyboard.json.");
    const written = generateQmk(direct9(), { name: "Test Pad" });
    const folder = join(temp, written.folder);
    for (const file of written.files) {
      mkdirSync(join(folder, file.path, ".."), { recursive: true });
      writeFileSync(join(folder, file.path), file.text);
    }
    const before = process.env.QMK_HOME;
    process.env.QMK_HOME = join(temp, "nowhere");
    try {
      const result = await runCli("packages/firmware/cli/compile.ts", folder);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`Cannot compile ${folder} here:\n  - QMK_HOME (${join(temp, "nowhere")}) is not a QMK tree`);
    } finally {
      if (before === undefined) delete process.env.QMK_HOME;
      else process.env.QMK_HOME = before;
    }
  });
});

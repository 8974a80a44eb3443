/**
 * `npm run firmware:compile -- <folder>`: builds a QMK keyboard folder the generator wrote (keyboard.json,
 * keymaps/default/…) into a UF2, in a QMK tree on this computer. It needs QMK's source (`QMK_HOME`, a clone of
 * qmk/qmk_firmware with its submodules) and the Arm compiler (`arm-none-eabi-gcc`; Debian: `gcc-arm-none-eabi`),
 * and says plainly which is missing. The folder is copied into the tree as `keyboards/handwired/hackpad/<name>`
 * for the build and removed again afterwards; nothing of the tree is changed. Exit 0 built, 2 not.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { qmkNames } from "@hackpad/programme/firmware-generator";
import { qmkTargetName } from "@hackpad/programme/firmware-files";

const usage = "Usage: npm run firmware:compile -- <QMK keyboard folder written by npm run firmware -- … --qmk>";

/** What is missing to build, one sentence each (empty when everything is there). */
export function missingForBuild(qmkHome: string | undefined, hasCompiler: boolean): string[] {
  const missing: string[] = [];
  if (!qmkHome) {
    missing.push("QMK_HOME is not set: clone QMK (git clone --recurse-submodules https://github.com/qmk/qmk_firmware) and set QMK_HOME to that folder.");
  } else if (!existsSync(join(qmkHome, "keyboards")) || !existsSync(join(qmkHome, "Makefile"))) {
    missing.push(`QMK_HOME (${qmkHome}) is not a QMK tree: it has no keyboards/ folder and Makefile.`);
  } else if (!existsSync(join(qmkHome, "lib", "chibios", "os"))) {
    missing.push(`The QMK tree at ${qmkHome} lacks its submodules (lib/chibios is empty): run make git-submodule in it.`);
  }
  if (!hasCompiler) {
    missing.push("arm-none-eabi-gcc is not on the PATH: install the Arm compiler (Debian and Ubuntu: sudo apt-get install gcc-arm-none-eabi).");
  }
  return missing;
}

function main(): number {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0 || folder === "--help" || folder === "-h") {
    console.error(usage);
    return 2;
  }
  const source = resolve(folder);
  if (!existsSync(join(source, "keyboard.json")) || !statSync(source).isDirectory()) {
    console.error(`${folder} is not a QMK keyboard folder: it has no keyboard.json.`);
    return 2;
  }
  const hasCompiler = spawnSync("arm-none-eabi-gcc", ["--version"], { encoding: "utf8" }).status === 0;
  const qmkHome = process.env.QMK_HOME;
  const missing = missingForBuild(qmkHome, hasCompiler);
  if (missing.length > 0 || !qmkHome) {
    console.error(`Cannot compile ${folder} here:\n${missing.map((line) => `  - ${line}`).join("\n")}`);
    return 2;
  }
  const name = basename(source);
  const keyboard = `${qmkNames.keyboardParent}/${name}`;
  const target = join(qmkHome, "keyboards", keyboard);
  if (existsSync(target)) {
    console.error(`${target} already exists: remove it first, so the build uses ${folder} and nothing of yours is overwritten.`);
    return 2;
  }
  const parentExisted = existsSync(join(qmkHome, "keyboards", qmkNames.keyboardParent));
  cpSync(source, target, { recursive: true });
  try {
    const qmk = spawnSync("qmk", ["--version"], { encoding: "utf8" }).status === 0;
    const build = qmk
      ? spawnSync("qmk", ["compile", "-kb", keyboard, "-km", "default"], { cwd: qmkHome, stdio: "inherit", env: { ...process.env, QMK_HOME: qmkHome } })
      : spawnSync("make", ["-C", qmkHome, `${keyboard}:default`], { stdio: "inherit" });
    if (build.status !== 0) {
      console.error(`QMK could not build ${keyboard} (exit ${build.status ?? "?"}): its own messages are above.`);
      return 2;
    }
    const uf2 = join(qmkHome, `${qmkTargetName(keyboard, "default")}.uf2`);
    const found = existsSync(uf2) ? uf2 : readdirSync(qmkHome).find((file) => file.startsWith(qmkTargetName(keyboard, "default")) && file.endsWith(".uf2"));
    console.log(
      found ? `Built ${found} (${statSync(join(qmkHome, basename(found))).size} bytes).` : `Built ${keyboard}; QMK's messages above say where the firmware is.`,
    );
    return 0;
  } finally {
    rmSync(target, { recursive: true, force: true });
    if (!parentExisted) rmSync(join(qmkHome, "keyboards", qmkNames.keyboardParent), { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ""}`) process.exitCode = main();

/**
 * Runs every generated main.py under CPython against a stand-in for KMK and CircuitPython built from the data the
 * generator writes from (firmware-generator.ts, firmware-names.ts): a `board` module with exactly CircuitPython's
 * names for the XIAO RP2040, each KMK module with exactly the names listed for it, and a `KC` that behaves as
 * KMK's does (kmk/keys.py: a name no key generator knows reads as KC.NO; MediaKeys() registers MUTE, VOLU and
 * VOLD when it is created). `keyboard.go()` then fails on any key of the keymap or of an encoder's map that is
 * KC.NO: a knob whose keys were used before MediaKeys existed is caught here. This is not KMK itself; it holds the
 * program to the names and the order KMK needs.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { kmkNames } from "@hackpad/programme/firmware-generator";
import { circuitPythonBoardPins } from "@hackpad/programme/firmware-names";
import { generateKmk } from "../src/index.ts";
import { syntheticSet } from "./support/wirings.ts";

const python = spawnSync("python3", ["--version"]).status === 0;
const root = mkdtempSync(join(tmpdir(), "kmk-run-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

const py = (items: readonly string[]) => `(${items.map((item) => JSON.stringify(item)).join(", ")},)`;

/** The stand-in modules, written from the generator's own data. */
function writeStandIns(): void {
  write(
    "lib/board.py",
    `class Pin:\n    def __init__(self, name):\n        self.name = name\n\n${Object.keys(circuitPythonBoardPins)
      .map((name) => `${name} = Pin("${name}")`)
      .join("\n")}\n`,
  );
  write(
    "lib/busio.py",
    "import board\n\nclass I2C:\n    def __init__(self, scl, sda):\n        assert isinstance(scl, board.Pin) and isinstance(sda, board.Pin)\n",
  );
  const special: Record<string, string> = {
    KC: "",
    KMKKeyboard: `class KMKKeyboard:
    def __init__(self):
        self.modules = []
        self.extensions = []
        self.keymap = []

    def go(self):
        from kmk.keys import NO
        dead = [str(index) for index, key in enumerate(self.keymap[0]) if key is NO]
        for module in self.modules:
            for layer in getattr(module, "map", []):
                for encoder in layer:
                    dead += ["encoder " + str(index) for index, key in enumerate(encoder) if key is NO]
        if dead:
            raise SystemExit("keys that read as KC.NO: " + ", ".join(dead))
        print("keys", len(self.keymap[0]), "encoders", sum(len(getattr(m, "pins", ())) for m in self.modules))
`,
    DiodeOrientation: "class DiodeOrientation:\n    COL2ROW = 0\n    ROW2COL = 1\n",
  };
  const makers = new Map<string, readonly string[]>(kmkNames.keysDefinedBy.map((maker) => [maker.make, maker.names]));
  const files = new Map<string, string[]>();
  for (const [module, names] of Object.entries(kmkNames.imports)) {
    const path = `lib/${module.replaceAll(".", "/")}.py`;
    const parts = module.split(".");
    for (let depth = 1; depth < parts.length; depth++) {
      const init = `lib/${parts.slice(0, depth).join("/")}/__init__.py`;
      if (!files.has(init)) files.set(init, []);
    }
    const body = files.get(path) ?? [];
    for (const name of names as readonly string[]) {
      if (name === "KC") {
        body.push(`class Key:
    def __init__(self, name):
        self.name = name

NO = Key("NO")
BUILT_IN = ${py(kmkNames.keys)}

class KeyAttrDict:
    def __init__(self):
        self.made = {}

    def __getattr__(self, name):
        if name in self.made:
            return self.made[name]
        if name in BUILT_IN:
            return Key(name)
        return NO

KC = KeyAttrDict()

def make_consumer_key(names):
    for name in names:
        KC.made[name] = Key(name)
`);
      } else if (makers.has(name)) {
        body.push(
          `class ${name}:\n    def __init__(self):\n        from kmk.keys import make_consumer_key\n        make_consumer_key(${py(makers.get(name) ?? [])})\n`,
        );
      } else body.push(special[name] ?? `class ${name}:\n    def __init__(self, *args, **kwargs):\n        self.__dict__.update(kwargs)\n`);
    }
    files.set(path, body);
  }
  // A package module whose own file is also a package (kmk.extensions.display) lives in its __init__.py.
  for (const [path, body] of files) {
    const asPackage = path.replace(/\.py$/, "/__init__.py");
    if (files.has(asPackage) && path !== asPackage) {
      files.set(asPackage, [...(files.get(asPackage) ?? []), ...body]);
      files.delete(path);
    }
  }
  for (const [path, body] of files) write(path, `${body.join("\n")}\n`);
}

const run = (name: string, source: string) => {
  write(`${name}/main.py`, source);
  return spawnSync("python3", ["main.py"], { cwd: join(root, name), encoding: "utf8", env: { ...process.env, PYTHONPATH: join(root, "lib") } });
};

describe("generated main.py, run against KMK's names and order", () => {
  it.skipIf(!python)("starts, and every key of the keymap and of every knob is a real key (skipped only where python3 is absent)", () => {
    writeStandIns();
    for (const [name, make] of Object.entries(syntheticSet)) {
      const wiring = make();
      const result = run(name.replace(/\W+/g, "-"), generateKmk(wiring, { name: "Run" }).files.find((file) => file.path === "main.py")?.text ?? "");
      expect(result.stderr, name).toBe("");
      expect(result.status, name).toBe(0);
      expect(result.stdout, name).toMatch(new RegExp(`encoders ${wiring.encoders.length}\\n$`));
    }
  });

  it.skipIf(!python)("catches a knob whose volume keys are named before MediaKeys is made", () => {
    writeStandIns();
    const make = syntheticSet["two encoders with push switches"];
    expect(make).toBeDefined();
    const source = make ? (generateKmk(make(), { name: "Run" }).files[0]?.text ?? "") : "";
    const late = source
      .replace("keyboard.extensions.append(MediaKeys())\n", "")
      .replace('if __name__ == "__main__":', 'keyboard.extensions.append(MediaKeys())\nif __name__ == "__main__":');
    expect(late).not.toBe(source);
    const result = run("late", late);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/keys that read as KC\.NO: .*encoder 0/);
  });
});

import { describe, expect, it } from "vitest";
import { checklistKey, parseTicks, setTick } from "~/app/lib/checklist";

const ids = ["controller", "inputs", "pcb-size", "drc"] as const;

describe("checklistKey", () => {
  it("gives each list its own storage key", () => {
    expect(checklistKey("macropad")).toBe("hackpad-checklist-macropad");
    expect(checklistKey("keyboard")).not.toBe(checklistKey("macropad"));
  });
});

describe("parseTicks", () => {
  it("reads stored ids back in the list's order", () => {
    expect(parseTicks(JSON.stringify(["drc", "controller"]), ids)).toEqual(["controller", "drc"]);
  });

  it("starts empty when nothing is stored", () => {
    expect(parseTicks(null, ids)).toEqual([]);
  });

  it("drops broken JSON, values that are not arrays, non-strings and ids the list no longer has", () => {
    expect(parseTicks("{not json", ids)).toEqual([]);
    expect(parseTicks(JSON.stringify({ inputs: true }), ids)).toEqual([]);
    expect(parseTicks(JSON.stringify("inputs"), ids)).toEqual([]);
    expect(parseTicks(JSON.stringify([1, null, "inputs", "old-rule", "inputs"]), ids)).toEqual(["inputs"]);
  });
});

describe("setTick", () => {
  it("ticks and unticks one item, keeping the list's order and no duplicates", () => {
    const once = setTick([], "drc", true, ids);
    const twice = setTick(once, "controller", true, ids);
    expect(twice).toEqual(["controller", "drc"]);
    expect(setTick(twice, "controller", true, ids)).toEqual(["controller", "drc"]);
    expect(setTick(twice, "drc", false, ids)).toEqual(["controller"]);
  });

  it("ignores an id the list doesn't have", () => {
    expect(setTick(["inputs"], "nope", true, ids)).toEqual(["inputs"]);
  });
});

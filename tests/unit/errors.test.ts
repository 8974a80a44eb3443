import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HackpadError, isHackpadError } from "@hackpad/programme/errors";

/** Every TypeScript file under the folders that hold product code and its tests. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one error type for the participant's sentence", () => {
  it("carries its code, message and reasons, and is told apart by code", () => {
    const error = new HackpadError("firmware", "One. Two.", ["One.", "Two."]);
    expect([error.code, error.message, error.reasons]).toEqual(["firmware", "One. Two.", ["One.", "Two."]]);
    expect(new HackpadError("case", "Too tall.").reasons).toEqual(["Too tall."]);
    expect([isHackpadError(error), isHackpadError(error, "firmware"), isHackpadError(error, "case")]).toEqual([true, true, false]);
    expect(isHackpadError(new Error("a bug"))).toBe(false);
  });

  it("is the only Error subclass in the engines and the site, and no code matches an error by its name", () => {
    const files = ["packages", "app", "lib", "content/programme", "tools"].flatMap(sources);
    const subclasses = files.filter((file) => /\bextends Error\b/.test(readFileSync(file, "utf8")));
    // The project pages' check speaks to the site's authors at build time, not to a participant.
    expect(subclasses.sort()).toEqual(["content/programme/errors.ts", "lib/projects/validate.ts"]);
    const byName = files.filter((file) => /\.name\s*[!=]==?\s*["'`]\w*Error["'`]/.test(readFileSync(file, "utf8")));
    expect(byName).toEqual([]);
  });
});

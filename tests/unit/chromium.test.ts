import { describe, expect, it } from "vitest";
import { chromiumPath, chromiumProblem } from "~/tools/chromium";

describe("finding Chromium for the browser tests", () => {
  it("uses CHROME_PATH when set, Debian's chromium otherwise", () => {
    expect(chromiumPath({ CHROME_PATH: "/opt/chrome/chrome" })).toBe("/opt/chrome/chrome");
    expect(chromiumPath({})).toBe("/usr/bin/chromium");
    expect(chromiumPath({ CHROME_PATH: "" })).toBe("/usr/bin/chromium");
  });

  it("says nothing when the browser is there", () => {
    expect(chromiumProblem({}, (path) => path === "/usr/bin/chromium")).toBeUndefined();
  });

  it("says in one line how to get it when it is missing, naming the path it looked at", () => {
    const problem = chromiumProblem({}, () => false) ?? "";
    expect(problem).not.toContain("\n");
    expect(problem).toMatch(/^No Chromium at \/usr\/bin\/chromium: /);
    expect(problem).toContain("apt-get install chromium");
    expect(problem).toContain("CHROME_PATH");
    expect(chromiumProblem({ CHROME_PATH: "/nope/chrome" }, () => false)).toMatch(/^CHROME_PATH \(\/nope\/chrome\) is not a browser/);
  });
});

/**
 * The fit check on the two real submissions (tests/fixtures/real, read in place, never written): what a reviewer
 * with calipers would find, as tests/fixtures/real/README.md says. Also the `--fit` command line on one of them.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { realFixturesDir } from "../../../tools/browser/fixtures.ts";
import { fitFolder } from "../cli/project.ts";

// Measuring allanpad (its STEP models read through OpenCascade) takes 9 s of CPU time, lazypad 4 s: each test may
// take ten times that, so a busy machine does not fail them.
describe("the real submissions measured against their boards", { timeout: 120_000 }, () => {
  it("lazypad: both printed parts placed exactly; the flat lid covers the XIAO and the top of the plug's way; a pocket with no room", async () => {
    const rule = await fitFolder(join(realFixturesDir, "lazypad"));
    expect(rule.status).toBe("fail");
    const details = rule.details!.join("\n");
    expect(details).toMatch(/production\/Bottom\.stl placed as the bottom by its pocket matched to the board's outline, 0\.00 mm around it/);
    expect(details).toMatch(/production\/Top\.stl placed as the top by its 6 square openings matched to the board's 6 switches within 0\.00 mm/);
    expect(details).toMatch(/✗ production\/Top\.stl runs into the XIAO U1/);
    expect(details).toMatch(
      /✗ No USB-C cable reaches the XIAO U1's socket: .* meets plastic on 18 % .* The opening in that wall is 18\.50 mm wide with its middle 0\.01 mm to the side of the socket\./,
    );
    expect(details).toMatch(/✓ Every one of the 6 switches has a 14 ± 0\.25 mm opening centred over it/);
    expect(details).toMatch(/✓ 4 screw holes of the top plate line up with the bottom's/);
    // Its pocket is the board's outline exactly: no room for a board cut a little large.
    expect(details).toMatch(/⚠ The pocket in production\/Bottom\.stl leaves the board 0\.00 mm of room at its tightest/);
    expect(rule.details!.filter((line) => /✗|⚠/.test(line))).toHaveLength(3);
  });

  it("allanpad: the assembly's board found exactly; the plate 1.08 mm off the switches, the board floating 4 mm over the floor with the XIAO under it", async () => {
    const rule = await fitFolder(join(realFixturesDir, "allanpad"));
    expect(rule.status).toBe("fail");
    const details = rule.details!.join("\n");
    expect(details).toMatch(
      /CAD\/hackpad case\.step, as assembled: .*PCB model placed as the board by the board's slab in the model, its edge matched to the \.kicad_pcb's outline within 0\.00 mm/,
    );
    expect(details).toMatch(/Case Top is 1\.08 mm out of place: every switch opening is off its switch the same way \(-0\.07 mm in x, -1\.08 mm in y\)/);
    expect(details).toMatch(
      /The board floats in the case: its underside is 4\.0 mm above the nearest floor, ledge or post under it, and its top is 6\.0 mm under the top plate's top/,
    );
    expect(details).toMatch(/Case Bottom runs into the XIAO U1/);
    expect(details).toMatch(
      /No USB-C cable reaches the XIAO U1's socket: .* That wall is solid at the socket's height: its opening starts 5\.[0-9] mm–5\.[0-9] mm above the bed, while the plug's grip spans -1\.5 mm to 5\.0 mm/,
    );
    // The printed parts on their own: the plate found upside down by its 9 openings.
    expect(details).toMatch(
      /production\/Case Top\.step: Case Top placed as the top by its 9 square openings matched to the board's 9 switches within 0\.00 mm, turned over/,
    );
  });

  it("npm run preflight -- <folder> --fit adds the case-fit rule after case, in the text report and in the fix-first list", () => {
    let out = "";
    try {
      execFileSync("npx", ["tsx", "packages/preflight/cli/main.ts", join(realFixturesDir, "lazypad"), "--fit", "--json"], { encoding: "utf8", stdio: "pipe" });
    } catch (error) {
      // The project fails (exit code 1): the report is on stdout all the same.
      out = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(out) as { verdict: string; rules: { id: string; status: string }[] };
    const ids = report.rules.map((rule) => rule.id);
    expect(ids.indexOf("case-fit")).toBe(ids.indexOf("case") + 1);
    expect(report.rules.find((rule) => rule.id === "case-fit")!.status).toBe("fail");
    expect(report.verdict).toBe("fail");
  }, 120_000);
});

import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { findGerberSet, sharedTopFolder } from "../../../lib/check/gerber-set.ts";

const gerbers = zipSync({
  "pad-F_Cu.gbr": strToU8("%FSLAX46Y46*%\nM02*\n"),
  "pad-Edge_Cuts.gbr": strToU8("%FSLAX46Y46*%\nM02*\n"),
  "pad.drl": strToU8("M48\r\nM30\r\n"),
  "__MACOSX/._pad-F_Cu.gbr": strToU8("junk"),
  "pad-job.pdf": strToU8("%PDF"),
});

describe("finding the gerbers to draw", () => {
  it("finds the shared top folder of a GitHub zip", () => {
    expect(sharedTopFolder(["pad-main/README.md", "pad-main/pcb/a"])).toBe("pad-main/");
    expect(sharedTopFolder(["README.md", "pcb/a"])).toBe("");
  });

  it("opens the gerber zip the board was measured from, inside a repository zip", () => {
    const repo = zipSync({
      "pad-main/README.md": strToU8("# Pad"),
      "pad-main/production/gerbers.zip": gerbers,
      "pad-main/production/old/gerbers.zip": zipSync({ "old-F_Cu.gbr": strToU8("x") }),
    });
    const set = findGerberSet([{ path: "pad-main.zip", bytes: repo }], "production/gerbers.zip: pad-Edge_Cuts.gbr");
    expect(set.map((file) => file.name).sort()).toEqual(["pad-Edge_Cuts.gbr", "pad-F_Cu.gbr", "pad.drl"]);
    expect(set.find((file) => file.name === "pad.drl")?.text).toBe("M48\r\nM30\r\n");
  });

  it("reads loose gerbers from a folder when the board was measured from one", () => {
    const files = [
      { path: "pad/production/gerbers/pad-F_Cu.gbr", bytes: strToU8("a") },
      { path: "pad/production/gerbers/pad-Edge_Cuts.gbr", bytes: strToU8("b") },
      { path: "pad/production/gerbers/readme.md", bytes: strToU8("c") },
      { path: "pad/README.md", bytes: strToU8("d") },
    ];
    const set = findGerberSet(files, "production/gerbers/pad-Edge_Cuts.gbr");
    expect(set.map((file) => file.name).sort()).toEqual(["pad-Edge_Cuts.gbr", "pad-F_Cu.gbr"]);
  });

  it("falls back to a zip named for gerbers when the board was not measured", () => {
    const set = findGerberSet([{ path: "production/my-gerbers.zip", bytes: gerbers }], null);
    expect(set).toHaveLength(3);
  });

  it("returns nothing for a corrupt zip or a project without gerbers", () => {
    expect(findGerberSet([{ path: "broken.zip", bytes: strToU8("PK not really") }], null)).toEqual([]);
    expect(findGerberSet([{ path: "README.md", bytes: strToU8("# Pad") }], null)).toEqual([]);
  });
});

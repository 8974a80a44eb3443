import { describe, expect, it } from "vitest";
import { identifyLayers, layerExtent, parseLayer } from "../src/parsers/gerber.ts";

/** Parse once with tracespace, then measure the centre-line box, as the engine does. */
const gerberExtent = (text: string) => layerExtent(parseLayer(text));
import { edgeCutsGerber, excellonDrill } from "./support/fixtures.ts";

const bytes = (value: string) => new TextEncoder().encode(value);

describe("gerber layers", () => {
  it("identifies KiCad-style names and X2 file functions, X2 first", () => {
    const layers = identifyLayers([
      { path: "pad-F_Cu.gbr", bytes: bytes("%TF.FileFunction,Copper,L1,Top*%\n") },
      { path: "pad-B_Cu.gbr", bytes: bytes("G04 no attributes*\n") },
      { path: "pad-Edge_Cuts.gbr", bytes: bytes("%TF.FileFunction,Profile,NP*%\n") },
      { path: "pad-PTH-drl.gbr", bytes: bytes("%TF.FileFunction,Plated,1,2,PTH,Drill*%\n") },
      { path: "pad-NPTH-drl.gbr", bytes: bytes("%TF.FileFunction,NonPlated,1,2,NPTH,Drill*%\n") },
      { path: "pad-job.gbrjob", bytes: bytes("{}") },
      { path: "pad-drl_map.ps", bytes: bytes("%!PS") },
    ]);
    expect(layers.map((layer) => [layer.kind, layer.side, layer.by])).toEqual([
      ["copper", "top", "x2"],
      ["copper", "bottom", "name"],
      ["outline", "all", "x2"],
      ["drill", "all", "x2"],
      ["drill", "all", "x2"],
      ["job", null, "name"],
      ["drillmap", null, "name"],
    ]);
    expect(layers[3]?.plating).toBe("pth");
    expect(layers.filter((layer) => layer.excellon)).toEqual([]);
  });

  it("identifies Protel-style names and an Excellon file by its content", () => {
    const layers = identifyLayers([
      { path: "pad.GTL", bytes: bytes("G04*") },
      { path: "pad.GBL", bytes: bytes("G04*") },
      { path: "pad.GTO", bytes: bytes("G04*") },
      { path: "pad.GM1", bytes: bytes("G04*") },
      { path: "pad.txt", bytes: bytes(excellonDrill([[1, 1]])) },
    ]);
    expect(layers.map((layer) => layer.kind)).toEqual(["copper", "copper", "silkscreen", "outline", "drill"]);
    expect(layers[4]?.excellon).toBe(true);
  });
});

describe("layerExtent on a tracespace parse", () => {
  it("measures a rectangle on the line's centre", () => {
    expect(gerberExtent(edgeCutsGerber("pad", 87, 50.7))).toEqual({ minX: 0, minY: 0, maxX: 87, maxY: 50.7 });
  });

  it("takes arcs (G02 and G03, multi-quadrant) by their true extent, not their end points", () => {
    // A board with a rounded top: from (0,10) counter-clockwise around (5,10) to (10,10) bulges down to y=5;
    // clockwise bulges up to y=15.
    const header = "%FSLAX46Y46*%\n%MOMM*%\nG75*\n%ADD10C,0.05*%\nD10*\n";
    const ccw = `${header}X0Y10000000D02*\nG03X10000000Y10000000I5000000J0D01*\nM02*`;
    const cw = `${header}X0Y10000000D02*\nG02X10000000Y10000000I5000000J0D01*\nM02*`;
    expect(gerberExtent(ccw)).toEqual({ minX: 0, minY: 5, maxX: 10, maxY: 10 });
    expect(gerberExtent(cw)).toEqual({ minX: 0, minY: 10, maxX: 10, maxY: 15 });
    const full = `${header}X0Y0D02*\nG03X0Y0I5000000J0D01*\nM02*`;
    expect(gerberExtent(full)).toEqual({ minX: 0, minY: -5, maxX: 10, maxY: 5 });
  });

  it("reads the old single-quadrant mode (G74), where centre offsets carry no sign", () => {
    // A quarter circle from (10,0) counter-clockwise to (0,10) around the origin: offsets I=10, J=0 unsigned.
    const quarter = "%FSLAX46Y46*%\n%MOMM*%\nG74*\nD10*\nX10000000Y0D02*\nG03X0Y10000000I10000000J0D01*\nM02*";
    const box = gerberExtent(quarter);
    expect(box?.minX).toBeCloseTo(0, 6);
    expect(box?.maxX).toBeCloseTo(10, 6);
    expect(box?.maxY).toBeCloseTo(10, 6);
    expect(box?.minY).toBeCloseTo(0, 6);
  });

  it("converts inches, reads CRLF and ignores moves that draw nothing", () => {
    const inch = "%FSLAX24Y24*%\r\n%MOIN*%\r\nD10*\r\nX500000Y500000D02*\r\nX0Y0D02*\r\nX10000D01*\r\nM02*\r\n";
    expect(gerberExtent(inch)).toEqual({ minX: 0, minY: 0, maxX: 25.4, maxY: 0 });
  });

  it("gives null for a layer with nothing drawn", () => {
    expect(gerberExtent("%FSLAX46Y46*%\n%MOMM*%\nM02*")).toBeNull();
  });
});

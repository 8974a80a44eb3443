/**
 * The diagrams of KiCad's and Fusion's windows show the programme data's names and values, follow a change of
 * that data, fit their width with readable text, and agree with the sentences of the steps beside them.
 */
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ToolSteps from "@hackpad/programme/tool-steps";
import { facts } from "@hackpad/programme/facts";
import { guidePad } from "@hackpad/programme/examples";
import { kicadParts } from "@hackpad/programme/parts";
import { assignFootprints, drcWindow, drillSettings, kicadLibraries, libraryTable, modelSettings, plotSettings } from "@hackpad/programme/tool-steps";
import { caseWorkedExample } from "~/lib/illustrations/guide-case";
import {
  assignFootprintsDiagram,
  dialogDiagrams,
  dialogTexts,
  DIALOG_WIDTH,
  drcDiagram,
  drillDiagram,
  footprintLibrariesDiagram,
  layoutDialog,
  modelsDiagram,
  plotDiagram,
  symbolLibrariesDiagram,
  wrapText,
  type DialogSpec,
} from "~/lib/illustrations/dialog-diagrams";
import { fusionDiagrams, trayExtrudeDiagram, usbCutDiagram } from "~/lib/illustrations/fusion-diagrams";
import { PHONE_PICTURE_PX, readableFontSize } from "~/lib/illustrations/readable-text";

const joined = (texts: string[]) => texts.join("\n");

afterEach(() => {
  vi.doUnmock("~/content/programme/tool-steps.ts");
  vi.resetModules();
});

describe("each diagram shows the programme's names and values", () => {
  it("library tables: the Global Libraries tab, the folder-icon button and the renamed XIAO folder and files", () => {
    const symbols = joined(dialogTexts(symbolLibrariesDiagram()));
    expect(symbols).toContain(libraryTable.activeTab);
    expect(symbols).toContain(libraryTable.addExisting);
    expect(symbols).toContain(`${kicadLibraries.xiaoFolder}/${kicadLibraries.xiaoSymbolFile}`);
    const footprints = joined(dialogTexts(footprintLibrariesDiagram()));
    for (const { folder } of kicadLibraries.footprintFolders) expect(footprints).toContain(folder);
    expect(footprints).toContain(kicadParts.led.footprintOlderKicad.versions);
  });

  it("Assign Footprints: each symbol group with its footprint from kicadParts, and the Apply button", () => {
    const texts = joined(dialogTexts(assignFootprintsDiagram()));
    expect(texts).toContain(`SW1–SW${guidePad.switches}`);
    expect(texts).toContain(kicadParts.mxSwitch.footprint.name);
    expect(texts).toContain(kicadParts.led.footprint.name);
    expect(texts).toContain(kicadParts.led.footprintOlderKicad.name);
    expect(texts).toContain(assignFootprints.apply);
  });

  it("DRC: Run DRC, the two tabs and zero errors", () => {
    const texts = dialogTexts(drcDiagram());
    expect(texts).toEqual(expect.arrayContaining([drcWindow.run, drcWindow.tabs.violations, drcWindow.tabs.unconnected, String(drcWindow.errorsAllowed)]));
  });

  it("Plot and drill: the format, the output folder, every layer to tick, and the same folder for the drill file", () => {
    const plot = dialogTexts(plotDiagram());
    expect(plot).toEqual(
      expect.arrayContaining([plotSettings.format, plotSettings.outputDirectory, ...plotSettings.layers, plotSettings.plot, plotSettings.drillButton]),
    );
    const drill = dialogTexts(drillDiagram());
    expect(drill).toEqual(expect.arrayContaining([drillSettings.outputLabel, plotSettings.outputDirectory, drillSettings.format]));
  });

  it("3D models and Fusion's extrudes: the model files and the worked example's numbers", () => {
    const models = joined(dialogTexts(modelsDiagram()));
    for (const model of modelSettings.models) expect(models).toContain(`${modelSettings.folder}/${model.file}`);
    const values = caseWorkedExample();
    const tray = joined(dialogTexts(trayExtrudeDiagram()));
    for (const value of [values.counterboreDepth, values.counterboreRest, facts.caseHeight, facts.caseFloor]) expect(tray).toContain(value);
    expect(joined(dialogTexts(usbCutDiagram()))).toContain(values.usbCutDepthNegative);
  });
});

describe("a change of the data changes the picture", () => {
  it("the builders draw the data they are given", () => {
    const plot = dialogTexts(plotDiagram({ ...plotSettings, outputDirectory: "fab-files/", layers: ["F.Cu", "B.Cu", "Edge.Cuts"] }));
    expect(plot).toContain("fab-files/");
    expect(plot).not.toContain(plotSettings.outputDirectory);
    expect(plot).not.toContain("F.Mask");
    const assign = joined(dialogTexts(assignFootprintsDiagram({ switches: 9, leds: 0 })));
    expect(assign).toContain("SW1–SW9");
    expect(assign).not.toContain("LED");
    const tray = joined(dialogTexts(trayExtrudeDiagram({ ...caseWorkedExample(), counterboreDepth: "4.2 mm" })));
    expect(tray).toContain("4.2 mm");
  });

  it("the rendered Plot diagram follows content/programme/tool-steps.ts", async () => {
    vi.doMock("~/content/programme/tool-steps.ts", async (importOriginal) => {
      const real = await importOriginal<typeof ToolSteps>();
      return { ...real, plotSettings: { ...real.plotSettings, outputDirectory: "to-the-fab/" } };
    });
    const { DialogDiagram } = await import("~/app/illustrations/DialogDiagram");
    const markup = renderToStaticMarkup(<DialogDiagram id="plot" />);
    expect(markup).toContain(">to-the-fab/</text>");
    expect(markup).not.toContain(`>${plotSettings.outputDirectory}</text>`);
  });
});

describe("layout", () => {
  const specs: DialogSpec[] = [...Object.values(dialogDiagrams).map((build) => build()), ...Object.values(fusionDiagrams).map((build) => build())];

  it("draws every text at a size readable on a phone, inside the picture", () => {
    for (const spec of specs) {
      const id = spec.id;
      const layout = layoutDialog(spec);
      expect(layout.fontSize).toBeGreaterThanOrEqual(readableFontSize(DIALOG_WIDTH, PHONE_PICTURE_PX));
      for (const text of layout.texts) {
        // Monospace is 0.6 of the font size per character; the sans-serif estimate is wider still.
        const width = text.text.length * (text.mono ? 0.6 : 0.62) * layout.fontSize;
        const left = text.anchor === "middle" ? text.x - width / 2 : text.anchor === "end" ? text.x - width : text.x;
        expect(left, `${id}: "${text.text}"`).toBeGreaterThanOrEqual(0);
        expect(left + width, `${id}: "${text.text}"`).toBeLessThanOrEqual(layout.width);
        expect(text.y).toBeLessThanOrEqual(layout.height);
      }
    }
  });

  it("numbers each step once, in the margin", () => {
    const steps = layoutDialog(drcDiagram()).steps.map((step) => step.n);
    expect(steps).toEqual([1, 2, 3, 4]);
  });

  it("wraps long names at their joints", () => {
    expect(wrapText("Documents/KiCad-libraries/Seeed_Studio_XIAO_Series.pretty", 32)).toEqual([
      "Documents/KiCad-libraries/",
      "Seeed_Studio_XIAO_Series.pretty",
    ]);
    expect(wrapText("short", 30)).toEqual(["short"]);
    expect(wrapText("x".repeat(25), 10)).toEqual(["xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"]);
  });
});

describe("the steps beside the diagrams use the same names", () => {
  const guide = readFileSync("content/docs/guide.mdx", "utf8");
  const submitting = readFileSync("content/docs/submitting.mdx", "utf8");

  it("the guide names the folders, files, tabs and buttons the diagrams show", () => {
    for (const name of [
      kicadLibraries.xiaoFolderAsDownloaded,
      kicadLibraries.xiaoFolder,
      kicadLibraries.xiaoSymbolFile,
      kicadLibraries.folderExample,
      ...kicadLibraries.footprintFolders.map((entry) => entry.folder),
    ]) {
      expect(guide, name).toContain(`\`${name}\``);
    }
    for (const name of [
      libraryTable.activeTab,
      libraryTable.addExisting,
      assignFootprints.apply,
      drcWindow.run,
      drcWindow.tabs.violations,
      drcWindow.tabs.unconnected,
      modelSettings.tab,
      modelSettings.show,
    ]) {
      expect(guide, name).toContain(`**${name}**`);
    }
    for (const model of modelSettings.models) expect(guide).toContain(`(${model.url})`);
  });

  it("the submission steps render the plot settings from the data instead of typing them", () => {
    expect(submitting).toContain("<PlotLayerList />");
    expect(submitting).toContain("<PlotOutputDirectory />");
    expect(submitting).not.toContain(plotSettings.layers.join(", "));
    expect(submitting).toContain(`**${plotSettings.drillButton}**`);
  });
});

import type { Report } from "@hackpad/preflight/report";

/** A small report in the engine's shape, written for these tests. */
export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    input: "volume-brick-main.zip",
    verdict: "fail",
    rules: [
      {
        id: "structure",
        status: "pass",
        message: "Every folder and production file is where /submitting puts it.",
        files: ["production/gerbers.zip"],
        docs: "/submitting#structure",
      },
      {
        id: "pcb-size",
        status: "pass",
        message: "The board is 87 × 50.7 mm with 2 copper layers.",
        files: ["production/gerbers.zip"],
        docs: "/submitting#gerbers",
      },
      {
        id: "branding",
        status: "fail",
        message: 'No "XIAO HERE" on a silkscreen layer: it is on B.CrtYd | a courtyard.',
        files: ["pcb/pad.kicad_pcb"],
        docs: "/submitting#rule-branding",
        fix: "Move the text to F.Silkscreen or B.Silkscreen.",
      },
      {
        id: "case",
        status: "warn",
        message: "Top.stl has a tiny stray body.",
        files: ["production/Top.stl"],
        docs: "/submitting#case_files",
        fix: "Delete the stray body and export again.",
      },
      { id: "drc", status: "skip", message: "No DRC report in the folder.", files: [], docs: "/errors#run_drc", fix: "Run DRC in KiCad." },
    ],
    measurements: {
      board: { width: 87, height: 50.7, source: "production/gerbers.zip: pad-Edge_Cuts.gbr" },
      copperLayers: 2,
      switches: 6,
      encoders: 0,
      oleds: 0,
      leds: 0,
      inputs: 6,
      controller: "XIAO RP2040",
      uf2: [],
      caseParts: [{ file: "production/Bottom.stl", size: [106, 69.7, 13], bodies: 1 }],
      silkTexts: ["Lazy\nPad", "XIAO HERE"],
    },
    ...overrides,
  };
}

/**
 * The names and values of the KiCad and Fusion windows the guides walk through: library folders, dialog
 * fields, buttons, plot layers. The guides' diagrams of those windows draw from here, the submission steps
 * render the plot settings from here, and a test keeps the guide's sentences on the same names.
 */
import { kicadParts, kicadShortName } from "./parts.ts";

/** The library part of a KiCad `Library:Name` (its nickname in the library table). */
export function kicadLibraryOf(name: string): string {
  const colon = name.indexOf(":");
  return colon === -1 ? "" : name.slice(0, colon);
}

const xiaoLibrary = kicadLibraryOf(kicadParts.xiao.symbol.name);

/**
 * The libraries the DIY guide adds. A footprint library is a folder ending in `.pretty`; KiCad names a library
 * after its file or folder, so each nickname below is the name without its extension.
 */
export const kicadLibraries = {
  /** Where the guide suggests unzipping the downloads (an example; any folder you keep works). */
  folderExample: "Documents/KiCad-libraries",
  /** The folder of Seeed's download that holds the XIAO, as it arrives. */
  xiaoFolderAsDownloaded: kicadParts.xiao.downloadedFolder,
  /** The same folder renamed, so KiCad accepts it as a footprint library. */
  xiaoFolder: `${xiaoLibrary}.pretty`,
  /** The XIAO's symbol library, a file inside that folder. */
  xiaoSymbolFile: `${xiaoLibrary}.kicad_sym`,
  /** The footprint libraries, in the order the guide adds them. */
  footprintFolders: [
    { folder: `${xiaoLibrary}.pretty` },
    { folder: `${kicadLibraryOf(kicadParts.mxSwitch.footprint.name)}.pretty` },
    { folder: `${kicadLibraryOf(kicadParts.led.footprintOlderKicad.name)}.pretty`, versions: kicadParts.led.footprintOlderKicad.versions },
  ],
} as const;

/** KiCad's library-table windows (Preferences › Manage … Libraries…). */
export const libraryTable = {
  tabs: ["Global Libraries", "Project Specific Libraries"],
  activeTab: "Global Libraries",
  /** The folder icon under the table. */
  addExisting: "Add existing library to table",
  columns: { nickname: "Nickname", path: "Library Path" },
  ok: "OK",
} as const;

/** Tools › Assign Footprints… in the Schematic Editor. */
export const assignFootprints = {
  menu: ["Tools", "Assign Footprints…"],
  window: "Assign Footprints",
  panes: ["Footprint libraries", "Symbols", "Footprints"],
  apply: "Apply, Save Schematic & Continue",
  ok: "OK",
} as const;

/** Inspect › Design Rules Checker in the PCB Editor. */
export const drcWindow = {
  menu: ["Inspect", "Design Rules Checker"],
  window: "Design Rules Checker",
  run: "Run DRC",
  tabs: { violations: "Violations", unconnected: "Unconnected Items" },
  /** What a finished board shows: the programme's rule is zero errors (rules.ts, "drc"). */
  errorsAllowed: 0,
} as const;

/** File › Fabrication Outputs › Gerbers (.gbr)… in the PCB Editor: the Plot window, as /submitting sets it. */
export const plotSettings = {
  menu: ["File", "Fabrication Outputs", "Gerbers (.gbr)…"],
  window: "Plot",
  formatLabel: "Plot format",
  format: "Gerber",
  outputLabel: "Output directory",
  outputDirectory: "gerbers/",
  layersLabel: "Include Layers",
  /** Every layer the factory needs, in the order KiCad lists them. */
  layers: ["F.Cu", "B.Cu", "F.Silkscreen", "B.Silkscreen", "F.Mask", "B.Mask", "Edge.Cuts"],
  plot: "Plot",
  drillButton: "Generate Drill Files…",
  /** The drill file, named so among the plotted layers. */
  drillsLabel: "Drills",
} as const;

/** The Generate Drill Files window, opened from the Plot window: its settings stay as KiCad sets them. */
export const drillSettings = {
  window: "Generate Drill Files",
  outputLabel: "Output folder",
  formatLabel: "Drill file format",
  format: "Excellon",
  unitsLabel: "Drill units",
  units: "Millimeters",
  generate: "Generate",
} as const;

/** Footprint Properties › 3D Models in the Footprint Editor, and the models the guide links. */
export const modelSettings = {
  menu: ["File", "Footprint Properties…"],
  window: "Footprint Properties",
  tab: "3D Models",
  add: "+",
  show: "Show",
  adjust: ["Rotation", "Offset"],
  folder: "3d",
  models: [
    {
      part: kicadShortName(kicadParts.mxSwitch.footprint.name),
      file: "SW_Cherry_MX_PCB.stp",
      url: "https://rawcdn.githack.com/cheyao/macropad/3adb7e07d888458e6d1985f4e6be17601a1c2350/PCB/third_party/SW_Cherry_MX_PCB.stp",
    },
    {
      part: kicadShortName(kicadParts.xiao.footprint.name),
      file: "xiao.step",
      url: "https://rawcdn.githack.com/cheyao/macropad/642f4e5dbdabb88147ccd878850d199042967667/PCB/third_party/xiao.step",
    },
  ],
} as const;

/** Fusion's Extrude panel: the field names the case steps use. */
export const fusionExtrude = {
  panel: "Extrude",
  start: "Start",
  startProfilePlane: "Profile Plane",
  startOffset: "Offset",
  distance: "Distance",
  operation: "Operation",
  cut: "Cut",
} as const;

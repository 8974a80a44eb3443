import { controller, keyboardController } from "./controller.ts";
import { grant } from "./grant.ts";
import { limits, pcbSizeLimit } from "./limits.ts";
import { dimensions } from "./dimensions.ts";

export interface Rule {
  /** Stable id: used by `<Rule id=… />` and as the anchor on checklists. */
  id: string;
  /** The rule in one short line. */
  title: string;
  /** What it means in practice, in a sentence or two. */
  detail: string;
}

/** The text that marks where the controller goes, on the PCB silkscreen. */
export const controllerMarkerText = "XIAO HERE";

/** Every rule a macropad submission must meet. */
export const macropadRules = [
  {
    id: "controller",
    title: `A through-hole ${controller.short} is the main controller`,
    detail: `No exceptions for a pad you want checked: it is the only controller reviewers look at. Another microcontroller is allowed at your own risk, with nobody checking your schematic or PCB, and the controller and PCB must together fit inside the ${grant.label} grant.`,
  },
  {
    id: "inputs",
    title: `${limits.maxInputs} or fewer inputs`,
    detail: "Switches and rotary encoders count together, so every knob takes the place of one key.",
  },
  {
    id: "pcb-size",
    title: `PCB ${pcbSizeLimit}, ${limits.pcb.layers} layers`,
    detail: "Measured on the board outline (Edge.Cuts), both ways. The board may only use the front and back copper layers, F.Cu and B.Cu.",
  },
  {
    id: "case",
    title: `Case fits within ${limits.case.maxLengthMm} × ${limits.case.maxWidthMm} × ${limits.case.maxHeightMm} mm, 3D printed only`,
    detail: "Every case part is 3D printed. Acrylic (and any laser-cut or CNC metal part) is not allowed for a macropad.",
  },
  {
    id: "approved-parts",
    title: "Only approved parts",
    detail: `Use parts from the approved parts list, within its limits. A small extra part your pad needs in order to work, such as a resistor, may be bought with the ${grant.label} grant.`,
  },
  {
    id: "cad",
    title: "A complete assembled CAD model in STEP or 3MF",
    detail: "One file with the whole pad put together: case, PCB (a plain block is fine), switches and keycaps.",
  },
  {
    id: "firmware",
    title: "Original firmware (QMK, KMK, ZMK or similar)",
    detail: "Write your own keymap and configuration. Building on a firmware project is expected; copying someone else's pad firmware is not.",
  },
  {
    id: "bom",
    title: "A complete bill of materials in a Markdown file",
    detail: "List every part, how many, and what it is for, in its own .md file.",
  },
  {
    id: "branding",
    title: `Branding: your pad's name on the silkscreen and "${controllerMarkerText}" where the controller goes`,
    detail: `Write the pad's name on the PCB silkscreen and the text "${controllerMarkerText}" on the side the controller is soldered to. Put the name on the case too.`,
  },
  {
    id: "usb-overhang",
    title: "The controller's USB end sticks out past the board outline",
    detail: "Place the XIAO so its USB-C port hangs over the Edge.Cuts line, or the cable will not plug in.",
  },
  {
    id: "original",
    title: "A fully original design",
    detail: "Follow the guide to learn, then change it: more keys, a knob, a screen, your own case. A copy of the example pad is not accepted.",
  },
  {
    id: "drc",
    title: "Zero DRC errors",
    detail: "KiCad's design rule check must show no errors. Silkscreen warnings are fine.",
  },
  {
    id: "tolerance",
    title: `A ${dimensions.printedPartGapMm} mm gap between printed parts that fit together`,
    detail: "Parts printed to the exact size will not slide together; leave the gap so they do.",
  },
] as const satisfies readonly Rule[];

/** Rules of the optional keyboard track. */
export const keyboardRules = [
  {
    id: "macropad-first",
    title: "Make a working macropad first",
    detail: "Your macropad must be approved (its pull request merged) before you start a keyboard. No exceptions.",
  },
  {
    id: "orpheus-pico",
    title: `The ${keyboardController.name} is the main microcontroller`,
    detail: `${keyboardController.name} is ${keyboardController.description}.`,
  },
  {
    id: "keyboard-case",
    title: `Case in ${dimensions.keyboardAcrylicMm} mm acrylic, 3D printed plastic, or both`,
    detail: "Metal cases, such as CNC-machined aluminium, are not allowed.",
  },
  {
    id: "generators",
    title: "Generators such as Ergogen for experiments only",
    detail: "You may explore layouts with a generator, but place the footprints and draw the schematic by hand.",
  },
  {
    id: "no-pcba",
    title: "No PCBA",
    detail: "Boards are not factory-assembled; you solder the parts yourself.",
  },
] as const satisfies readonly Rule[];

export type MacropadRuleId = (typeof macropadRules)[number]["id"];
export type KeyboardRuleId = (typeof keyboardRules)[number]["id"];

/** Finds a rule by id in either track. */
export function findRule(id: string): Rule | undefined {
  return [...macropadRules, ...keyboardRules].find((rule) => rule.id === id);
}

/** The four requirements the landing page highlights, by rule id. */
export const landingRequirementIds = ["inputs", "pcb-size", "original", "controller"] as const;

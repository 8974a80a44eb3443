/** The folder layout a submission must have, drawn as a tree on /submitting. */
import { afterApprovalSummary } from "./after-approval.ts";

export interface TreeNode {
  name: string;
  kind: "folder" | "file";
  note: string;
  children?: TreeNode[];
}

/** Where submissions go and who reviews them. */
export const submissionTarget = {
  repository: "https://github.com/hackclub/hackpad",
  folder: "hackpads",
  reviewer: "@alexren",
  structureExample: "https://github.com/hackclub/hackpad/tree/main/hackpads/orpheuspad",
  readmeExamples: [
    { name: "Orpheuspad", url: "https://github.com/hackclub/hackpad/blob/main/hackpads/orpheuspad/README.md" },
    { name: "Duccs Fidget Toy", url: "https://github.com/hackclub/hackpad/blob/main/hackpads/Duccs%20Fidget%20Toy/README.md" },
    { name: "Cyaopad", url: "https://github.com/hackclub/hackpad/blob/main/hackpads/cyaopad/README.md" },
  ],
  keycapForm: "https://forms.hackclub.com/t/dUUPZzYUorus",
} as const;

/** The file and folder names of a submission that tools look for (the tree below draws them). */
export const submissionNames = {
  readme: "README.md",
  bom: "BOM.md",
  cad: "CAD",
  pcb: "pcb",
  firmware: "firmware",
  production: "production",
  gerbers: "gerbers.zip",
  caseFolder: "case",
  firmwareUf2: "firmware.uf2",
  kmkMain: "main.py",
  /** Where the fix step moves other gerber sets and old revisions: kept in the repository, left out of the check. */
  archive: "archive",
} as const;

/** GitHub refuses files larger than this in a repository; bigger files must go through Git LFS. */
export const repositoryFileLimitMb = 100;

export const submissionTree: TreeNode = {
  name: "your-pad-name",
  kind: "folder",
  note: "One folder for your whole project, inside hackpads/",
  children: [
    { name: submissionNames.readme, kind: "file", note: "About your pad, with screenshots" },
    { name: submissionNames.bom, kind: "file", note: "Bill of materials" },
    { name: submissionNames.cad, kind: "folder", note: "The whole assembled pad as one .STEP or .3MF file" },
    { name: submissionNames.pcb, kind: "folder", note: "KiCad sources: .kicad_pro, .kicad_sch, .kicad_pcb" },
    { name: submissionNames.firmware, kind: "folder", note: "main.py for KMK, or your QMK keyboard folder" },
    {
      name: submissionNames.production,
      kind: "folder",
      note: "What your pad is made from: the PCB maker's files, the case files and the firmware",
      children: [
        { name: submissionNames.gerbers, kind: "file", note: "The PCB's Gerber and drill files, zipped" },
        {
          name: submissionNames.caseFolder,
          kind: "folder",
          note: "One file per case part",
          children: [
            { name: "*.stl", kind: "file", note: "3D-printed parts" },
            { name: "*.dxf", kind: "file", note: "Laser-cut parts (keyboard track only: a macropad case is printed)" },
          ],
        },
        { name: submissionNames.firmwareUf2, kind: "file", note: "The compiled firmware (for KMK, main.py instead)" },
      ],
    },
  ],
};

/** The README every submission needs shows these. */
export const readmeMustShow = [
  "a picture of the whole assembled pad (a render is fine)",
  "the schematic",
  "the PCB",
  "the case, fitted together",
  "the bill of materials (or a link to BOM.md)",
] as const;

/** The participant's journey, from design to keycap. */
export const journey = [
  { id: "design", title: "Design", detail: "Design your PCB, case and firmware with the guide." },
  { id: "submit", title: "Submit", detail: "Open a pull request with your project folder." },
  { id: "review", title: "Review", detail: "An organiser reviews it and asks for changes if needed." },
  { id: "approved", title: "Approved", detail: "Your pull request is merged: your pad is approved." },
  { id: "parts", title: "Kit and PCB", detail: afterApprovalSummary },
  { id: "build", title: "Build", detail: "Solder it, assemble it and get the firmware working." },
  { id: "page", title: "Project page", detail: "Add your project page to this site." },
  { id: "keycap", title: "Keycap", detail: "Fill in the form to get your keycap." },
  { id: "keyboard", title: "Keyboard (optional)", detail: "Design a full keyboard on the V2 track." },
] as const;

/** The page (and heading anchor) of this site that explains each rule. Tested against the MDX headings. */
import type { PreflightRuleId } from "./types.ts";

export const ruleDocs: Record<PreflightRuleId, string> = {
  structure: "/submitting#structure",
  "pcb-size": "/submitting#gerbers",
  controller: "/parts#controller",
  inputs: "/parts#limits",
  "approved-parts": "/parts#list",
  case: "/submitting#case_files",
  cad: "/submitting#structure",
  firmware: "/submitting#firmware_files",
  "firmware-pins": "/guide#firmware",
  "case-fit": "/submitting#case_files",
  bom: "/submitting#structure",
  branding: "/guide#brand-your-board",
  "usb-overhang": "/guide#place-the-parts",
  original: "/submitting#rules",
  drc: "/errors#run_drc",
  tolerance: "/guide#finishing",
};

/**
 * The answer to "who makes my pad, and how does the grant reach me?", worded once from the facts in
 * grant.ts. `<AfterApproval />` shows it on every page that answers the question.
 */
import { grant, pcbMakers, shipping } from "./grant.ts";

/** The one-sentence answer to "who makes what", used wherever a summary is enough. */
export const afterApprovalSummary = `Hack Club ships your kit from ${shipping.origin}; you order your PCB yourself with the ${grant.label} grant and keep the receipts.`;

/** What happens after the pull request is merged, in order. */
export const afterApprovalSteps = [
  { id: "merged", title: "Approved", detail: "Your pull request is merged: your pad is approved." },
  { id: "kit", title: "Your kit ships", detail: `Hack Club packs your kit and sends it from ${shipping.origin}.` },
  { id: "grant", title: "The grant arrives", detail: `You get the ${grant.label} ${grant.form} ${grant.arrives}: ${grant.formDetail}.` },
  {
    id: "pcb",
    title: "You order the PCB",
    detail: `Before anything else, upload your gerbers.zip to ${pcbMakers[0].name} (or one of the other PCB makers) and pay with the card. Spend what is left on extra parts your pad needs.`,
  },
  { id: "build", title: "You build it", detail: "When the kit and the PCB have both arrived, solder and assemble your pad." },
] as const;

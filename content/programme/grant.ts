/**
 * What happens once a macropad is approved: what Hack Club sends, what the participant orders with the
 * grant, and the order things happen in. The spec's single grant ($20 for the PCB and extra parts,
 * receipts required; parts from Vermont, USA) wins over older and later variants; the details of how the
 * card works come from the programme's v2 card-grant notes.
 */

import { controller } from "./controller.ts";

export const grant = {
  amountUsd: 20,
  label: "$20",
  /** How the money reaches the participant, and when. */
  form: "HCB card grant",
  formDetail: "a Visa card from HCB, Hack Club's own bank, that you spend online",
  arrives: "when your kit ships",
} as const;

export const shipping = {
  /** Where Hack Club packs and sends every kit from. */
  origin: "Vermont, USA",
} as const;

export interface Maker {
  name: string;
  url: string;
  /** When to pick this one. */
  when: string;
}

/** Who makes the PCB: the participant orders it from one of these with the grant. */
export const pcbMakers = [
  { name: "JLCPCB", url: "https://jlcpcb.com/", when: "the usual choice" },
  { name: "Seeed Fusion", url: "https://www.seeedstudio.com/fusion_pcb.html", when: "if you live in India" },
  { name: "PCBWay", url: "https://www.pcbway.com/", when: "only if it is cheaper for you" },
] as const satisfies readonly Maker[];

/** Shops the grant may be spent at without asking first, besides the PCB makers; ask before any other (avoid Amazon). */
export const partShops = ["LCSC", "DigiKey", "AliExpress"] as const;

/** What Hack Club packs and sends from `shipping.origin`. */
export const kitContents = [
  `an unsoldered ${controller.short} with its pin headers`,
  "the approved parts your design uses",
  "your 3D-printed case",
  "a soldering iron, if you don't have one",
] as const;

/** How to spend the grant. */
export const grantRules = [
  "Keep every receipt: the order confirmation and the invoice. The grant requires them.",
  "Shipping and tax count too, so pick the cheapest shipping and make the whole order fit.",
  "At checkout, use the billing address that comes with the card.",
  "Not for a gold (ENIG) finish, cables, USB hubs, switch testers, or spare controllers and switches.",
] as const;

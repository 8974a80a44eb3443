import { describe, expect, it } from "vitest";
import { journeys, macropadSidebar, sidebarLinks, type JourneyStep } from "~/content/site";
import { currentLink } from "~/app/lib/nav-current";
import { journeyPlace } from "~/app/lib/prev-next";

const hrefOf = (link?: { href: string }) => link?.href;

describe("journeyPlace", () => {
  it("walks the macropad journey: guide → check → submitting → get your keycap", () => {
    expect(hrefOf(journeyPlace(journeys, "/guide").prev)).toBeUndefined();
    expect(hrefOf(journeyPlace(journeys, "/guide").next)).toBe("/check");
    expect(hrefOf(journeyPlace(journeys, "/check").prev)).toBe("/guide");
    expect(hrefOf(journeyPlace(journeys, "/check").next)).toBe("/submitting");
    expect(hrefOf(journeyPlace(journeys, "/submitting/").prev)).toBe("/check");
    expect(hrefOf(journeyPlace(journeys, "/submitting/").next)).toBe("/get-keycap");
    expect(hrefOf(journeyPlace(journeys, "/get-keycap").prev)).toBe("/submitting");
  });

  it("leaves the approved parts list, a reference read while designing, out of the walk, and keeps the sidebar's order", () => {
    expect(journeyPlace(journeys, "/parts")).toEqual({ optional: [] });
    const sidebar = sidebarLinks(macropadSidebar).map((link) => link.href);
    expect(sidebar.slice(0, 8)).toEqual(["/guide", "/advancedguide", "/resources", "/parts", "/submitting", "/check", "/faq", "/keyboard"]);
  });

  it("offers the advanced pages as optional from the guide, never as its next step", () => {
    const guide = journeyPlace(journeys, "/guide");
    expect(guide.optional.map((link) => link.href)).toEqual(["/advancedguide", "/advancedPCB"]);
    const advanced = journeyPlace(journeys, "/advancedguide");
    expect(advanced.optionalTo?.href).toBe("/guide");
    expect(hrefOf(advanced.prev)).toBe("/guide");
    expect(hrefOf(advanced.next)).toBe("/check");
    expect(advanced.optional.map((link) => link.href)).toEqual(["/advancedPCB"]);
    for (const steps of journeys) for (const step of steps) expect(journeyPlace(journeys, step.href).next?.href).not.toBe("/advancedguide");
  });

  it("treats a step of one journey as a step even when another offers it as optional", () => {
    const keyboard = journeyPlace(journeys, "/keyboard");
    expect(keyboard.optionalTo).toBeUndefined();
    expect(hrefOf(keyboard.next)).toBe("/keyboard/faq");
  });

  it("gives a page outside every journey no links, and tolerates an empty journey", () => {
    expect(journeyPlace(journeys, "/braindump")).toEqual({ optional: [] });
    const lonely: JourneyStep[][] = [[], [{ label: "Only", href: "/only" }]];
    expect(journeyPlace(lonely, "/only")).toEqual({ prev: undefined, next: undefined, optional: [] });
  });
});

describe("currentLink", () => {
  const hrefs = ["/guide", "/keyboard", "/keyboard/faq", "/projects", "/"];

  it("marks the page itself, ignoring a trailing slash and letter case", () => {
    expect(currentLink(hrefs, "/Guide/")).toEqual({ href: "/guide", current: "page" });
    expect(currentLink(hrefs, "/keyboard/faq")).toEqual({ href: "/keyboard/faq", current: "page" });
  });

  it("marks the deepest section holding a page the menu does not name", () => {
    expect(currentLink(hrefs, "/projects/orpheuspad")).toEqual({ href: "/projects", current: "true" });
    expect(currentLink(hrefs, "/keyboard/faq/more")).toEqual({ href: "/keyboard/faq", current: "true" });
  });

  it("marks nothing for a page outside the menu, and never the home page as a section", () => {
    expect(currentLink(hrefs, "/not-a-page")).toBeUndefined();
    expect(currentLink(["/guide"], "/guidebook")).toBeUndefined();
  });
});

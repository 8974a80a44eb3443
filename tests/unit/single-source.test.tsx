import { afterEach, describe, expect, it, vi } from "vitest";
import type * as Deadlines from "@hackpad/programme/deadlines";
import type * as Dimensions from "@hackpad/programme/dimensions";
import type * as Grant from "@hackpad/programme/grant";
import { limits, pcbSizeLimit } from "@hackpad/programme/limits";
import { renderAllPages } from "../support/render-pages";
import { visibleText } from "../support/deadline-tense";

/** Text of the rendered HTML with tags stripped, so a value split across elements still matches. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

function pagesContaining(pages: Map<string, string>, value: string): string[] {
  return [...pages].filter(([, html]) => text(html).includes(value)).map(([path]) => path);
}

afterEach(() => {
  vi.doUnmock("~/content/programme/deadlines.ts");
  vi.doUnmock("~/content/programme/dimensions.ts");
  vi.doUnmock("~/content/programme/grant.ts");
  vi.resetModules();
});

/** The text of the `<AfterApproval />` block on a page, or undefined when the page doesn't show it. */
function afterApprovalText(html: string): string | undefined {
  const start = html.indexOf("<div data-after-approval");
  if (start < 0) return undefined;
  let depth = 0;
  const tags = /<\/?div\b[^>]*>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return text(html.slice(start, tags.lastIndex));
  }
  throw new Error("the after-approval block is never closed");
}

/** Pages that answer "who makes the PCB and how does the grant reach me". */
const afterApprovalPages = ["/faq", "/submitting", "/parts", "/get-keycap"];

describe("programme facts have one source of truth", () => {
  it("a changed deadline, grant and switch spacing show up on every page that shows them, and the old values nowhere", async () => {
    const real = await renderAllPages();
    const deadlinePages = pagesContaining(real, "February 16th");
    const spacingPages = pagesContaining(real, "19.05 mm");
    // The keyboard page's "$20" is its stabiliser budget, a different fact from the macropad grant.
    const notGrant = new Set(["/keyboard"]);
    const grantPages = pagesContaining(real, "$20").filter((path) => !notGrant.has(path));
    expect(deadlinePages).toContain("/");
    expect(deadlinePages.length).toBeGreaterThan(3);
    expect(spacingPages.length).toBeGreaterThan(2);
    expect(grantPages.length).toBeGreaterThan(2);

    vi.resetModules();
    vi.doMock("~/content/programme/deadlines.ts", async (importOriginal) => {
      const original = await importOriginal<typeof Deadlines>();
      const macropadDeadline = { date: "2030-03-01", label: "March 1st, 2030", short: "March 1st" };
      return { ...original, macropadDeadline, keyboardDeadline: { ...original.keyboardDeadline, ifOnlyMacropad: macropadDeadline } };
    });
    vi.doMock("~/content/programme/dimensions.ts", async (importOriginal) => {
      const original = await importOriginal<typeof Dimensions>();
      return { ...original, dimensions: { ...original.dimensions, switchSpacingMm: 21.43125 } };
    });
    vi.doMock("~/content/programme/grant.ts", async (importOriginal) => {
      const original = await importOriginal<typeof Grant>();
      return { ...original, grant: { ...original.grant, amountUsd: 35, label: "$35" } };
    });
    const changed = await renderAllPages();

    for (const path of deadlinePages) expect(text(changed.get(path) ?? ""), path).toContain("March 1st");
    for (const path of spacingPages) expect(text(changed.get(path) ?? ""), path).toContain("21.43125 mm");
    for (const path of grantPages) expect(text(changed.get(path) ?? ""), path).toContain("$35");
    expect(pagesContaining(changed, "February 16th"), "pages still typing the old deadline").toEqual([]);
    expect(pagesContaining(changed, "19.05 mm"), "pages still typing the old switch spacing").toEqual([]);
    expect(
      pagesContaining(changed, "$20").filter((path) => !notGrant.has(path)),
      "pages still typing the old grant",
    ).toEqual([]);
  });

  it("answers who makes the PCB and how the grant works with the same words on every page that asks", async () => {
    const pages = await renderAllPages();
    const shown = [...pages].filter(([, html]) => afterApprovalText(html) !== undefined).map(([path]) => path);
    expect(shown.sort()).toEqual([...afterApprovalPages].sort());
    const texts = new Set(afterApprovalPages.map((path) => afterApprovalText(pages.get(path) ?? "")));
    expect(texts.size, "the wording differs between pages").toBe(1);
    const [answer = ""] = texts;
    for (const fact of ["Vermont, USA", "$20", "JLCPCB", "receipt", "XIAO RP2040", "3D-printed case"]) expect(answer).toContain(fact);
  });

  it("a changed grant, shipping origin, PCB maker or kit shows up on every page that shows them, and the old values nowhere", async () => {
    const real = await renderAllPages();
    const originPages = pagesContaining(real, "Vermont");
    const makerPages = pagesContaining(real, "JLCPCB");
    expect(originPages).toEqual(expect.arrayContaining(afterApprovalPages));
    // The landing page says what you get (the kit and the PCB grant) from the same data.
    expect(makerPages.sort()).toEqual([...afterApprovalPages, "/"].sort());

    vi.resetModules();
    vi.doMock("~/content/programme/grant.ts", async (importOriginal) => {
      const original = await importOriginal<typeof Grant>();
      const [, ...otherMakers] = original.pcbMakers;
      return {
        ...original,
        grant: { ...original.grant, amountUsd: 35, label: "$35" },
        shipping: { ...original.shipping, origin: "Leeds, UK" },
        pcbMakers: [{ name: "BoardHouse", url: "https://example.org/", when: "the usual choice" }, ...otherMakers],
        kitContents: [...original.kitContents, "a sheet of stickers"],
      };
    });
    const changed = await renderAllPages();

    for (const path of originPages) expect(text(changed.get(path) ?? ""), path).toContain("Leeds, UK");
    for (const path of makerPages) expect(text(changed.get(path) ?? ""), path).toContain("BoardHouse");
    for (const path of afterApprovalPages) {
      const answer = afterApprovalText(changed.get(path) ?? "") ?? "";
      for (const fact of ["Leeds, UK", "$35", "BoardHouse", "a sheet of stickers"]) expect(answer, path).toContain(fact);
    }
    const whatYouGet = text(changed.get("/") ?? "");
    for (const fact of ["A kit, from Leeds, UK", "The $35 grant, for your PCB", "BoardHouse", "a sheet of stickers"]) expect(whatYouGet).toContain(fact);
    expect(pagesContaining(changed, "Vermont"), "pages still typing the old shipping origin").toEqual([]);
    expect(pagesContaining(changed, "JLCPCB"), "pages still typing the old PCB maker").toEqual([]);
  });
});

describe("the PCB size rule has one wording (issue 19)", () => {
  it("every page that states the PCB size limit says it in the spec's words, and none says it another way", async () => {
    const pages = await renderAllPages();
    const wording = `at most ${limits.pcb.maxWidthMm} × ${limits.pcb.maxHeightMm} mm`;
    expect(pcbSizeLimit).toBe(wording);
    const size = new RegExp(`${limits.pcb.maxWidthMm}\\s*(?:mm)?\\s*[×x]\\s*${limits.pcb.maxHeightMm}`, "g");
    const otherWording = new RegExp(`\\b(?:under|below|smaller than|less than|within|up to)\\s+${limits.pcb.maxWidthMm}\\s*mm`, "i");
    const stating: string[] = [];
    for (const [path, html] of pages) {
      const seen = visibleText(html);
      expect(seen, path).not.toMatch(otherWording);
      for (const match of seen.matchAll(size)) {
        stating.push(path);
        expect(seen.slice(Math.max(0, match.index - "at most ".length), match.index + wording.length - "at most ".length), path).toBe(wording);
      }
    }
    // The landing page's requirements, the FAQ, the rules checklist and the guide's size check all state it.
    expect(new Set(stating)).toEqual(new Set(["/", "/faq", "/submitting", "/guide", "/check"]));
  });
});

describe("programme status follows the deadlines and the day (issue 10)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const docPaths = (pages: Map<string, string>) => [...pages.keys()].filter((path) => path !== "/");
  const isKeyboard = (path: string) => path.startsWith("/keyboard");

  it("after the deadlines: the landing page and every docs page's banner say the round closed, keyboard pages with their own date", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 0, 10, 12));
    const pages = await renderAllPages();
    // What a visitor sees (the variants for other days are in the page too, hidden): the closed status and what to do now.
    const macropadClosed = "Submissions for this round closed on February 16th, 2025. Next round: watch #hackpad. Or build a pad anyway, with your own parts.";
    const keyboardClosed =
      "Keyboard submissions for this round closed on March 16th, 2025. Next round: watch #hackpad. Or build your keyboard anyway, with your own parts.";
    expect(visibleText(pages.get("/") ?? "")).toContain(macropadClosed);
    // The landing page shows the keyboard's status under the macropad's, which already says what to do.
    expect(visibleText(pages.get("/") ?? "")).toContain("Keyboard submissions for this round closed on March 16th, 2025.\n");
    for (const path of docPaths(pages)) {
      expect(visibleText(pages.get(path) ?? ""), path).toContain(isKeyboard(path) ? keyboardClosed : macropadClosed);
    }
  });

  it("one edit to a date moves the status everywhere: before it, the date with its year and the days left", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2030, 1, 20, 12));
    vi.resetModules();
    vi.doMock("~/content/programme/deadlines.ts", async (importOriginal) => {
      const original = await importOriginal<typeof Deadlines>();
      const macropadDeadline = { date: "2030-03-01", label: "March 1st, 2030", short: "March 1st" };
      const keyboardDeadline = {
        ...original.keyboardDeadline,
        date: "2030-04-01",
        label: "April 1st, 2030",
        short: "April 1st",
        ifOnlyMacropad: macropadDeadline,
      };
      return { ...original, macropadDeadline, keyboardDeadline };
    });
    const pages = await renderAllPages();
    expect(text(pages.get("/") ?? "")).toContain("Submissions are open until March 1st, 2030: 9 days left.");
    expect(text(pages.get("/") ?? "")).toContain("Keyboard submissions are open until April 1st, 2030 (tentative): 40 days left.");
    for (const path of docPaths(pages)) {
      const expected = isKeyboard(path) ? "April 1st, 2030 (tentative): 40 days left." : "March 1st, 2030: 9 days left.";
      expect(text(pages.get(path) ?? ""), path).toContain(expected);
    }
    expect(pagesContaining(pages, "February 16th"), "pages still showing the old macropad deadline").toEqual([]);
    expect(pagesContaining(pages, "March 16th"), "pages still showing the old keyboard deadline").toEqual([]);
  });
});

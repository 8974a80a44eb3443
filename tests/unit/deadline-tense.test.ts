/**
 * Issue 19: every sentence that states a deadline follows the programme's status. Each page (the landing page
 * and every docs page under its status banner) is rendered as the build renders it on days either side of
 * each deadline, and no sentence a visitor sees may state a deadline in the wrong tense.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAllPages } from "../support/render-pages";
import { sentencesOf, visibleText, wrongTenses } from "../support/deadline-tense";

afterEach(() => {
  vi.useRealTimers();
});

/** Renders every page with the machine's clock at noon on `day` (the build's day outside a real build). */
async function pagesOn(day: string): Promise<Map<string, string>> {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(year, month - 1, date, 12));
  const pages = await renderAllPages();
  const text = new Map<string, string>();
  for (const [path, html] of pages) text.set(path, visibleText(html));
  return text;
}

const sentence = (text: string | undefined, pattern: RegExp) => sentencesOf(text ?? "").find((line) => pattern.test(line));

describe("the tense checker", () => {
  it("catches the old wording once the round is over, and a past tense before it", () => {
    const old = "Submit your macropad by February 16th, 2025, with everything the submission checklist asks for.";
    expect(wrongTenses(old, "2025-02-10")).toEqual([]);
    expect(wrongTenses(old, "2025-02-17")).toHaveLength(1);
    expect(wrongTenses("Submissions close on February 16th, 2025.", "2026-01-01")).toHaveLength(1);
    expect(wrongTenses("Read the FAQ: the deadline (February 16th, 2025).", "2026-01-01")).toHaveLength(1);
    expect(wrongTenses("Submissions for this round closed on February 16th, 2025.", "2025-02-16")).toHaveLength(1);
    expect(wrongTenses("Keyboard submissions close on March 16th, 2025.", "2025-02-20")).toEqual([]);
    expect(wrongTenses("February 16th and March 16th are the dates.", "2025-02-20")).toHaveLength(1);
  });

  it("reads only what a visitor sees: not the hidden variant, not screen-reader extras", () => {
    const html =
      '<div><p class="invisible" aria-hidden="true">Submissions close on February 16th.</p><p>Closed on February 16th.<span class="sr-only"> (opens in a new tab)</span></p></div>';
    expect(visibleText(html).trim()).toBe("Closed on February 16th.");
  });
});

const days = [
  { day: "2025-02-10", macropad: "open", keyboard: "open" },
  { day: "2025-02-16", macropad: "open", keyboard: "open" },
  { day: "2025-02-17", macropad: "closed", keyboard: "open" },
  { day: "2025-03-16", macropad: "closed", keyboard: "open" },
  { day: "2025-03-17", macropad: "closed", keyboard: "closed" },
] as const;

describe("every page states each deadline in the tense of the day", () => {
  it.each(days)("on $day (macropad $macropad, keyboard $keyboard)", async ({ day, macropad, keyboard }) => {
    const pages = await pagesOn(day);
    expect(pages.size).toBeGreaterThan(12);
    const problems = [...pages].flatMap(([path, text]) => wrongTenses(text, day).map((problem) => `${path}: ${problem}`));
    expect(problems).toEqual([]);

    // The pages that state a deadline do state it, in the variant for the day.
    const faq = pages.get("/faq");
    const submitting = pages.get("/submitting");
    const keyboardPage = pages.get("/keyboard");
    const banner = sentence(pages.get("/guide"), /February 16th/);
    if (macropad === "open") {
      expect(sentence(faq, /^Submit your macropad by February 16th, 2025/)).toBeDefined();
      expect(sentence(submitting, /^Submissions close on February 16th, 2025\.$/)).toBeDefined();
      expect(banner).toMatch(/^Submissions are open until February 16th, 2025: /);
    } else {
      expect(sentence(faq, /^It was February 16th, 2025: submissions for this round are closed\./)).toBeDefined();
      expect(sentence(submitting, /^Submissions for this round closed on February 16th, 2025\.$/)).toBeDefined();
      expect(banner).toBe("Submissions for this round closed on February 16th, 2025.");
      // What a latecomer can do: the next round (where it is announced) and building anyway, in the banner and the FAQ.
      expect(pages.get("/guide")).toMatch(/Next round: watch #hackpad\. Or build a pad anyway, with your own parts\./);
      expect(pages.get("/")).toMatch(/Next round: watch #hackpad\. Or build a pad anyway, with your own parts\./);
      expect(faq).toMatch(/Wait for the next round\./);
      expect(faq).toMatch(/Build one anyway\./);
    }
    if (macropad === "closed" && keyboard === "open") {
      expect(pages.get("/guide")).toMatch(/Approved pads can go on to a keyboard until March 16th\./);
      expect(faq).toMatch(/Macropad approved\? The keyboard track is open until March 16th, 2025\./);
    }
    if (keyboard === "closed") {
      expect(faq).toMatch(/The keyboard track closed on March 16th, 2025 as well\./);
      expect(sentence(keyboardPage, /^Keyboard submissions for this round closed on March 16th, 2025\./)).toBeDefined();
    } else {
      expect(sentence(keyboardPage, /^Keyboard submissions are open until March 16th, 2025 \(tentative\)/)).toBeDefined();
    }
    expect(sentence(pages.get("/"), /February 16th/)).toBe(
      macropad === "open" ? sentence(pages.get("/guide"), /February 16th/) : "Submissions for this round closed on February 16th, 2025.",
    );
  });
});

import { describe, expect, it } from "vitest";
import { createSearchIndex, documentsFromHtml, numberDocuments, serializeSearchIndex } from "~/lib/search/build-index";
import { processTerm } from "~/lib/search/options";
import { excerpt, loadSearchIndex, plainText, search } from "~/app/components/search/query";
import { SYNONYMS } from "~/lib/search/synonyms";

const errors = `<html><head><title>DRC errors and what to do · Hackpad docs</title></head><body><main>
<h1>DRC errors and what to do</h1><p>Every KiCad design rule check message a Hackpad usually hits.</p>
<h2 id="must-fix">Must fix</h2><p>Errors. Your DRC must show none of these before you submit.</p>
<h3 id="courtyards-overlap">Courtyards overlap</h3><p>Two footprints' keep-out areas overlap, so the parts may collide. Move the footprints apart.</p>
<h3 id="clearance">Clearance violation</h3><p>Two copper items are closer than the board house allows.</p>
</main></body></html>`;
const guide = `<html><head><title>DIY Guide · Hackpad docs</title></head><body><main>
<h1>DIY Guide</h1><p>Draw the schematic and route the PCB in KiCad.</p>
<h2 id="routing">Routing</h2><p>Route each track from pad to pad. Keep traces short and away from the board edge.</p>
<h2 id="firmware">Firmware</h2><p>Write KMK firmware in Python for the XIAO RP2040.</p>
</main></body></html>`;

const documents = numberDocuments([documentsFromHtml(errors, "/errors"), documentsFromHtml(guide, "/guide")]);
// Round-trip through JSON, as the browser does.
const index = loadSearchIndex(serializeSearchIndex(documents));

describe("search", () => {
  it("finds the courtyard DRC message despite a typo", () => {
    const [first] = search(index, "curtyard");
    expect(first?.url).toBe("/errors#courtyards-overlap");
    expect(plainText(first?.heading ?? [])).toBe("Courtyards overlap");
  });

  it("matches the start of a word while typing", () => {
    expect(search(index, "firmw")[0]?.url).toBe("/guide#firmware");
    expect(search(index, "clea")[0]?.url).toBe("/errors#clearance");
  });

  it("ranks a heading match above a passing mention", () => {
    expect(search(index, "routing")[0]?.url).toBe("/guide#routing");
  });

  it("highlights the matching words in heading and excerpt", () => {
    const [first] = search(index, "courtyard");
    expect(first?.heading).toEqual([
      { text: "Courtyards", match: true },
      { text: " overlap", match: false },
    ]);
    const hit = search(index, "footprints")[0];
    expect(hit?.excerpt.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(["footprints", "footprints"]);
  });

  it("needs every word when it can, and falls back to any word", () => {
    expect(search(index, "kmk python").map((hit) => hit.url)).toEqual(["/guide#firmware"]);
    expect(search(index, "python zebra").map((hit) => hit.url)).toEqual(["/guide#firmware"]);
  });

  it("ignores queries shorter than two characters", () => {
    expect(search(index, " k ")).toEqual([]);
  });

  it("works on an index built in memory as well", () => {
    expect(createSearchIndex(documents).search("overlap")[0]?.url).toBe("/errors#courtyards-overlap");
  });
});

describe("excerpt", () => {
  const long = `${"Filler words before the point. ".repeat(10)}Here the courtyard rule matters most. ${"More words after it. ".repeat(10)}`;

  it("cuts a window around the match at word boundaries, with ellipses", () => {
    const segments = excerpt(long, new Set(["courtyard"]), 120);
    const text = plainText(segments);
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(122);
    expect(segments.filter((segment) => segment.match)).toEqual([{ text: "courtyard", match: true }]);
    expect(text).toMatch(/^…[A-Z]/);
    expect(text).toMatch(/\w…$/);
  });

  it("keeps short text whole and starts at the top when nothing matched in it", () => {
    expect(plainText(excerpt("Short text.", new Set(["zzz"])))).toBe("Short text.");
    expect(plainText(excerpt(long, new Set(["zzz"]), 60)).startsWith("Filler words")).toBe(true);
  });
});

describe("typo tolerance", () => {
  it("does not turn a short word into a different one", () => {
    expect(search(index, "kmk").map((hit) => hit.url)).toEqual(["/guide#firmware"]);
    expect(search(index, "qmk")).toEqual([]);
  });
});

describe("search ranking across the two tracks (issue 10)", () => {
  // As on the real site: the macropad answer states its date through a component, so its text never says
  // "deadline", while the keyboard sections say it in heading and text.
  const faq = `<html><head><title>FAQ · Hackpad docs</title></head><body><main><h1>FAQ</h1>
<h2 id="deadline">When is the deadline?</h2><p>Submit your macropad by February 16th, 2025.</p>
<h2 id="keyboard_deadline">When is the keyboard deadline?</h2><p>The keyboard deadline is March 16th, 2025.</p>
</main></body></html>`;
  const keyboard = `<html><head><title>Keyboard Overview · Hackpad docs</title></head><body><main><h1>Keyboard Overview</h1>
<h2 id="deadline">Deadline</h2><p>The deadline for a full keyboard is March 16th, 2025. The macropad deadline still applies.</p>
</main></body></html>`;
  const trackIndex = loadSearchIndex(serializeSearchIndex(numberDocuments([documentsFromHtml(faq, "/faq"), documentsFromHtml(keyboard, "/keyboard")])));
  const urls = (query: string) => search(trackIndex, query).map((hit) => hit.url);

  it('puts the macropad deadline first for "deadline", above both keyboard sections', () => {
    expect(urls("deadline")).toEqual(["/faq#deadline", "/keyboard#deadline", "/faq#keyboard_deadline"]);
  });

  it("keeps the keyboard sections first when the query asks about the keyboard, even half typed", () => {
    expect(urls("keyboard deadline")[0]).not.toBe("/faq#deadline");
    expect(urls("keyboard deadline").slice(0, 2).sort()).toEqual(["/faq#keyboard_deadline", "/keyboard#deadline"]);
    expect(urls("keyb deadline")[0]).not.toBe("/faq#deadline");
  });
});

describe("questions in a participant's words (issue 19)", () => {
  const faq = `<html><head><title>FAQ · Hackpad docs</title></head><body><main><h1>FAQ</h1>
<h2 id="case_size">How big can my case be?</h2><p>Case fits within the printer's size. The size is length × width × height.</p>
<h2 id="pcb_size">How big can my PCB be?</h2><p>Keep the board small: a large board costs more.</p>
</main></body></html>`;
  const tips = `<html><head><title>KiCad tips · Hackpad docs</title></head><body><main><h1>KiCad tips</h1>
<h2 id="toolbar">The toolbar</h2><p>Big buttons on the toolbar pick the tools; the case comes later. Tools too.</p>
<h2 id="pins">Pins</h2><p>Each pin of the XIAO has a name, and the pins are numbered.</p>
<h2 id="pinned">Pinned windows</h2><p>A pinned window stays on top.</p>
</main></body></html>`;
  const questionIndex = loadSearchIndex(serializeSearchIndex(numberDocuments([documentsFromHtml(faq, "/faq"), documentsFromHtml(tips, "/tips")])));
  const urls = (query: string) => search(questionIndex, query).map((hit) => hit.url);

  it('finds the case size for "case too big", not the toolbar ("too" is a filler word, not the start of "toolbar")', () => {
    expect(urls("case too big")[0]).toBe("/faq#case_size");
    expect(urls("too")).toEqual([]);
  });

  it("finds the size answers through synonyms, and highlights the word the page uses", () => {
    expect(urls("case too large")[0]).toBe("/faq#case_size");
    expect(urls("max case dimensions")[0]).toBe("/faq#case_size");
    const [hit] = search(questionIndex, "case dimensions");
    expect(hit?.excerpt.filter((segment) => segment.match).map((segment) => segment.text.toLowerCase())).toContain("size");
  });

  it("ranks a section that uses the typed word above one that only has its synonyms", () => {
    // Both answers say "big" in their heading (a synonym of "large"); the case answer says "size" twice
    // (another synonym), the PCB answer says "large" once.
    expect(urls("large").slice(0, 2)).toEqual(["/faq#pcb_size", "/faq#case_size"]);
  });

  it("matches a short finished word and its plural only, and any longer word while it is still being typed", () => {
    expect(urls("pin ")).toEqual(["/tips#pins"]);
    expect(urls("pin")).toEqual(expect.arrayContaining(["/tips#pins", "/tips#pinned"]));
    expect(urls("xiao pin")).toEqual(["/tips#pins"]);
  });
});

describe("the synonym list", () => {
  it("holds single index words, each mapped to other index words", () => {
    for (const [word, alternatives] of Object.entries(SYNONYMS)) {
      expect(processTerm(word), word).toBe(word);
      expect(alternatives.length, word).toBeGreaterThan(0);
      for (const alternative of alternatives) {
        expect(processTerm(alternative), `${word} → ${alternative}`).toBe(alternative);
        expect(alternative, word).not.toBe(word);
      }
    }
  });
});

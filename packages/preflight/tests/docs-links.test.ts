import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ruleDocs } from "../src/docs-links.ts";
import { RULE_ORDER } from "../src/index.ts";

/** Heading ids of a docs page: explicit `{#id}` ones, and rehype-slug's ids for the others. */
function headingIds(page: string): Set<string> {
  const source = readFileSync(new URL(`../../../content/docs/${page}.mdx`, import.meta.url), "utf8").replace(/```[\s\S]*?```/g, "");
  const ids = new Set<string>();
  for (const match of source.matchAll(/^#{1,6}\s+(.+)$/gm)) {
    const heading = match[1] ?? "";
    const explicit = /\{#([\w-]+)\}\s*$/.exec(heading);
    ids.add(
      explicit
        ? (explicit[1] ?? "")
        : heading
            .trim()
            .toLowerCase()
            .replace(/[^\w\s-]/g, "")
            .replace(/\s/g, "-"),
    );
  }
  return ids;
}

describe("rule docs links", () => {
  it("has a link for every rule the report lists", () => {
    expect(Object.keys(ruleDocs).sort()).toEqual([...RULE_ORDER, "case-fit"].sort());
  });

  for (const [id, link] of Object.entries(ruleDocs)) {
    it(`${id} → ${link} is a real page and heading`, () => {
      const [path, anchor] = link.split("#");
      const page = (path ?? "").replace(/^\//, "");
      expect(headingIds(page).has(anchor ?? "")).toBe(true);
    });
  }
});

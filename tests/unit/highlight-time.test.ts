/**
 * Code blocks come out coloured the same on a busy build machine as on an idle one: Shiki's per-line time limit
 * (500 ms unless told otherwise) is off in both pipelines. A clock that jumps a second at every reading makes every
 * line "slow"; with the limit on, the tokenizer would leave each line plain after its first token.
 */
import rehypeShiki from "@shikijs/rehype";
import type { Element, Root } from "hast";
import { unified } from "unified";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mdxHighlighting } from "~/lib/mdx/code-highlighting";
import { rehypeHighlightSync } from "~/lib/mdx/highlight-sync";

const source = "// Copyright 2025 Hack Club\nint main(void) { return 0; }";

const codeBlock = (): Root => ({
  type: "root",
  children: [
    {
      type: "element",
      tagName: "pre",
      properties: {},
      children: [{ type: "element", tagName: "code", properties: { className: ["language-c"] }, children: [{ type: "text", value: source }] }],
    },
  ],
});

/** Each token's text with its colour class, in order. */
function tokens(tree: Root): string[] {
  const found: string[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children as (Root | Element | { type: "text" })[]) {
      // @shikijs/rehype puts its highlighted block in place of the <pre> as a root of its own.
      if (child.type === "root") walk(child);
      if (child.type !== "element") continue;
      const text = child.children.length === 1 && child.children[0]?.type === "text" ? child.children[0].value : null;
      const className = Array.isArray(child.properties.className) ? child.properties.className.join(" ") : "";
      if (child.tagName === "span" && text !== null && className) found.push(`${className}: ${text.trim()}`);
      else walk(child);
    }
  };
  walk(tree);
  return found;
}

function slowClock() {
  let now = 0;
  vi.spyOn(Date, "now").mockImplementation(() => (now += 1_000));
}

afterEach(() => vi.restoreAllMocks());

describe("code colouring does not depend on how busy the machine is", () => {
  it("colours every token of a project page's code block with a clock that says each line took seconds", () => {
    const idle = codeBlock();
    rehypeHighlightSync()(idle);
    slowClock();
    const busy = codeBlock();
    rehypeHighlightSync()(busy);
    expect(tokens(busy)).toEqual(tokens(idle));
    expect(tokens(busy)).toContain("sk-token-comment: // Copyright 2025 Hack Club");
    expect(tokens(busy).filter((token) => token.includes("return"))).toHaveLength(1);
  });

  it("colours every token of an MDX page's code block with the same clock", async () => {
    const colour = async () => (await unified().use(rehypeShiki, mdxHighlighting).run(codeBlock())) as Root;
    const idle = await colour();
    slowClock();
    const busy = await colour();
    expect(tokens(busy)).toEqual(tokens(idle));
    expect(tokens(busy)).toContain("sk-token-comment: // Copyright 2025 Hack Club");
    expect(tokens(busy).filter((token) => token.includes("return"))).toHaveLength(1);
  });
});

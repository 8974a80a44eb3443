import { describe, expect, it } from "vitest";
import { PAGE_END_ID, renderAfterParseScript } from "~/app/render-after-parse";

describe("first paint after the page is parsed", () => {
  it("adds a render-blocking expect link for the page-end marker to the head", () => {
    const head: { rel: string; href: string; attributes: Record<string, string> }[] = [];
    const document = {
      createElement: (tag: string) => {
        expect(tag).toBe("link");
        const link = {
          rel: "",
          href: "",
          attributes: {} as Record<string, string>,
          setAttribute: (name: string, value: string) => void (link.attributes[name] = value),
        };
        return link;
      },
      head: { appendChild: (link: (typeof head)[number]) => head.push(link) },
    };
    new Function("document", renderAfterParseScript)(document);
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({ rel: "expect", href: `#${PAGE_END_ID}`, attributes: { blocking: "render" } });
  });
});

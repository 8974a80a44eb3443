import { describe, expect, it } from "vitest";
import { scanXmlTags, type XmlTag } from "../../../lib/preflight/parsers/xml-tags.ts";

const tags = (xml: string) => {
  const out: XmlTag[] = [];
  scanXmlTags(xml, (tag) => out.push(tag));
  return out;
};

describe("scanXmlTags", () => {
  it("reads start, empty and end tags with attributes, dropping namespace prefixes", () => {
    const found = tags('<?xml version="1.0"?><model unit="millimeter"><p:item objectid=\'3\' p:path="/3D/a.model"/></model>');
    expect(found).toEqual([
      { name: "model", closing: false, selfClosing: false, attributes: { unit: "millimeter" } },
      { name: "item", closing: false, selfClosing: true, attributes: { objectid: "3", path: "/3D/a.model" } },
      { name: "model", closing: true, selfClosing: false, attributes: {} },
    ]);
  });

  it("decodes entities in attribute values and skips comments, CDATA and declarations", () => {
    const found = tags('<!DOCTYPE x><!-- <fake a="1"/> --><o name="Tom &amp; Jerry &#233;&#x21;"/><![CDATA[<not a="tag">]]><e/>');
    expect(found.map((tag) => tag.name)).toEqual(["o", "e"]);
    expect(found[0]?.attributes.name).toBe("Tom & Jerry é!");
  });

  it("stops cleanly on a truncated document", () => {
    expect(tags('<a x="1"><b y="2"').map((tag) => tag.name)).toEqual(["a"]);
  });
});

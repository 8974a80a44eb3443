import { describe, expect, it } from "vitest";
import { headersForPath, parseHeadersFile } from "~/lib/security-headers";

describe("_headers parsing", () => {
  const rules = parseHeadersFile("/*\n  X-A: 1\n  X-B: 2\n\n/assets/*\n  Cache-Control: immutable\n  X-B: 3\n");

  it("applies /* everywhere and later rules win", () => {
    expect(headersForPath(rules, "/guide")).toEqual({ "X-A": "1", "X-B": "2" });
    expect(headersForPath(rules, "/assets/app.js")).toEqual({ "X-A": "1", "X-B": "3", "Cache-Control": "immutable" });
  });
});

import { describe, expect, it } from "vitest";
import { filePathPieces } from "~/lib/file-path";

describe("filePathPieces", () => {
  it("ends every piece but the file name with its slash, losing nothing", () => {
    expect(filePathPieces("keyboards/jjpad/keymaps/default/keymap.c")).toEqual(["keyboards/", "jjpad/", "keymaps/", "default/", "keymap.c"]);
    expect(filePathPieces("main.py")).toEqual(["main.py"]);
    expect(filePathPieces("/etc/hosts")).toEqual(["/", "etc/", "hosts"]);
    expect(filePathPieces("firmware/")).toEqual(["firmware/"]);
    expect(filePathPieces("")).toEqual([""]);
    for (const path of ["a//b", "x/y/z.txt", "no-slash"]) expect(filePathPieces(path).join("")).toBe(path);
  });
});

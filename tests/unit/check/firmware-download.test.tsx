import { unzipSync, strFromU8 } from "fflate";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { firmwareZip } from "../../../app/check/lib/firmware-zip.ts";
import { FirmwareDownload } from "../../../app/check/report/FirmwareDownload.tsx";
import { everything, matrix3x3 } from "@hackpad/firmware/testing";

describe("Write firmware for this board (/check)", () => {
  it("zips the KMK files under the pad's folder", () => {
    const result = firmwareZip(everything(), "kmk", "Lazy Pad");
    if (!("bytes" in result)) throw new Error(result.problems.join(" "));
    expect(result.fileName).toBe("lazy_pad-kmk.zip");
    const files = unzipSync(result.bytes);
    expect(Object.keys(files).sort()).toEqual(["lazy_pad-kmk/COPY-TO-CIRCUITPY.md", "lazy_pad-kmk/main.py"]);
    expect(strFromU8(files["lazy_pad-kmk/main.py"] as Uint8Array)).toContain("keyboard.diode_orientation = DiodeOrientation.ROW2COL");
  });

  it("zips the QMK keyboard folder as qmk new-keyboard lays it out", () => {
    const result = firmwareZip(everything(), "qmk", "Lazy Pad");
    if (!("bytes" in result)) throw new Error(result.problems.join(" "));
    expect(result.fileName).toBe("lazy_pad-qmk.zip");
    expect(Object.keys(unzipSync(result.bytes)).sort()).toEqual([
      "lazy_pad/config.h",
      "lazy_pad/halconf.h",
      "lazy_pad/keyboard.json",
      "lazy_pad/keymaps/default/keymap.c",
      "lazy_pad/keymaps/default/rules.mk",
      "lazy_pad/mcuconf.h",
      "lazy_pad/readme.md",
    ]);
  });

  it("zips the keys that work with what it left out, and gives the reasons instead of a zip only when not one key can be read", () => {
    const partial = firmwareZip({ ...matrix3x3(), problems: ["SW10 reaches no XIAO pin."] }, "qmk", "x");
    if (!("bytes" in partial)) throw new Error(partial.problems.join(" "));
    expect(partial.notes).toEqual(["SW10 reaches no XIAO pin."]);
    expect(strFromU8(unzipSync(partial.bytes)["x/keymaps/default/keymap.c"] as Uint8Array)).toContain("//   - SW10 reaches no XIAO pin.");
    expect(firmwareZip({ ...matrix3x3(), keys: [], problems: ["SW4 joins D0 straight to D1 with no diode between them."] }, "qmk", "x")).toEqual({
      problems: ["Not one switch on the board can be read by any firmware:", "SW4 joins D0 straight to D1 with no diode between them."],
    });
  });

  it("offers both downloads under its own heading, linking the guide's section", () => {
    const html = renderToStaticMarkup(<FirmwareDownload wiring={matrix3x3()} input="lazypad-main.zip" />);
    expect(html).toContain('<h3 id="check-firmware-title"');
    expect(html).toContain("Download KMK (main.py)");
    expect(html).toContain("Download QMK (keyboard folder)");
    expect(html).toContain('href="/guide#firmware_from_board"');
  });
});

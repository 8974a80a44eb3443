import { useState } from "react";
import { submissionNames } from "@hackpad/programme/submission";
import type { Wiring } from "@hackpad/preflight";
import type { FirmwareFamily } from "../lib/firmware-zip";
import { padName } from "@hackpad/preflight/report";
import { saveFile } from "../lib/save-file";
import { secondaryButton } from "../styles";
import { toolAnchors } from "./page-tools";

const { kmkMain, firmware: firmwareFolder, production, firmwareUf2: uf2 } = submissionNames;

/** "Write firmware for this board": KMK or QMK from the board's wiring, as a zip, written in the browser. */
export function FirmwareDownload({ wiring, input }: { wiring: Wiring; input: string }) {
  const [status, setStatus] = useState<{ text: string; problems: string[] }>({ text: "", problems: [] });
  const download = async (family: FirmwareFamily) => {
    const { firmwareZip } = await import("../lib/firmware-zip");
    const result = firmwareZip(wiring, family, padName(input));
    if ("problems" in result) {
      setStatus({ text: "No firmware written:", problems: result.problems });
      return;
    }
    saveFile(result.bytes, result.fileName, "application/zip");
    setStatus({
      text: `Downloaded ${result.fileName}. Unzip it; its ${family === "kmk" ? "COPY-TO-CIRCUITPY.md" : "readme.md"} says what to do next.${
        result.notes.length > 0 ? " Left out of it, and faults on the board:" : ""
      }`,
      problems: result.notes,
    });
  };
  return (
    <section id={toolAnchors.firmware} tabIndex={-1} aria-labelledby="check-firmware-title" className="mt-6 scroll-mt-24" data-testid="check-firmware">
      <h3 id="check-firmware-title" className="text-xl font-bold">
        Write firmware for this board
      </h3>
      <p className="mt-1">
        Firmware with the pins your board wires, a first keymap and comments, yours to change. See the{" "}
        <a href="/guide#firmware_from_board" className="underline">
          guide
        </a>{" "}
        for what is in it.
      </p>
      <p className="mt-1" data-testid="firmware-where">
        Where the files go in your repository: KMK&rsquo;s <code>{kmkMain}</code> in <code>{firmwareFolder}/</code> and again in <code>{production}/</code>, in
        place of <code>{uf2}</code>; or QMK&rsquo;s keyboard folder in <code>{firmwareFolder}/</code>, with the <code>{uf2}</code> you compile from it in{" "}
        <code>{production}/</code>.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void download("kmk")}>
          Download KMK (main.py)
        </button>
        <button type="button" className={secondaryButton} onClick={() => void download("qmk")}>
          Download QMK (keyboard folder)
        </button>
      </div>
      <div role="status" className="mt-2 min-h-6 text-sm">
        {status.text}
        {status.problems.length > 0 ? (
          <ul className="mt-1 list-disc pl-6">
            {status.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

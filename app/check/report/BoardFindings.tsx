import type { MouseEvent } from "react";
import { plural } from "@hackpad/preflight/report";
import type { BoardFinding } from "./board-findings";

/** Moves the reader to the board drawing, where the finding's parts are marked. */
function goToDrawing(event: MouseEvent<HTMLAnchorElement>) {
  const drawing = document.getElementById("check-board");
  if (!drawing) return;
  event.preventDefault();
  drawing.scrollIntoView({ block: "start" });
  drawing.focus({ preventScroll: true });
}

/**
 * "On your board": what the check read off the board's wiring that the board itself must change, before it is
 * ordered; each finding names its parts, which the drawing marks.
 */
export function BoardFindings({ findings, marked }: { findings: readonly BoardFinding[]; marked: boolean }) {
  if (findings.length === 0) return null;
  return (
    <section
      aria-labelledby="board-findings-title"
      className="mt-6 rounded-xl border-2 border-amber-600 p-4 dark:border-amber-400"
      data-testid="board-findings"
    >
      <h3 id="board-findings-title" className="text-xl font-bold">
        Fix on your board before you order it
      </h3>
      <p className="mt-1">Read from your board&rsquo;s wiring ({plural(findings.length, "finding")}). Firmware cannot mend these: change the PCB in KiCad.</p>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {findings.map((finding) => (
          <li key={finding.text} data-board-finding={finding.refs.join(" ")}>
            <p>{finding.text}</p>
            {finding.refs.length > 0 ? (
              <p className="mt-0.5 text-sm">
                <span className="font-semibold">Parts:</span> {finding.refs.join(", ")}
                {marked ? (
                  <>
                    {" "}
                    (
                    <a href="#check-board" onClick={goToDrawing} className="text-[var(--link)] underline underline-offset-2">
                      marked on the drawing
                    </a>
                    )
                  </>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { useEffect, useRef } from "react";
import type { InputProblem } from "@hackpad/preflight/report";
import { secondaryButton } from "../styles";

/**
 * In place of a report, when there is nothing to check: the input cannot be read (a corrupt or empty zip) or it
 * is not a Hackpad project (a picture, another program's repository). One message, what to do, and a way to
 * try another file.
 */
export function InputProblemPanel({ problem, verdict, onChooseAnother }: { problem: InputProblem; verdict: string; onChooseAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [problem]);
  return (
    <section
      aria-labelledby="check-report-title"
      className="not-prose my-8 rounded-xl border-2 border-accent-600 p-4 [overflow-wrap:anywhere] sm:p-6 dark:border-accent-300"
      data-testid="check-report"
      data-verdict={verdict}
      data-input-problem={problem.kind}
    >
      <h2 id="check-report-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {problem.title}
      </h2>
      <p className="mt-2" data-testid="check-unreadable">
        {problem.message}
      </p>
      {problem.notes.length > 0 ? (
        <ul className="mt-2 list-disc pl-6" data-testid="check-input-notes">
          {problem.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3" data-testid="check-advice">
        <strong>What to do:</strong> {problem.advice}
      </p>
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="button" className={secondaryButton} onClick={onChooseAnother}>
          Choose another zip
        </button>
        <span>or drop a folder or zip on the box above.</span>
      </p>
    </section>
  );
}

import type { ReactNode } from "react";
import { ExternalLink } from "~/app/components/ExternalLink";
import { readmeMustShow, submissionTarget } from "@hackpad/programme/submission";

type SubmissionUrl = "repository" | "structureExample" | "keycapForm";

const defaultText: Record<SubmissionUrl, string> = {
  repository: "the hackpad repository",
  structureExample: "the Orpheuspad folder",
  keycapForm: "the keycap form",
};

/**
 * A link to one of the submission addresses kept in `content/programme/submission.ts`:
 * `<SubmissionLink to="keycapForm">fill in the keycap form</SubmissionLink>`.
 */
export function SubmissionLink({ to, children }: { to: SubmissionUrl; children?: ReactNode }) {
  return <ExternalLink href={submissionTarget[to]}>{children ?? defaultText[to]}</ExternalLink>;
}

/** Who reviews submissions, e.g. "@alexren". */
export function Reviewer() {
  return <strong>{submissionTarget.reviewer}</strong>;
}

/** The folder inside the repository where every pad goes, as `hackpads/`. */
export function SubmissionFolder() {
  return <code>{submissionTarget.folder}/</code>;
}

/** What every submission README must show, as a checklist. */
export function ReadmeMustShow() {
  return (
    <ul className="not-prose my-4 space-y-2" aria-label="Your README must show">
      {readmeMustShow.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-1 inline-flex size-4 shrink-0 rounded border-2 border-brand-600 dark:border-brand-300" />
          <span>{item.charAt(0).toUpperCase() + item.slice(1)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Links to READMEs of accepted pads, to copy the shape (never the content) from. */
export function ReadmeExamples() {
  return (
    <ul>
      {submissionTarget.readmeExamples.map((example) => (
        <li key={example.url}>
          <ExternalLink href={example.url}>{example.name} README</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

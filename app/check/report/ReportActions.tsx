import { useState } from "react";
import { reportToMarkdown } from "@hackpad/preflight/report";
import type { Report } from "@hackpad/preflight/report";
import { secondaryButton } from "../styles";

const fileSafe = (name: string) =>
  name
    .replace(/\.zip$/i, "")
    .replace(/[^a-z0-9._-]+/gi, "-")
    .replace(/^-+|-+$/g, "") || "project";

/** "Copy report as Markdown" for the pull request, and "Download report (JSON)". */
export function ReportActions({ report }: { report: Report }) {
  const [copied, setCopied] = useState<string>("");
  const copy = async () => {
    const markdown = reportToMarkdown(report, window.location.origin);
    try {
      await navigator.clipboard.writeText(markdown);
      setCopied("Copied. Paste it into your pull request's description.");
    } catch {
      setCopied("Your browser did not allow copying. Use Download instead, or select the text of the report.");
    }
  };
  const download = () => {
    const blob = new Blob([`${JSON.stringify(report, null, 2)}\n`], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `${fileSafe(report.input)}-preflight.json`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="not-prose mt-4">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void copy()}>
          Copy report as Markdown
        </button>
        <button type="button" className={secondaryButton} onClick={download}>
          Download report (JSON)
        </button>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm">
        {copied}
      </p>
    </div>
  );
}

import { submissionTree, type TreeNode } from "@hackpad/programme/submission";

function Node({ node }: { node: TreeNode }) {
  return (
    <li className="mt-1">
      <span className="font-mono font-semibold">
        <span aria-hidden="true">{node.kind === "folder" ? "📁 " : "📄 "}</span>
        {node.name}
        {node.kind === "folder" ? "/" : ""}
      </span>
      <span className="text-[var(--fg-muted)]"> — {node.note}</span>
      {node.children && (
        <ul className="ml-3 border-l border-[var(--border)] pl-4">
          {node.children.map((child) => (
            <Node key={child.name} node={child} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The folder layout of a submission, drawn from the programme data. */
export function SubmissionTree() {
  return (
    <figure className="my-5 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4">
      <figcaption className="text-sm font-semibold text-[var(--fg-muted)]">Your project folder</figcaption>
      <ul className="not-prose mt-2 text-[0.95rem]">
        <Node node={submissionTree} />
      </ul>
    </figure>
  );
}

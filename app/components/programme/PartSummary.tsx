import { approvedParts, partMaxLabel } from "@hackpad/programme/parts";

type PartId = (typeof approvedParts)[number]["id"];

/**
 * One line from the approved parts list, for the top of a part's section on /parts:
 * `<PartSummary ids={["mx-switch", "choc-v2"]} />`. Unknown ids fail the build.
 */
export function PartSummary({ ids }: { ids: PartId[] }) {
  const parts = ids.map((id) => {
    const part = approvedParts.find((candidate) => candidate.id === id);
    if (!part) throw new Error(`<PartSummary ids={["${id}"]} />: no such part in content/programme/parts.ts`);
    return part;
  });
  return (
    <dl className="not-prose my-4 divide-y divide-[var(--border)] rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] text-[0.95rem]">
      {parts.map((part) => (
        <div key={part.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-2">
          <dt className="font-semibold">{part.name}</dt>
          <dd>
            <span className="text-[var(--fg-muted)]">Max per pad: </span>
            <strong>{partMaxLabel(part)}</strong>
          </dd>
        </div>
      ))}
    </dl>
  );
}

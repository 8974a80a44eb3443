import { TableScroll } from "~/app/components/TableScroll";
import { drcByGroup, drcGroups, groupDefaultSeverities, type DrcGroup, type KicadSeverity } from "@hackpad/programme/drc";

const badge: Record<KicadSeverity, string> = {
  ignore: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100",
  warning: "bg-amber-200 text-amber-950 dark:bg-amber-900 dark:text-amber-100",
  error: "bg-rose-200 text-rose-950 dark:bg-rose-900 dark:text-rose-100",
};

/** How a reader sees KiCad's default for a check. */
export const severityLabel: Record<KicadSeverity, string> = {
  error: "error",
  warning: "warning",
  ignore: "off (ignored)",
};

/** One group of KiCad DRC messages, each with its own anchor, KiCad's default severity, meaning and fix. */
export function DrcList({ group }: { group: DrcGroup }) {
  const messages = drcByGroup(group);
  return (
    <div className="my-5 space-y-4">
      <p>{drcGroups[group].intro}</p>
      {messages.map((message) => (
        <div key={message.id} className="rounded-lg border border-[var(--border)] p-4">
          <h3 id={message.id} className="!mt-0 break-words font-mono !text-base">
            {message.message}
          </h3>
          <p className="mt-1 text-sm">
            KiCad&apos;s default:{" "}
            <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${badge[message.defaultSeverity]}`}>
              {severityLabel[message.defaultSeverity]}
            </span>
            {message.kicadTitle ? <> · listed in Board Setup as “{message.kicadTitle}”</> : null}
            {message.specName ? <> · also called “{message.specName}”</> : null}
          </p>
          <dl className="mt-2 space-y-1">
            <div>
              <dt className="inline font-semibold">What it means: </dt>
              <dd className="inline">{message.meaning}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">What to do: </dt>
              <dd className="inline">{message.action}</dd>
            </div>
          </dl>
        </div>
      ))}
    </div>
  );
}

const groupRows: { group: DrcGroup; href: string; submit: string }[] = [
  { group: "ignore", href: "#ignore", submit: "Yes" },
  { group: "warning", href: "#warnings", submit: "Yes, once you've checked it isn't a real mistake" },
  { group: "error", href: "#must_fix", submit: "No: fix every one" },
];

/** The three groups of /errors with KiCad's default severities of their messages, from the DRC data. */
export function DrcSeverityTable() {
  return (
    <TableScroll label="DRC groups and KiCad severities">
      <table>
        <thead>
          <tr>
            <th scope="col">Group</th>
            <th scope="col">KiCad&apos;s default for its messages</th>
            <th scope="col">Can you submit with it?</th>
          </tr>
        </thead>
        <tbody>
          {groupRows.map((row) => (
            <tr key={row.group}>
              <td>
                <a href={row.href}>{drcGroups[row.group].title}</a>
              </td>
              <td>
                {groupDefaultSeverities(row.group)
                  .map((s) => severityLabel[s])
                  .join(", ")}
              </td>
              <td>{row.submit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

import { drcByGroup, drcGroups, type DrcGroup } from "~/content/programme/drc";

const badge: Record<DrcGroup, string> = {
  ignore: "bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100",
  warning: "bg-amber-200 text-amber-950 dark:bg-amber-900 dark:text-amber-100",
  error: "bg-rose-200 text-rose-950 dark:bg-rose-900 dark:text-rose-100",
};

/** One group of KiCad DRC messages, each with its own anchor, meaning and fix. */
export function DrcList({ group }: { group: DrcGroup }) {
  const messages = drcByGroup(group);
  return (
    <div className="my-5 space-y-4">
      <p>{drcGroups[group].intro}</p>
      {messages.map((message) => (
        <section key={message.id} aria-labelledby={message.id} className="rounded-lg border border-[var(--border)] p-4">
          <h3 id={message.id} className="!mt-0 font-mono !text-base">
            {message.message}
          </h3>
          <p className="mt-1">
            <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${badge[group]}`}>{message.severity}</span>
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
        </section>
      ))}
    </div>
  );
}

import { Link } from "react-router";
import { drcGroups } from "@hackpad/programme/drc";
import { drcSummary, explainedGroupOrder, unknownAdvice, type DrcExplanation, type ExplainedGroup } from "~/app/check/lib/drc-explain";

const groupTitle: Record<ExplainedGroup, string> = {
  error: drcGroups.error.title,
  warning: drcGroups.warning.title,
  ignore: drcGroups.ignore.title,
  unknown: "Not on the DRC errors page",
};

const groupIntro: Record<ExplainedGroup, string> = {
  error: drcGroups.error.intro,
  warning: drcGroups.warning.intro,
  ignore: drcGroups.ignore.intro,
  unknown: "The DRC errors page does not describe these yet. KiCad's own severity says what to do.",
};

const times = (n: number) => `${n} ×`;

/** The violations of a DRC report grouped by type, must-fix first, each with the /errors advice. */
export default function DrcResult({ explanation, source }: { explanation: DrcExplanation; source: string }) {
  return (
    <div className="not-prose mt-4 [overflow-wrap:anywhere]" data-testid="drc-result">
      <p className="font-semibold">
        {source}: {drcSummary(explanation)}
      </p>
      {explainedGroupOrder.map((group) => {
        const types = explanation.types.filter((type) => type.group === group);
        if (types.length === 0) return null;
        return (
          <section key={group} className="mt-4" data-drc-group={group}>
            <h4 className="text-lg font-bold">
              {groupTitle[group]} ({explanation.counts[group]})
            </h4>
            <p className="text-[var(--fg-muted)]">{groupIntro[group]}</p>
            <ul className="not-prose mt-2 space-y-2">
              {types.map((type) => (
                <li key={`${type.type}-${type.severity}`} className="rounded-lg border border-[var(--border)] p-3" data-drc-type={type.type}>
                  <p className="font-mono font-semibold break-words">
                    {times(type.count)} {type.description || type.type}
                  </p>
                  <p className="text-sm text-[var(--fg-muted)]">
                    KiCad: {type.severity}, <span className="font-mono">{type.type}</span>
                  </p>
                  {type.entry ? (
                    <>
                      <p className="mt-1">{type.entry.meaning}</p>
                      <p className="mt-1">
                        <strong>What to do:</strong> {type.entry.action}{" "}
                        <Link to={`/errors#${type.entry.id}`} className="text-[var(--link)] underline underline-offset-2">
                          More on this message
                        </Link>
                      </p>
                    </>
                  ) : (
                    <p className="mt-1">{unknownAdvice(type)}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

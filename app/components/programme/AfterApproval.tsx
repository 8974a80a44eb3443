import { useId, type ReactNode } from "react";
import { ExternalLink } from "~/app/components/ExternalLink";
import { ChatLink } from "~/app/components/programme/ChatLink";
import { afterApprovalSteps, afterApprovalSummary } from "@hackpad/programme/after-approval";
import { grant, grantRules, kitContents, partShops, pcbMakers, shipping } from "@hackpad/programme/grant";

const box = "rounded-lg border border-[var(--border)] bg-[var(--bg)] p-3";

/** "a, b or c" from a list of words. */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** A bold line that names the list under it, for screen readers too. */
function LabelledList({ title, ordered = false, className, children }: { title: ReactNode; ordered?: boolean; className?: string; children: ReactNode }) {
  const id = useId();
  const List = ordered ? "ol" : "ul";
  return (
    <div className={className}>
      <p id={id} className="font-bold">
        {title}
      </p>
      <List aria-labelledby={id} className="mt-2">
        {children}
      </List>
    </div>
  );
}

/**
 * Who makes what once a pad is approved (the kit from Hack Club, the PCB ordered by the participant with
 * the grant), how to spend the grant, and what happens next. Every page that answers the question shows
 * this one component, so the wording is the same everywhere.
 */
export function AfterApproval() {
  return (
    <div data-after-approval className="my-6 space-y-4 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4">
      <p className="font-semibold">{afterApprovalSummary}</p>

      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledList title={`Hack Club sends you, from ${shipping.origin}`} className={box}>
          {kitContents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </LabelledList>
        <LabelledList title={`You order, with the ${grant.label} grant`} className={box}>
          <li>
            your PCB, from{" "}
            {pcbMakers.map((maker, index) => (
              <span key={maker.name}>
                {index > 0 && (index === pcbMakers.length - 1 ? " or " : ", ")}
                <ExternalLink href={maker.url}>{maker.name}</ExternalLink> ({maker.when})
              </span>
            ))}
          </li>
          <li>
            any extra parts your pad needs to work, from {orList(partShops)}; ask in <ChatLink /> before you use another shop, and avoid Amazon
          </li>
        </LabelledList>
      </div>

      <LabelledList title="What happens next" ordered>
        {afterApprovalSteps.map((step) => (
          <li key={step.id}>
            <strong>{step.title}.</strong> {step.detail}
          </li>
        ))}
      </LabelledList>

      <details className="rounded-lg border border-[var(--border)] bg-[var(--bg)] px-3 py-2">
        <summary className="cursor-pointer font-bold">How to spend the grant</summary>
        <ul className="mt-2">
          {grantRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}

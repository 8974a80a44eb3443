import { useId } from "react";
import { ExternalLink } from "~/app/components/ExternalLink";
import { ChatLink } from "~/app/components/programme/ChatLink";
import { afterApprovalSteps, afterApprovalSummary } from "~/content/programme/after-approval";
import { grant, grantRules, kitContents, partShops, pcbMakers, shipping } from "~/content/programme/grant";

const box = "rounded-lg border border-[var(--border)] p-3";
const label = "font-bold";

/** "a, b or c" from a list of words. */
function orList(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/**
 * Who makes what once a pad is approved (the kit from Hack Club, the PCB ordered by the participant with
 * the grant), how to spend the grant, and what happens next. Every page that answers the question shows
 * this one component, so the wording is the same everywhere.
 */
export function AfterApproval() {
  const id = useId();
  return (
    <div data-after-approval className="my-6 space-y-4 rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] p-4">
      <p className="font-semibold">{afterApprovalSummary}</p>

      <div className="grid gap-3 sm:grid-cols-2">
        <div className={`${box} bg-[var(--bg)]`}>
          <p id={`${id}-kit`} className={label}>
            Hack Club sends you, from {shipping.origin}
          </p>
          <ul aria-labelledby={`${id}-kit`} className="mt-2">
            {kitContents.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className={`${box} bg-[var(--bg)]`}>
          <p id={`${id}-order`} className={label}>
            You order, with the {grant.label} grant
          </p>
          <ul aria-labelledby={`${id}-order`} className="mt-2">
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
              any extra parts your pad needs to work, from {orList(partShops)}; ask in <ChatLink /> before you use
              another shop, and avoid Amazon
            </li>
          </ul>
        </div>
      </div>

      <div>
        <p id={`${id}-next`} className={label}>
          What happens next
        </p>
        <ol aria-labelledby={`${id}-next`} className="mt-2">
          {afterApprovalSteps.map((step) => (
            <li key={step.id}>
              <strong>{step.title}.</strong> {step.detail}
            </li>
          ))}
        </ol>
      </div>

      <div>
        <p id={`${id}-rules`} className={label}>
          Spending the grant
        </p>
        <ul aria-labelledby={`${id}-rules`} className="mt-2">
          {grantRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

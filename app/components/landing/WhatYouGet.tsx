import { Link } from "react-router";
import { afterApprovalSteps } from "@hackpad/programme/after-approval";
import { grant, grantRules, kitContents, shipping } from "@hackpad/programme/grant";
import { approvedParts, type ApprovedPart } from "@hackpad/programme/parts";

const card = "rounded-xl border border-[var(--border)] bg-[var(--bg)] p-5";
const link = "font-semibold text-[var(--link)] underline underline-offset-2";

/** "up to 16", "just one", "one per switch", "as needed": how many of a part a pad may have. */
function allowance(part: ApprovedPart): string {
  if (part.max === undefined) return part.maxLabel ?? "as needed";
  return part.max === 1 ? "just one" : `up to ${part.max}`;
}

/** A step of what happens after approval, by id (content/programme/after-approval.ts). */
function step(id: (typeof afterApprovalSteps)[number]["id"]): string {
  return afterApprovalSteps.find((candidate) => candidate.id === id)?.detail ?? "";
}

/**
 * The landing page's "What you get": the kit Hack Club sends (with the approved parts and how many of each)
 * and the PCB grant, all from the programme data, then the way to submit.
 */
export function WhatYouGet() {
  const parts = approvedParts.filter((part) => part.id !== "xiao");
  return (
    <section aria-labelledby="get-title" className="py-14">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="get-title" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          What you get
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-[var(--fg-muted)]">
          When your pad is approved, Hack Club sends you the parts for <em>your</em> design and a grant for its circuit board.
        </p>
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <div className={card}>
            <h3 className="text-lg font-bold">A kit, from {shipping.origin}</h3>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {kitContents.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h4 id="get-parts" className="mt-5 font-bold">
              The approved parts, per pad
            </h4>
            <ul aria-labelledby="get-parts" className="mt-2 grid gap-x-6 gap-y-1.5 text-[0.95rem] sm:grid-cols-2">
              {parts.map((part) => (
                <li key={part.id}>
                  {part.name} <span className="whitespace-nowrap text-[var(--fg-muted)]">({allowance(part)})</span>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <Link to="/parts" prefetch="intent" className={link}>
                The approved parts list
              </Link>{" "}
              says what each part is for.
            </p>
          </div>
          <div className={card}>
            <h3 className="text-lg font-bold">The {grant.label} grant, for your PCB</h3>
            <ul className="mt-3 list-disc space-y-2 pl-6">
              <li>{step("grant")}</li>
              <li>{step("pcb")}</li>
              <li>{grantRules[0]}</li>
            </ul>
            <p className="mt-4">
              <Link to="/faq#what_you_get" prefetch="intent" className={link}>
                Who sends what
              </Link>{" "}
              has the details, and what happens after approval.
            </p>
          </div>
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
          <Link to="/submitting" prefetch="intent" className="rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white shadow-sm hover:bg-brand-800">
            How to submit
          </Link>
          <p className="text-[var(--fg-muted)]">Folder layout, production files and the pull request, step by step.</p>
        </div>
      </div>
    </section>
  );
}

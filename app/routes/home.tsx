import { Link } from "react-router";
import { site } from "~/content/site";
import { findRule, landingPad, landingRequirementIds, macropadDeadline, macropadExamples } from "@hackpad/programme";
import { ExternalLink } from "~/app/components/ExternalLink";
import { LandingHeader } from "~/app/components/landing/LandingHeader";
import { WhatYouGet } from "~/app/components/landing/WhatYouGet";
import { SiteFooter } from "~/app/components/SiteFooter";
import { SkipLink } from "~/app/components/SkipLink";
import { StaticHtml } from "~/app/components/StaticHtml";
import { PadDrawing } from "~/app/illustrations/PadDrawing";
import { CaseStepPicture, FirmwareStepPicture, PcbStepPicture } from "~/app/illustrations/StepPictures";
import { TrackStatus } from "~/app/components/status/TrackStatus";
import { buildDay } from "~/app/lib/build-day";
import { deadlineStatus } from "~/app/lib/programme-status";
import { pageMeta } from "~/lib/page-meta";

export function meta() {
  // Link previews can't run scripts: they get the status as of the build.
  const closed = deadlineStatus(macropadDeadline, buildDay()).state === "closed";
  const when = closed ? `This round closed ${macropadDeadline.label}; the guide stays open.` : `Submissions close ${macropadDeadline.label}.`;
  return pageMeta({
    title: site.title,
    description: `Design your own macropad (PCB, case and firmware) and Hack Club ships you the parts. ${when}`,
    pathname: "/",
  });
}

const steps = [
  { title: "Design a PCB", text: "Draw the circuit and lay out the board in KiCad.", href: "/guide#pcb_design", Picture: PcbStepPicture },
  { title: "Build a case", text: "Model a 3D-printed case that fits your board.", href: "/guide#case", Picture: CaseStepPicture },
  { title: "Code firmware", text: "Make every key, knob and light do what you want.", href: "/guide#firmware", Picture: FirmwareStepPicture },
];

const sectionTitle = "text-2xl font-extrabold tracking-tight sm:text-3xl";
const link = "font-semibold text-[var(--link)] underline underline-offset-2";

export default function Home() {
  return (
    <>
      <SkipLink />
      <LandingHeader />
      <main id="main" tabIndex={-1} className="outline-none [overflow-wrap:break-word]">
        {/* The header above is 4.25rem tall: the title starts where it did when the header lay over the section. */}
        <section className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-3 pb-12 md:grid-cols-[1.1fr_1fr] md:pt-7">
          <div>
            <h1 className="hero-title relative inline-block font-black leading-none tracking-[0.08em] text-brand-700 dark:text-brand-300">
              HACKPAD
              <span className="hero-badge absolute -top-3 -right-4 rotate-12 sm:-right-14 rounded-md bg-accent-600 px-2 py-0.5 text-lg font-extrabold tracking-normal text-white">
                {site.version}!
              </span>
            </h1>
            <p className="mt-5 max-w-xl text-xl text-[var(--fg-muted)]">
              Design your own macropad, a small programmable keyboard, from scratch. If it&rsquo;s approved, Hack Club ships you the parts to build it.
            </p>
            <div className="mt-5 max-w-xl rounded-lg border-l-4 border-accent-600 bg-[var(--bg-soft)] p-3" data-testid="programme-status">
              <p className="font-semibold">
                <TrackStatus track="macropad" keyboardOption={false} />
              </p>
              <p className="mt-1 text-sm text-[var(--fg-muted)]">
                <TrackStatus track="keyboard" afterwards={false} />
              </p>
            </div>
            <div className="mt-8 flex flex-wrap items-center gap-3">
              <Link to="/guide" prefetch="intent" className="rounded-lg bg-brand-700 px-6 py-3 text-lg font-bold text-white shadow-sm hover:bg-brand-800">
                Start the guide
              </Link>
              <ExternalLink
                href={site.chat.channelUrl}
                className="rounded-lg border border-[var(--border)] px-6 py-3 text-lg font-semibold hover:bg-[var(--bg-inset)]"
              >
                Join {site.chat.channel}
              </ExternalLink>
            </div>
            <p className="mt-4 text-[var(--fg-muted)]">
              New to the {site.chat.workspace}?{" "}
              <ExternalLink href={site.chat.joinUrl} className={link}>
                Join it first
              </ExternalLink>
              , then hop into {site.chat.channel} for help and updates.
            </p>
            <p className="mt-3 font-semibold" data-testid="hero-check">
              Already have a design?{" "}
              <Link to="/check" prefetch="intent" className={link}>
                Check your project
              </Link>{" "}
              <span className="font-normal text-[var(--fg-muted)]">in your browser before you submit it.</span>
            </p>
          </div>
          <figure className="rounded-2xl border border-[var(--border)] bg-[var(--bg-soft)] p-6">
            <StaticHtml id="landing-pad">
              <PadDrawing spec={landingPad} className="mx-auto block w-full max-w-sm" />
            </StaticHtml>
            <figcaption className="mt-3 text-center text-sm text-[var(--fg-muted)]">An example pad: 4 keys, a knob, a small screen and 2 LEDs.</figcaption>
          </figure>
        </section>

        <section aria-labelledby="steps-title" className="bg-[var(--bg-soft)] py-14">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="steps-title" className={sectionTitle}>
              Three steps to your own pad
            </h2>
            <ol className="mt-8 grid grid-cols-1 gap-5 md:grid-cols-3">
              {steps.map(({ title, text, href, Picture }, index) => (
                <li key={title} className="flex flex-wrap gap-4 rounded-xl border border-[var(--border)] bg-[var(--bg)] p-5">
                  <StaticHtml id={`step-${index}`}>
                    <Picture />
                  </StaticHtml>
                  {/* Beside the picture while there is room for a short line; under it with large text. */}
                  <div className="min-w-0 flex-[1_1_5rem]">
                    <p className="text-sm font-bold text-[var(--fg-muted)]">Step {index + 1}</p>
                    <h3 className="text-lg font-bold">
                      <Link to={href} prefetch="intent" className="hover:underline">
                        {title}
                      </Link>
                    </h3>
                    <p className="mt-1 text-[var(--fg-muted)]">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <WhatYouGet />

        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 pb-14 md:grid-cols-2">
          <section aria-labelledby="what-title">
            <h2 id="what-title" className={sectionTitle}>
              What is this?
            </h2>
            <p className="mt-4">
              Hackpad is a limited-time Hack Club programme: <strong>You Ship, We Ship</strong>. You learn to design a macropad and submit it; when it&rsquo;s
              approved, we ship you the parts for <em>your</em> design.
            </p>
          </section>

          <section aria-labelledby="macropad-title">
            <h2 id="macropad-title" className={sectionTitle}>
              What&rsquo;s a macropad?
            </h2>
            <p className="mt-4">
              A small keyboard with just the keys you want. Use it for shortcuts, custom keybinds, typing whole sentences with one press, or even as a MIDI
              controller. Some well-known ones:
            </p>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {macropadExamples.map((example) => (
                <li key={example.url}>
                  <ExternalLink href={example.url} className={link}>
                    {example.name}
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="requirements-title">
            <h2 id="requirements-title" className={sectionTitle}>
              Requirements
            </h2>
            <ul className="mt-4 space-y-3">
              {landingRequirementIds.map((id) => {
                const rule = findRule(id);
                return rule ? (
                  <li key={id} className="rounded-lg border border-[var(--border)] p-3">
                    <strong>{rule.title}</strong>
                    <span className="block text-[var(--fg-muted)]">{rule.detail}</span>
                  </li>
                ) : null;
              })}
            </ul>
            <p className="mt-3 text-[var(--fg-muted)]">
              This list isn&rsquo;t everything: read the{" "}
              <Link to="/submitting#rules" className={link}>
                full rules
              </Link>{" "}
              and ask in {site.chat.channel} if you&rsquo;re unsure.
            </p>
            <p className="mt-2 text-[var(--fg-muted)]">
              Done?{" "}
              <Link to="/check" className={link}>
                Check your project
              </Link>{" "}
              in your browser, then{" "}
              <Link to="/submitting" className={link}>
                submit it
              </Link>
              .
            </p>
          </section>

          <section aria-labelledby="v2-title">
            <h2 id="v2-title" className={sectionTitle}>
              New in V2: a full keyboard
            </h2>
            <p className="mt-4">Once your macropad is approved and working, you can go further and design a full keyboard.</p>
            <ul className="mt-4 space-y-2">
              <li>
                <Link to="/keyboard" prefetch="intent" className={link}>
                  Keyboard overview
                </Link>{" "}
                — who can join and what you get
              </li>
              <li>
                <Link to="/projects" prefetch="intent" className={link}>
                  Browse example projects
                </Link>{" "}
                — pads other people designed
              </li>
              <li>
                <Link to="/faq" prefetch="intent" className={link}>
                  Read the FAQ
                </Link>{" "}
                — grant, shipping, parts and deadlines
              </li>
            </ul>
          </section>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

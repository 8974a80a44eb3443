import type { JourneyStep, NavLink } from "../../content/site.ts";
import { samePage } from "../../lib/paths.ts";

/** Where a page sits in the reader's journey, for the links at its foot. */
export interface JourneyPlace {
  /** The step before (on an optional page: the step it deepens, to go back to). */
  prev?: NavLink;
  /** The next step of the journey. An optional page is never a next step. */
  next?: NavLink;
  /** Optional pages offered here (on an optional page: the other optional pages of the same step). */
  optional: NavLink[];
  /** Set on an optional page: the journey step it belongs to. */
  optionalTo?: NavLink;
}

function asLink({ label, href }: NavLink): NavLink {
  return { label, href };
}

/**
 * The previous and next steps around `pathname`, and the optional pages offered there. Steps are looked
 * up before optional pages, so a page that is a step of one journey and optional in another is a step.
 */
export function journeyPlace(journeys: readonly (readonly JourneyStep[])[], pathname: string): JourneyPlace {
  for (const steps of journeys) {
    const index = steps.findIndex((step) => samePage(step.href, pathname));
    if (index === -1) continue;
    const step = steps[index];
    const before = steps[index - 1];
    const after = steps[index + 1];
    return {
      prev: before && asLink(before),
      next: after && asLink(after),
      optional: step?.optional ?? [],
    };
  }
  for (const steps of journeys) {
    const index = steps.findIndex((step) => step.optional?.some((link) => samePage(link.href, pathname)));
    if (index === -1) continue;
    const step = steps[index];
    const after = steps[index + 1];
    if (!step) continue;
    return {
      prev: asLink(step),
      next: after && asLink(after),
      optional: (step.optional ?? []).filter((link) => !samePage(link.href, pathname)),
      optionalTo: asLink(step),
    };
  }
  return { optional: [] };
}

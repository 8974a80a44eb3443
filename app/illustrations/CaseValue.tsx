import { caseWorkedExample, type CaseValueId } from "~/lib/illustrations/guide-case";

const values = caseWorkedExample();

/**
 * One number of the guide's worked case example, computed from the programme's dimensions:
 * `<CaseValue id="outer" />` → "61 × 82.7 mm". Unknown ids fail the build.
 */
export function CaseValue({ id }: { id: CaseValueId | (string & {}) }) {
  if (!Object.hasOwn(values, id)) throw new Error(`<CaseValue id="${id}" />: no such value in app/illustrations/lib/guide-case.ts`);
  return <>{values[id as CaseValueId]}</>;
}

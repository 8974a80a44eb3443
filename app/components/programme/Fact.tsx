import { facts, isFactId } from "@hackpad/programme/facts";

/** One programme fact as text, e.g. `<Fact id="switchSpacing" />` → "19.05 mm". Unknown ids fail the build. */
export function Fact({ id }: { id: string }) {
  if (!isFactId(id)) throw new Error(`<Fact id="${id}" />: no such fact in content/programme/facts.ts`);
  return <>{facts[id]}</>;
}

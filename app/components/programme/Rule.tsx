import { findRule } from "@hackpad/programme/rules";

/** One rule, title and explanation, by id: `<Rule id="inputs" />`. Unknown ids fail the build. */
export function Rule({ id, brief = false }: { id: string; brief?: boolean }) {
  const rule = findRule(id);
  if (!rule) throw new Error(`<Rule id="${id}" />: no such rule in content/programme/rules.ts`);
  if (brief) return <strong>{rule.title}</strong>;
  return (
    <span>
      <strong>{rule.title}.</strong> {rule.detail}
    </span>
  );
}

import { Link } from "react-router";
import { ruleTitle } from "~/packages/preflight/src/report/words";
import { ruleDocs } from "~/packages/preflight/src/docs-links";
import { macropadRules } from "~/content/programme/rules";
import type { PreflightRuleId } from "~/packages/preflight/src/types";

// The report's order (packages/preflight/src/index.ts), without loading the engine on the page.
const order: PreflightRuleId[] = ["structure", ...macropadRules.map((rule) => rule.id)];

/** Every rule the check reports on, each linked to the docs section that explains it (the report links there too). */
export function CheckedRules() {
  return (
    <ul aria-label="Rules the check reports on">
      {order.map((id) => (
        <li key={id}>
          <Link to={ruleDocs[id]}>{ruleTitle(id)}</Link>
        </li>
      ))}
    </ul>
  );
}

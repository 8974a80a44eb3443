import { Link } from "react-router";
import { ruleTitle } from "~/packages/preflight/src/report/words";
import { ruleDocs } from "~/packages/preflight/src/docs-links";
import { RULE_ORDER as order } from "~/packages/preflight/src/rule-order";

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

import { Link } from "react-router";
import { ruleTitle, ruleDocs, RULE_ORDER as order } from "@hackpad/preflight/report";

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

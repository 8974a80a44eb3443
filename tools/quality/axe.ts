/**
 * The accessibility gate's pure parts: which axe-core rules run, the browser-side snippets the tests
 * evaluate in each page (kept as plain strings so no bundler helper leaks into them), and the
 * readable report of violations grouped by rule.
 */

/** WCAG 2.0, 2.1 and 2.2 levels A and AA, plus axe's best-practice rules. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] as const;

/** The part of an axe result the report needs (axe-core's `Result`, trimmed so it crosses from the browser). */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[]; html: string; failureSummary?: string }[];
}

/** Where a set of violations was found. */
export interface AxeRun {
  /** The page path. */
  page: string;
  /** e.g. "desktop, dark" or "phone, light, menu open". */
  variant: string;
  violations: AxeViolation[];
}

/** A browser expression that runs axe (already injected as `window.axe`) and resolves to trimmed violations. */
export function axeRunExpression(tags: readonly string[] = AXE_TAGS): string {
  return `window.axe.run(document, { runOnly: { type: "tag", values: ${JSON.stringify(tags)} }, resultTypes: ["violations"] })
    .then(function (results) {
      return results.violations.map(function (v) {
        return {
          id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
          nodes: v.nodes.map(function (n) { return { target: n.target, html: n.html, failureSummary: n.failureSummary }; })
        };
      });
    })`;
}

/**
 * A browser expression listing images without `alt` (or with a file name or a generic word as alt)
 * and SVGs that are neither hidden from assistive technology nor named pictures.
 */
export const MEDIA_CHECK_EXPRESSION = `(function () {
  var problems = [];
  function describe(el) {
    var html = el.outerHTML.replace(/\\s+/g, " ");
    return html.length > 120 ? html.slice(0, 117) + "..." : html;
  }
  function hidden(el) { return el.closest('[aria-hidden="true"]') !== null; }
  function nameOfSvg(svg) {
    var label = (svg.getAttribute("aria-label") || "").trim();
    if (label) return label;
    var ids = (svg.getAttribute("aria-labelledby") || "").split(/\\s+/).filter(Boolean);
    var text = ids.map(function (id) { var t = document.getElementById(id); return t ? t.textContent : ""; }).join(" ").trim();
    if (text) return text;
    var title = svg.querySelector(":scope > title");
    return title ? title.textContent.trim() : "";
  }
  document.querySelectorAll("img").forEach(function (img) {
    if (hidden(img)) return;
    if (!img.hasAttribute("alt")) { problems.push("img without alt: " + describe(img)); return; }
    var alt = img.getAttribute("alt").trim();
    if (/\\.(png|jpe?g|gif|webp|avif|svg)$/i.test(alt) || /^(image|picture|photo|img|graphic|icon)$/i.test(alt)) {
      problems.push("img with a meaningless alt (" + JSON.stringify(alt) + "): " + describe(img));
    }
  });
  document.querySelectorAll("svg").forEach(function (svg) {
    if (hidden(svg)) return;
    var outer = svg.parentElement && svg.parentElement.closest("svg");
    if (outer && outer.getAttribute("role") === "img" && nameOfSvg(outer)) return;
    if (svg.getAttribute("role") === "img") {
      if (!nameOfSvg(svg)) problems.push('svg role="img" without a name (<title>, aria-label or aria-labelledby): ' + describe(svg));
      return;
    }
    problems.push('svg that is neither aria-hidden="true" nor role="img" with a name: ' + describe(svg));
  });
  return problems;
})()`;

const impactRank: Record<string, number> = { critical: 0, serious: 1, moderate: 2, minor: 3 };

function targetText(target: unknown[]): string {
  return target.map((part) => (Array.isArray(part) ? part.join(" >>> ") : String(part))).join(", ");
}

function summaryLine(summary: string | undefined): string {
  return (summary ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^Fix (any|all) of the following:$/.test(line))
    .join(" / ");
}

/** Total number of failing elements over every run. */
export function violationCount(runs: readonly AxeRun[]): number {
  return runs.reduce((total, run) => total + run.violations.reduce((sum, violation) => sum + violation.nodes.length, 0), 0);
}

/**
 * A report grouped by rule (worst impact first): rule id, impact, help and link, then each failing
 * element by selector with the pages and variants it fails on, and axe's explanation.
 */
export function formatAxeViolations(runs: readonly AxeRun[]): string {
  const count = violationCount(runs);
  if (count === 0) return "No accessibility violations.";

  interface RuleGroup {
    impact: string;
    help: string;
    helpUrl: string;
    elements: Map<string, { target: string; summary: string; html: string; where: string[] }>;
  }
  const rules = new Map<string, RuleGroup>();
  for (const run of runs) {
    for (const violation of run.violations) {
      const rule =
        rules.get(violation.id) ??
        ({ impact: violation.impact ?? "unknown", help: violation.help, helpUrl: violation.helpUrl, elements: new Map() } as RuleGroup);
      rules.set(violation.id, rule);
      for (const node of violation.nodes) {
        const target = targetText(node.target);
        const summary = summaryLine(node.failureSummary);
        const key = `${target}\n${summary}`;
        const element = rule.elements.get(key) ?? { target, summary, html: node.html, where: [] };
        element.where.push(`${run.page} [${run.variant}]`);
        rule.elements.set(key, element);
      }
    }
  }

  const lines = [`${count} accessibility violation${count === 1 ? "" : "s"} (axe-core, ${AXE_TAGS.join(", ")}):`];
  const ordered = [...rules.entries()].sort((a, b) => (impactRank[a[1].impact] ?? 9) - (impactRank[b[1].impact] ?? 9) || a[0].localeCompare(b[0]));
  for (const [id, rule] of ordered) {
    lines.push("", `${id} (${rule.impact}): ${rule.help}`, `  ${rule.helpUrl}`);
    for (const element of rule.elements.values()) {
      const where = element.where.length > 6 ? [...element.where.slice(0, 6), `and ${element.where.length - 6} more`] : element.where;
      lines.push(`  - ${element.target}`);
      lines.push(`      on ${where.join(", ")}`);
      if (element.summary) lines.push(`      ${element.summary}`);
      lines.push(`      ${element.html.replace(/\s+/g, " ").slice(0, 160)}`);
    }
  }
  return lines.join("\n");
}

/**
 * `npm run check:projects`: checks every folder in content/projects the way the build does
 * (front matter, programme limits, sections, images, folder names) and prints every problem. It also
 * finds sections that still hold the template's instructions, which the build lets through so a page
 * can be previewed while it is written. Exit code 1 when anything is wrong. `--dir <folder>` checks
 * another folder (the tests use it).
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { PROJECTS_DIR } from "../lib/content/project-files.ts";
import { PROJECT_TEMPLATE, templateLeftovers } from "../lib/projects/template.ts";
import { checkProjects } from "../lib/projects/validate.ts";

const { values } = parseArgs({ options: { dir: { type: "string" } } });
const dir = values.dir ?? PROJECTS_DIR;
const started = performance.now();
const result = checkProjects(process.cwd(), { dir });
// The template's front matter holds {{placeholders}}, which are not YAML: only its body is compared.
const templateBody = readFileSync(PROJECT_TEMPLATE, "utf8").replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, "");
for (const project of result.projects) result.errors.push(...templateLeftovers(project.file, project.body, templateBody));
const took = `${Math.round(performance.now() - started)} ms`;

if (result.errors.length > 0) {
  console.error(result.errors.join("\n"));
  console.error(
    `\ncheck:projects: ${result.errors.length} problem${result.errors.length === 1 ? "" : "s"} in ${dir} (${result.checked} folder${result.checked === 1 ? "" : "s"} checked, ${took}).`,
  );
  process.exit(1);
}
console.log(`check:projects: OK, ${result.projects.length} project${result.projects.length === 1 ? "" : "s"} in ${dir} passed every check (${took}).`);

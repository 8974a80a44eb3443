/**
 * `npm run new:project -- <slug> [--author <github-name>] [--title "<Title>"]`
 * Writes content/projects/<slug>/index.md from scripts/templates/project with every required section
 * and front matter that passes `npm run check:projects`. Refuses bad slugs and existing folders.
 * The folder is created under the current directory (the repository root when run through npm).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { devServer } from "@hackpad/programme/dimensions";
import { PROJECT_SLUG, PROJECTS_DIR } from "../lib/content/project-files.ts";
import { PROJECT_TEMPLATE } from "../lib/projects/template.ts";
import { checkProject } from "../lib/projects/validate.ts";
import { GITHUB_HANDLE } from "../lib/projects/schema.ts";

const root = process.cwd();
const FALLBACK_AUTHOR = "your-github-name";

function fail(message: string): never {
  console.error(`new:project: ${message}`);
  process.exit(1);
}

/** The GitHub name from `git config github.user`, when the participant has set it. */
function gitHubUser(): string | undefined {
  try {
    const value = execFileSync("git", ["config", "github.user"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return GITHUB_HANDLE.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** `volume-brick` → `Volume Brick`. */
function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { author: { type: "string" }, title: { type: "string" }, help: { type: "boolean", short: "h" } },
});

const usage = 'usage: npm run new:project -- <slug> [--author <github-name>] [--title "Pad name"]';
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const slug = positionals[0];
if (!slug || positionals.length > 1) fail(`give exactly one folder name.\n${usage}`);
if (!PROJECT_SLUG.test(slug)) {
  fail(`"${slug}" is not a valid folder name. Use lower-case letters, digits and single dashes, like volume-brick.`);
}
const folder = join(root, PROJECTS_DIR, slug);
if (existsSync(folder)) fail(`${PROJECTS_DIR}/${slug} already exists. Pick another name, or edit that folder's index.md.`);

const author = values.author ?? gitHubUser() ?? FALLBACK_AUTHOR;
if (!GITHUB_HANDLE.test(author)) fail(`"${author}" is not a GitHub user name (letters, digits and dashes, no @).`);
const title = (values.title ?? titleFromSlug(slug)).replace(/"/g, "'");

const text = readFileSync(PROJECT_TEMPLATE, "utf8").replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
  const fields: Record<string, string> = { slug, author, title, switches: "4" };
  return fields[key] ?? whole;
});

mkdirSync(folder, { recursive: true });
writeFileSync(join(folder, "index.md"), text);

const check = checkProject(root, slug);
if (check.errors.length > 0) fail(`the template produced problems (please report this):\n${check.errors.join("\n")}`);

console.log(`Created ${PROJECTS_DIR}/${slug}/index.md`);
if (author === FALLBACK_AUTHOR) console.log(`  Set author: to your GitHub user name (or pass --author next time).`);
console.log("  Next: fill in each section, put your pictures beside index.md, then run npm run check:projects.");
console.log(`  Preview it with npm run dev at http://localhost:${devServer.hotReloadPort}/projects/${slug}`);

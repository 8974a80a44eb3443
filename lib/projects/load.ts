import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import rehypeSanitize from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { listProjectSlugs, PROJECTS_DIR } from "../content/project-files.ts";

export interface ProjectSummary {
  slug: string;
  title: string;
  author: string;
  description: string;
}

export interface ProjectPage extends ProjectSummary {
  html: string;
}

function splitFrontmatter(source: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  return { data: (parseYaml(match[1] ?? "") as Record<string, unknown>) ?? {}, body: source.slice(match[0].length) };
}

/** Reads one project folder and renders its Markdown to sanitised HTML. */
export async function loadProject(root: string, slug: string): Promise<ProjectPage> {
  const file = join(root, PROJECTS_DIR, slug, "index.md");
  const { data, body } = splitFrontmatter(readFileSync(file, "utf8"));
  const html = String(
    await unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeSanitize).use(rehypeStringify).process(body),
  );
  return {
    slug,
    title: String(data.title ?? slug),
    author: String(data.author ?? ""),
    description: String(data.description ?? ""),
    html,
  };
}

export async function loadAllProjects(root: string): Promise<ProjectSummary[]> {
  const pages = await Promise.all(listProjectSlugs(root).map((slug) => loadProject(root, slug)));
  return pages.map(({ html: _html, ...summary }) => summary);
}

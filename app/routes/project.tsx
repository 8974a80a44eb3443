import { data } from "react-router";
import type { Route } from "./+types/project";
import { loadProject } from "~/lib/projects/load";
import { listProjectSlugs } from "~/lib/content/project-files";
import { pageMeta } from "~/lib/page-meta";

export async function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug ?? "";
  if (!listProjectSlugs(process.cwd()).includes(slug)) throw data("Not found", { status: 404 });
  return loadProject(process.cwd(), slug);
}

export function meta({ data: project, location }: Route.MetaArgs) {
  if (!project) return [];
  return pageMeta({ title: project.title, description: project.description, pathname: location.pathname });
}

export default function ProjectRoute({ loaderData: project }: Route.ComponentProps) {
  return (
    <article className="prose-doc">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{project.title}</h1>
      <p className="text-lg text-[var(--fg-muted)]">{project.description}</p>
      <div dangerouslySetInnerHTML={{ __html: project.html }} />
    </article>
  );
}

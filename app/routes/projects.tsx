import { Link } from "react-router";
import type { Route } from "./+types/projects";
import { loadAllProjects } from "~/lib/projects/load";
import { pageMeta } from "~/lib/page-meta";

export async function loader() {
  return { projects: await loadAllProjects(process.cwd()) };
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: "Projects",
    description: "Macropads designed by Hackpad participants: keys, knobs, screens and firmware of each.",
    pathname: location.pathname,
  });
}

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <article className="prose-doc">
      <h1 className="text-3xl font-extrabold sm:text-4xl">Projects</h1>
      <ul>
        {loaderData.projects.map((project) => (
          <li key={project.slug}>
            <Link to={`/projects/${project.slug}`}>{project.title}</Link> by {project.author}
          </li>
        ))}
      </ul>
    </article>
  );
}

import { data, Link } from "react-router";
import type { Route } from "./+types/project";
import { ExternalLink } from "~/app/components/ExternalLink";
import { GitHubIcon } from "~/app/components/icons";
import { shortUrl } from "~/app/components/projects/labels";
import { ProjectPicture } from "~/app/components/projects/ProjectPicture";
import { ProjectPrevNext } from "~/app/components/projects/ProjectPrevNext";
import { ProjectSpecs } from "~/app/components/projects/ProjectSpecs";
import { pageMeta } from "~/lib/page-meta";

/** Runs at build time only (the site is prerendered): checks the project and renders its Markdown safely. */
export async function loader({ params }: Route.LoaderArgs) {
  const [{ loadProjectPage }, { projectAssetUrl }, { listProjectSlugs }] = await Promise.all([
    import("~/lib/projects/load"),
    import("~/lib/projects/assets"),
    import("~/lib/content/project-files"),
  ]);
  const slug = params.slug ?? "";
  if (!listProjectSlugs(process.cwd()).includes(slug)) throw data("Not found", { status: 404 });
  return loadProjectPage(process.cwd(), slug, { assetUrl: projectAssetUrl });
}

export function meta({ data: project, location }: Route.MetaArgs) {
  if (!project) return [];
  return pageMeta({ title: project.title, description: project.description, pathname: location.pathname });
}

export default function ProjectRoute({ loaderData: project }: Route.ComponentProps) {
  return (
    <article className="prose-doc">
      <p className="text-sm">
        <Link to="/projects" prefetch="intent">
          All projects
        </Link>
      </p>
      <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">{project.title}</h1>
      <p className="text-lg text-[var(--fg-muted)]">{project.description}</p>
      <p className="flex items-center gap-2">
        <GitHubIcon className="size-5 shrink-0" />
        <span>
          By <ExternalLink href={`https://github.com/${project.author}`}>@{project.author}</ExternalLink>
        </span>
      </p>
      <ProjectSpecs project={project} />
      <div className="not-prose relative aspect-[4/3] max-w-lg overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--bg-soft)]">
        <div className="absolute inset-4">
          <ProjectPicture project={project} eager />
        </div>
      </div>
      <div className="project-body prose-doc" dangerouslySetInnerHTML={{ __html: project.html }} />
      <h2 id="project-repository">Repository</h2>
      <p>
        The design files and firmware live in <ExternalLink href={project.repository}>{shortUrl(project.repository)}</ExternalLink>.
      </p>
      <ProjectPrevNext prev={project.prev} next={project.next} />
    </article>
  );
}

import { Link } from "react-router";
import type { Route } from "./+types/projects";
import { ProjectGallery } from "~/app/components/projects/ProjectGallery";
import { pageMeta } from "~/lib/page-meta";

/** Runs at build time only (the site is prerendered): reads and checks every project folder. */
export async function loader() {
  const [{ loadProjectSummaries }, { projectAssetUrl }] = await Promise.all([import("~/lib/projects/load"), import("~/lib/projects/assets")]);
  return { projects: loadProjectSummaries(process.cwd(), { assetUrl: projectAssetUrl }) };
}

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: "Projects",
    description: "Macropads designed by Hackpad participants: keys, knobs, screens and firmware of each, with their files.",
    pathname: location.pathname,
  });
}

export default function ProjectsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <article>
      <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-4xl">Projects</h1>
      <p className="mt-4 max-w-[72ch] text-lg text-[var(--fg-muted)]">
        Macropads people designed for Hackpad. Open one to see its case, PCB, firmware and parts list, or{" "}
        <Link to="/submitting#project_page" className="text-[var(--link)] underline underline-offset-2">
          add your own project page
        </Link>
        .
      </p>
      <ProjectGallery projects={loaderData.projects} />
    </article>
  );
}

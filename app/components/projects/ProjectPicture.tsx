import { PadDrawing } from "~/app/illustrations/PadDrawing";
import type { ProjectSummary } from "~/lib/projects/load";
import { boardName } from "./labels";

/**
 * The project's cover photo when it has one, otherwise a top view drawn from its counts.
 * Both keep their aspect ratio inside a box of fixed proportions, so nothing moves while loading.
 * The drawing's printed words are too small to read on cards and on phones, so they show only on the
 * project page from the small breakpoint up.
 */
export function ProjectPicture({ project, eager = false }: { project: ProjectSummary; eager?: boolean }) {
  if (project.cover) {
    return (
      <img
        src={project.cover.src}
        alt={project.cover.alt}
        width={project.cover.width}
        height={project.cover.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="h-full w-full object-contain"
      />
    );
  }
  return (
    <PadDrawing
      spec={{
        name: boardName(project.title),
        switches: project.switches,
        encoders: project.encoders,
        oled: project.oled,
        leds: project.leds,
        ...(project.layout ? { grid: project.layout } : {}),
        ...(project.xiao ? { xiaoSide: project.xiao } : {}),
      }}
      className="h-full w-full"
      labels={eager ? "wide" : false}
    />
  );
}

import { useId, useState } from "react";
import { Link } from "react-router";
import type { ProjectSummary } from "~/lib/projects/load";
import { FIRMWARES } from "~/lib/projects/fields";
import { oledLabel, plural } from "./labels";
import { ProjectPicture } from "./ProjectPicture";

type Has = "any" | "yes" | "no";

export interface GalleryFilters {
  firmware: "any" | ProjectSummary["firmware"];
  encoder: Has;
  oled: Has;
}

export const NO_FILTERS: GalleryFilters = { firmware: "any", encoder: "any", oled: "any" };

function has(filter: Has, value: boolean): boolean {
  return filter === "any" || (filter === "yes") === value;
}

/** Whether a project passes the gallery's filters. */
export function matches(project: ProjectSummary, filters: GalleryFilters): boolean {
  return (
    (filters.firmware === "any" || project.firmware === filters.firmware) &&
    has(filters.encoder, project.encoders > 0) &&
    has(filters.oled, project.oled !== "none")
  );
}

const select = "mt-1 block w-full rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-2 text-base text-[var(--fg)]";

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={select}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function ProjectCard({ project, hidden }: { project: ProjectSummary; hidden: boolean }) {
  const titleId = useId();
  return (
    <li hidden={hidden} className="flex flex-col overflow-hidden rounded-xl border border-[var(--border)] bg-[var(--bg)]">
      <div className="relative aspect-[4/3] overflow-hidden bg-[var(--bg-soft)]">
        <div className="absolute inset-3">
          <ProjectPicture project={project} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 id={titleId} className="text-lg font-bold leading-snug">
          <Link to={`/projects/${project.slug}`} prefetch="intent" className="text-[var(--link)] underline underline-offset-2">
            {project.title}
          </Link>
        </h2>
        <p className="text-sm text-[var(--fg-muted)]">by @{project.author}</p>
        <p className="text-[0.95rem]">{project.description}</p>
        <ul className="mt-auto flex flex-wrap gap-x-3 gap-y-1 pt-2 text-sm" aria-label={`${project.title} at a glance`}>
          <li>{plural(project.switches, "key")}</li>
          <li>{project.encoders > 0 ? plural(project.encoders, "encoder") : "No encoder"}</li>
          <li>{oledLabel(project.oled)}</li>
          <li>{project.leds > 0 ? plural(project.leds, "LED") : "No LEDs"}</li>
          <li className="font-semibold">{project.firmware === "other" ? "Other firmware" : project.firmware}</li>
        </ul>
      </div>
    </li>
  );
}

/**
 * Every project as a card, with filters by firmware, encoder and OLED and a live count.
 * Filtering only hides cards (the `hidden` attribute), so the prerendered page lists every project.
 */
export function ProjectGallery({ projects }: { projects: ProjectSummary[] }) {
  const [filters, setFilters] = useState<GalleryFilters>(NO_FILTERS);
  const shown = projects.filter((project) => matches(project, filters)).length;
  const set =
    <K extends keyof GalleryFilters>(key: K) =>
    (value: GalleryFilters[K]) =>
      setFilters((f) => ({ ...f, [key]: value }));
  const filtered = filters.firmware !== "any" || filters.encoder !== "any" || filters.oled !== "any";

  return (
    <div className="mt-8">
      <form
        role="search"
        aria-label="Filter projects"
        onSubmit={(event) => event.preventDefault()}
        className="rounded-xl border border-[var(--border)] bg-[var(--bg-soft)] p-4"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <FilterSelect
            label="Firmware"
            value={filters.firmware}
            onChange={set("firmware")}
            options={[["any", "Any firmware"], ...FIRMWARES.map((f) => [f, f === "other" ? "Other" : f] as const)]}
          />
          <FilterSelect
            label="Rotary encoder"
            value={filters.encoder}
            onChange={set("encoder")}
            options={[
              ["any", "With or without"],
              ["yes", "Has an encoder"],
              ["no", "No encoder"],
            ]}
          />
          <FilterSelect
            label="OLED screen"
            value={filters.oled}
            onChange={set("oled")}
            options={[
              ["any", "With or without"],
              ["yes", "Has an OLED"],
              ["no", "No OLED"],
            ]}
          />
        </div>
        <div className="mt-4 flex min-h-10 flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="font-semibold" data-testid="project-count">
            {`Showing ${shown} of ${plural(projects.length, "project")}`}
          </p>
          <button
            type="button"
            onClick={() => setFilters(NO_FILTERS)}
            disabled={!filtered}
            className="rounded-md border border-[var(--border)] bg-[var(--bg)] px-3 py-1.5 text-sm font-semibold disabled:opacity-60"
          >
            Clear filters
          </button>
        </div>
      </form>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Projects">
        {projects.map((project) => (
          <ProjectCard key={project.slug} project={project} hidden={!matches(project, filters)} />
        ))}
      </ul>
      {shown === 0 && <p className="mt-6">No project matches these filters. Try another firmware, or clear the filters.</p>}
    </div>
  );
}

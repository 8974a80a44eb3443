import type { ImageSize } from "./images.ts";
import { renderProjectBody, type ResolvedImage } from "./render.ts";
import type { Firmware, Oled, SwitchType, XiaoSide } from "./fields.ts";
import { assertProjectsValid, checkProjects, requireProject, type CheckOptions, type ValidProject } from "./validate.ts";

/** What the gallery shows of a project (kept small: it is serialised into the page). */
export interface ProjectSummary {
  slug: string;
  title: string;
  author: string;
  description: string;
  firmware: Firmware;
  switchType: SwitchType;
  switches: number;
  encoders: number;
  oled: Oled;
  leds: number;
  repository: string;
  /** Grid rows seen from above, when the page gives them (`layout` in the front matter). */
  layout?: string[];
  /** Where the XIAO sits on the top edge, when the page says (`xiao`). */
  xiao?: XiaoSide;
  cover?: ResolvedImage & { alt: string };
}

export interface ProjectLink {
  slug: string;
  title: string;
}

export interface ProjectPage extends ProjectSummary {
  /** The sanitised body. */
  html: string;
  prev?: ProjectLink;
  next?: ProjectLink;
}

/** Turns an image file of a project into the URL the built page loads. */
export type AssetUrl = (slug: string, name: string) => string | undefined;

export interface LoadOptions extends CheckOptions {
  assetUrl: AssetUrl;
}

/** Gallery and prev/next order: by title, ignoring case, then by slug. */
export function byTitle(a: { title: string; slug: string }, b: { title: string; slug: string }): number {
  return a.title.localeCompare(b.title, "en", { sensitivity: "base" }) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

function resolver(project: ValidProject, assetUrl: AssetUrl) {
  return (name: string): ResolvedImage | undefined => {
    const size: ImageSize | undefined = project.images.get(name);
    const src = size ? assetUrl(project.slug, name) : undefined;
    if (size && !src) throw new Error(`${project.file}: image "${name}" was not bundled by the build`);
    return size && src ? { src, ...size } : undefined;
  };
}

function summarise(project: ValidProject, assetUrl: AssetUrl): ProjectSummary {
  const fm = project.frontmatter;
  const cover = fm.cover ? resolver(project, assetUrl)(fm.cover) : undefined;
  return {
    slug: project.slug,
    title: fm.title,
    author: fm.author,
    description: fm.description,
    firmware: fm.firmware,
    switchType: fm.switchType,
    switches: fm.switches,
    encoders: fm.encoders,
    oled: fm.oled,
    leds: fm.leds,
    repository: fm.repository,
    ...(fm.layout ? { layout: fm.layout } : {}),
    ...(fm.xiao ? { xiao: fm.xiao } : {}),
    ...(cover ? { cover: { ...cover, alt: fm.coverAlt ?? "" } } : {}),
  };
}

/** Every project for the gallery, sorted by title. Throws with every problem if any project is wrong. */
export function loadProjectSummaries(root: string, options: LoadOptions): ProjectSummary[] {
  return assertProjectsValid(root, options)
    .map((project) => summarise(project, options.assetUrl))
    .sort(byTitle);
}

/** One project page: its summary, sanitised body and neighbours by title. Throws with its problems. */
export function loadProjectPage(root: string, slug: string, options: LoadOptions): ProjectPage {
  const project = requireProject(root, slug, options);
  const html = renderProjectBody(project.body, { resolveImage: resolver(project, options.assetUrl) });
  const order = checkProjects(root, options)
    .projects.map((p) => ({ slug: p.slug, title: p.frontmatter.title }))
    .sort(byTitle);
  const at = order.findIndex((p) => p.slug === slug);
  const link = (p: ProjectLink | undefined) => (p ? { slug: p.slug, title: p.title } : undefined);
  return {
    ...summarise(project, options.assetUrl),
    html,
    ...(at > 0 ? { prev: link(order[at - 1]) } : {}),
    ...(at >= 0 && at < order.length - 1 ? { next: link(order[at + 1]) } : {}),
  };
}

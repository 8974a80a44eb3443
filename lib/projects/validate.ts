import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { listProjectEntries, PROJECT_SLUG, PROJECTS_DIR } from "../content/project-files.ts";
import { formatBytes, imageSize, MAX_IMAGE_BYTES, type ImageSize } from "./images.ts";
import { imageUrls, localImageName, missingSections, parseMarkdown, splitFrontmatter } from "./markdown.ts";
import { checkLayout, checkLimits, type ProjectLimits } from "./rules.ts";
import { checkFrontmatter, IMAGE_FILE, type ProjectFrontmatter } from "./schema.ts";
import { checkScrewBlocks } from "./screws.ts";

export interface CheckOptions {
  /** Folder holding the project folders, relative to `root`. */
  dir?: string;
  /** Programme limits; the real ones unless a test passes others. */
  limits?: ProjectLimits;
}

/** A project that passed every check, ready to render. */
export interface ValidProject {
  slug: string;
  /** `content/projects/<slug>/index.md`, as messages name it. */
  file: string;
  /** Absolute path of the project folder. */
  folder: string;
  frontmatter: ProjectFrontmatter;
  body: string;
  /** Pixel sizes of the images in the folder, by file name. */
  images: Map<string, ImageSize>;
}

export interface CheckResult {
  projects: ValidProject[];
  errors: string[];
  /** How many project folders were looked at. */
  checked: number;
}

/** Thrown by the build when any project is wrong; the message lists every problem, one per line. */
export class ProjectValidationError extends Error {
  readonly errors: string[];
  constructor(errors: string[]) {
    super(
      `${errors.length} problem${errors.length === 1 ? "" : "s"} in project pages:\n${errors.map((e) => `  - ${e}`).join("\n")}\n` +
        "Run `npm run check:projects` to see them again after fixing.",
    );
    this.name = "ProjectValidationError";
    this.errors = errors;
  }
}

/** Reads the images of a folder: sizes for the good ones, a message for each bad one. */
function checkFolderImages(folder: string, label: string): { images: Map<string, ImageSize>; errors: string[] } {
  const images = new Map<string, ImageSize>();
  const errors: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    if (!IMAGE_FILE.test(name)) continue;
    const path = join(folder, name);
    const bytes = statSync(path).size;
    if (bytes > MAX_IMAGE_BYTES) {
      errors.push(`${label}/${name}: image is ${formatBytes(bytes)}, the limit is ${formatBytes(MAX_IMAGE_BYTES)}; export it smaller (1600 px wide is plenty)`);
      continue;
    }
    const size = imageSize(readFileSync(path));
    if (!size) errors.push(`${label}/${name}: is not a readable PNG, JPEG, GIF or WebP image`);
    else images.set(name, size);
  }
  return { images, errors };
}

/** Every check on one project folder. Returns the project only when it has no problem. */
export function checkProject(root: string, slug: string, options: CheckOptions = {}): { project?: ValidProject; errors: string[] } {
  const dir = options.dir ?? PROJECTS_DIR;
  const label = `${dir}/${slug}`;
  const file = `${label}/index.md`;
  const folder = join(root, dir, slug);
  const errors: string[] = [];

  if (!PROJECT_SLUG.test(slug)) {
    errors.push(`${label}: the folder name "${slug}" is not a valid slug; use lower-case letters, digits and dashes, like my-pad`);
  }
  if (!existsSync(join(folder, "index.md"))) {
    errors.push(`${file}: file is missing; every project folder needs one (npm run new:project -- <slug> writes it)`);
    return { errors };
  }

  const source = readFileSync(join(folder, "index.md"), "utf8");
  const split = splitFrontmatter(source);
  if (split.error) errors.push(`${file}: ${split.error}`);
  const frontmatter = split.error ? { errors: [] } : checkFrontmatter(file, split.data);
  errors.push(...frontmatter.errors);
  if (split.data !== null && typeof split.data === "object" && !Array.isArray(split.data)) {
    errors.push(...checkLimits(file, split.data as Record<string, unknown>, options.limits));
    errors.push(...checkLayout(file, split.data as Record<string, unknown>));
  }

  const tree = parseMarkdown(split.body);
  for (const section of missingSections(tree)) {
    errors.push(`${file}: section "## ${section}" is missing; every project page needs Overview, CAD model, PCB, Firmware and BOM`);
  }
  // Body line numbers become file line numbers: the front matter comes first.
  const bodyStartLine = source.split("\n").length - split.body.split("\n").length;
  errors.push(...checkScrewBlocks(file, tree, bodyStartLine));

  const { images, errors: imageErrors } = checkFolderImages(folder, label);
  errors.push(...imageErrors);
  const referenced = imageUrls(tree).map((url) => ({ url, where: "image" }));
  const cover = frontmatter.value?.cover;
  if (cover !== undefined) referenced.push({ url: cover, where: "cover" });
  for (const { url, where } of referenced) {
    const name = localImageName(url);
    if (name === undefined) {
      const shown = url.length > 60 ? `${url.slice(0, 57)}...` : url;
      errors.push(`${file}: ${where} "${shown}" is not a file in the project folder; put the image beside index.md and write ![description](photo.jpg)`);
    } else if (!IMAGE_FILE.test(name)) {
      errors.push(`${file}: ${where} "${name}" must be a .png, .jpg, .gif or .webp file (lower-case extension)`);
    } else if (!existsSync(join(folder, name))) {
      errors.push(`${file}: ${where} "${name}" does not exist in ${label}/`);
    }
  }

  if (errors.length > 0 || !frontmatter.value) return { errors };
  return { project: { slug, file, folder, frontmatter: frontmatter.value, body: split.body, images }, errors };
}

/** Checks every entry of the projects folder and collects all problems of all projects. */
export function checkProjects(root: string, options: CheckOptions = {}): CheckResult {
  const dir = options.dir ?? PROJECTS_DIR;
  const projects: ValidProject[] = [];
  const errors: string[] = [];
  let checked = 0;
  for (const entry of listProjectEntries(root, dir)) {
    if (!entry.isFolder) {
      errors.push(`${dir}/${entry.name}: only project folders belong in ${dir}; put it inside a project folder`);
      continue;
    }
    checked++;
    const result = checkProject(root, entry.name, options);
    errors.push(...result.errors);
    if (result.project) projects.push(result.project);
  }
  return { projects, errors, checked };
}

/** The build's gate: returns every project, or throws one error listing every problem. */
export function assertProjectsValid(root: string, options: CheckOptions = {}): ValidProject[] {
  const result = checkProjects(root, options);
  if (result.errors.length > 0) throw new ProjectValidationError(result.errors);
  return result.projects;
}

/** One project for its page; throws with that project's problems. */
export function requireProject(root: string, slug: string, options: CheckOptions = {}): ValidProject {
  const result = checkProject(root, slug, options);
  if (!result.project) throw new ProjectValidationError(result.errors);
  return result.project;
}

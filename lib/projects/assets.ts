/**
 * Built URLs of every image in a project folder. Vite copies each file into the build's hashed
 * `assets/` folder (never inlined as a data: URL, which the sanitiser would refuse) and gives back its URL.
 * Only the route loaders import this module, so the list never reaches the browser's JavaScript.
 */
const files = import.meta.glob<string>("/content/projects/*/*.{png,jpg,jpeg,gif,webp}", {
  eager: true,
  query: "?no-inline",
  import: "default",
});

/** The URL of `content/projects/<slug>/<name>` in the build, or undefined when Vite did not bundle it. */
export function projectAssetUrl(slug: string, name: string): string | undefined {
  return files[`/content/projects/${slug}/${name}`];
}

import mdx from "@mdx-js/rollup";
import rehypeShiki from "@shikijs/rehype";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import type { PluginOption } from "vite";
import { mdxHighlighting } from "./code-highlighting.ts";
import { escapeHeadingIds, remarkHeadingIds } from "./heading-ids.ts";
import { rehypeHeadingLinks } from "./rehype-heading-links.ts";
import { rehypePageExports } from "./rehype-page-exports.ts";
import { remarkIslandSlots } from "./remark-island-slots.ts";
import { remarkPageFrontmatter } from "./remark-page-frontmatter.ts";
import { staticPageModule } from "./static-page.ts";

/**
 * The MDX pipeline for docs pages, shared by the site build and the unit tests:
 * `{#id}` heading anchors, GFM, validated front matter, build-time code highlighting,
 * heading ids and self-links, the route-module exports (meta, handle), and docs pages whose text stays
 * static HTML in the browser (static-page.ts).
 */
export function mdxPlugins(root: string): PluginOption[] {
  return [
    {
      name: "hackpad:heading-ids",
      enforce: "pre",
      transform(code, id) {
        return /\.mdx($|\?)/.test(id) ? { code: escapeHeadingIds(code), map: null } : undefined;
      },
    },
    {
      enforce: "pre",
      ...mdx({
        providerImportSource: "@mdx-js/react",
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingIds, [remarkPageFrontmatter, { root }], [remarkIslandSlots, { root }]],
        rehypePlugins: [[rehypeShiki, mdxHighlighting], rehypeSlug, rehypeHeadingLinks, [rehypePageExports, { root }]],
      }),
    },
    {
      name: "hackpad:static-docs-pages",
      enforce: "pre",
      transform(code, id) {
        const file = id.split("?")[0] ?? id;
        if (!/\.mdx$/.test(file) || !file.replace(/\\/g, "/").startsWith(`${root.replace(/\\/g, "/").replace(/\/$/, "")}/content/docs/`)) return undefined;
        return { code: staticPageModule(code, file), map: null };
      },
    },
  ];
}

import { fileURLToPath } from "node:url";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import rehypeSlug from "rehype-slug";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import { defineConfig } from "vite";
import { escapeHeadingIds, remarkHeadingIds } from "./lib/mdx/heading-ids.ts";
import { remarkPageExports } from "./lib/mdx/remark-page-exports.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: { alias: { "~": root.replace(/\/$/, "") } },
  plugins: [
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
        remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingIds, [remarkPageExports, { root }]],
        rehypePlugins: [rehypeSlug],
      }),
    },
    tailwindcss(),
    reactRouter(),
  ],
  server: { port: 5173, host: process.env.HOST ?? "127.0.0.1" },
  build: { target: "es2022" },
});

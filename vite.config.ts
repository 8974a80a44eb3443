import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { mdxPlugins } from "./lib/mdx/vite-plugins.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Groups the site's small shared UI modules (components, hooks, MDX mapping) into one chunk instead of
 * two dozen tiny files, so a page starts with fewer requests. Programme data stays split per module, so a
 * page loads only the facts it shows; route modules, pictures, what MDX pages render (the browser keeps
 * most pages' text as static HTML and never loads it) and anything loaded on demand (search dialog,
 * project gallery) keep their own chunks.
 */
function appChunk(id: string): string | undefined {
  const path = id.split("?")[0]?.replace(/\\/g, "/") ?? "";
  if (path.includes("/node_modules/")) return undefined;
  if (/\/app\/components\/(search\/SearchDialog|projects\/|programme\/|mdx\/(?!copy-code))/.test(path) || path.includes("/app/mdx/")) return undefined;
  if (/\/app\/(components|hooks|lib|mdx)\//.test(path) || /\/lib\/(paths|page-meta|prev-next|page-info)\.ts$/.test(path)) return "ui";
  return undefined;
}

/**
 * Programme data and the on-demand picture wrappers do nothing when loaded but define values, so a page
 * that imports one and (in the browser) no longer uses it must not load it. Rollup cannot tell on its own
 * (a top-level call such as lazy() might have effects), so this says it.
 */
const sideEffectFree: Plugin = {
  name: "hackpad:side-effect-free-data",
  transform(code, id) {
    const path = id.split("?")[0]?.replace(/\\/g, "/") ?? "";
    if (/\/content\/programme\/[^/]+\.ts$/.test(path) || path.endsWith("/app/illustrations/lazy.tsx")) return { code, map: null, moduleSideEffects: false };
    return undefined;
  },
};

export default defineConfig({
  resolve: { alias: { "~": root.replace(/\/$/, "") } },
  plugins: [...mdxPlugins(root), tailwindcss(), reactRouter(), sideEffectFree],
  server: { port: 5173, host: process.env.HOST ?? "127.0.0.1" },
  build: {
    target: "es2022",
    rollupOptions: { output: { manualChunks: appChunk } },
  },
});

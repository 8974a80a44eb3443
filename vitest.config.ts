import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { mdxPlugins } from "./lib/mdx/vite-plugins.ts";

const root = fileURLToPath(new URL(".", import.meta.url)).replace(/\/$/, "");

export default defineConfig({
  resolve: { alias: { "~": root } },
  // Unit tests render the MDX pages too, through the same pipeline as the site.
  plugins: mdxPlugins(`${root}/`),
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}", "packages/*/tests/**/*.test.ts"],
          environment: "node",
          // Failure bounds only, for a hang: over ten times what a test takes on an idle 2-core machine, so a CI machine
          // busy with a second full run does not fail work that is merely slow. The few slower tests set their own.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Files share one module graph in the worker instead of importing the engines, React and the MDX pages again
          // for each of 130 files: the run spends a minute less on imports. A file that needs other programme data
          // gets it with `vi.doMock` and a fresh import, which works either way.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // One browser at a time keeps a 2-core CI machine steady.
          fileParallelism: false,
          // Each file launches its own browser and server; only the modules (playwright-core, the helpers) are shared.
          isolate: false,
        },
      },
    ],
  },
});

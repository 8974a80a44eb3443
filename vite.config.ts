import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { mdxPlugins } from "./lib/mdx/vite-plugins.ts";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: { alias: { "~": root.replace(/\/$/, "") } },
  plugins: [...mdxPlugins(root), tailwindcss(), reactRouter()],
  server: { port: 5173, host: process.env.HOST ?? "127.0.0.1" },
  build: { target: "es2022" },
});

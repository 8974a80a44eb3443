/**
 * `npm start`: builds the site if there is no build yet, then serves it on HOST:PORT
 * (default 127.0.0.1:5173).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { createSiteHandler } from "./site-handler.ts";

const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 5173);

if (!existsSync(join(clientDir, "_headers"))) {
  console.log("No build found: building the site first…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = createServer(createSiteHandler(clientDir));
server.listen(port, host, () => {
  console.log(`Hackpad docs: http://${host.includes(":") ? `[${host}]` : host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

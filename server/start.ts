/**
 * `npm start`: builds the site if there is no build yet or its sources changed since, then serves it on
 * HOST:PORT (default 127.0.0.1, this computer only, and port 5173 from content/programme/dimensions.ts)
 * and prints where to open it (server/start-message.ts).
 */
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { devServer } from "@hackpad/programme/dimensions";
import { buildNeeded } from "./build-freshness.ts";
import { createSiteHandler } from "./site-handler.ts";
import { startMessage } from "./start-message.ts";

const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? "build", "client");
const host = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? devServer.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`);
  process.exit(1);
}

const reason = buildNeeded(process.cwd(), join(clientDir, "_headers"));
if (reason) {
  console.log(`Building the site first (${reason})…`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = createServer(createSiteHandler(clientDir));
server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    // Suggest a free-looking port that is not the one `npm run dev` uses.
    const other = port + 1 === devServer.hotReloadPort ? port + 2 : port + 1;
    console.error(`Port ${port} on ${host} is already in use (another npm start?). Stop that one, or pick another port: PORT=${other} npm start`);
  } else {
    console.error(`Could not serve on ${host}:${port}: ${error.message}`);
  }
  process.exit(1);
});
server.listen(port, host, () => {
  // PORT=0 picks a free port: print the one the system gave.
  const listening = (server.address() as AddressInfo | null)?.port ?? port;
  console.log(startMessage(host, listening, networkInterfaces()).join("\n"));
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

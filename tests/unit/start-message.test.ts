import { readFileSync } from "node:fs";
import type { NetworkInterfaceInfo } from "node:os";
import { describe, expect, it } from "vitest";
import { devServer } from "@hackpad/programme/dimensions";
import { networkAddresses, startMessage } from "~/server/start-message";

const entry = (address: string, family: "IPv4" | "IPv6", internal: boolean) =>
  ({ address, family, internal, netmask: "", mac: "", cidr: null, scopeid: 0 }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [entry("127.0.0.1", "IPv4", true), entry("::1", "IPv6", true)],
  wlan0: [entry("192.168.1.23", "IPv4", false), entry("fe80::1", "IPv6", false)],
  docker0: undefined,
};

describe("what npm start prints", () => {
  it("by default: the localhost address, that only this computer can open it, and the HOST command for other devices", () => {
    const text = startMessage("127.0.0.1", 5173, interfaces).join("\n");
    expect(text).toContain("Open http://localhost:5173 in your browser.");
    expect(text).toContain("Only this computer can open it.");
    expect(text).toContain("HOST=0.0.0.0 npm start");
    expect(text).toContain("Ctrl+C");
  });

  it("with HOST=0.0.0.0: the address for this computer and one per network address for other devices", () => {
    const lines = startMessage("0.0.0.0", 8080, interfaces);
    expect(lines).toContain("  On this computer:   http://localhost:8080");
    expect(lines).toContain("  On another device:  http://192.168.1.23:8080");
    expect(lines.join("\n")).not.toContain("127.0.0.1");
    expect(lines.join("\n")).not.toContain("HOST=");
    expect(startMessage("::", 8080, {}).join("\n")).toContain("no network address found");
  });

  it("with another HOST: that address, in brackets for IPv6", () => {
    expect(startMessage("192.168.1.23", 5173, interfaces)[0]).toBe("Hackpad docs is running. Open http://192.168.1.23:5173 in your browser.");
    expect(startMessage("fd00::5", 5173, interfaces)[0]).toContain("http://[fd00::5]:5173");
  });

  it("lists only external IPv4 addresses", () => {
    expect(networkAddresses(interfaces)).toEqual(["192.168.1.23"]);
  });
});

describe("local ports and the README", () => {
  const readme = readFileSync("README.md", "utf8");

  it("gives npm start and npm run dev different ports, so both can run at once", () => {
    expect(devServer.hotReloadPort).not.toBe(devServer.port);
  });

  it("shows what npm start really prints, and both ports as they are", () => {
    expect(readme).toContain(startMessage("127.0.0.1", devServer.port, {}).join("\n"));
    expect(readme.split("\n").slice(0, 6).join("\n")).toContain(
      `npm ci && npm start   # installs the locked dependencies, builds the site, serves it at http://localhost:${devServer.port}`,
    );
    expect(readme).toContain(`npm run dev\` | Vite dev server with hot reload on http://localhost:${devServer.hotReloadPort}`);
  });
});

/**
 * What `npm start` prints once the site is served: the address to open, how to open it from another device
 * (a phone on the same Wi-Fi) and how to stop it. Pure, so the unit tests can read it.
 */
import type { NetworkInterfaceInfo } from "node:os";

/** Host values that bind to this computer only. */
const THIS_COMPUTER_ONLY = new Set(["127.0.0.1", "localhost", "::1"]);
/** Host values that bind to every network interface. */
const EVERY_INTERFACE = new Set(["0.0.0.0", "::"]);

function address(host: string, port: number): string {
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/** The IPv4 addresses other devices can reach this computer at (from `os.networkInterfaces()`). */
export function networkAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  return Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && entry.family === "IPv4")
    .map((entry) => entry.address);
}

/** The lines `npm start` prints after it starts listening on `host`:`port`. */
export function startMessage(host: string, port: number, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const local = `http://localhost:${port}`;
  if (THIS_COMPUTER_ONLY.has(host)) {
    return [
      `Hackpad docs is running. Open ${local} in your browser.`,
      "Only this computer can open it. To try it on a phone or another computer on the same network,",
      "stop it with Ctrl+C and start it with HOST=0.0.0.0 npm start",
      "Press Ctrl+C to stop.",
    ];
  }
  if (EVERY_INTERFACE.has(host)) {
    const others = networkAddresses(interfaces).map((ip) => address(ip, port));
    return [
      "Hackpad docs is running, open to every device on this computer's networks.",
      `  On this computer:   ${local}`,
      ...(others.length > 0
        ? others.map((url) => `  On another device:  ${url}`)
        : ["  On another device:  no network address found (is this computer connected to a network?)"]),
      `If another device cannot connect, the computer's firewall may be blocking port ${port}.`,
      "Press Ctrl+C to stop.",
    ];
  }
  return [`Hackpad docs is running. Open ${address(host, port)} in your browser.`, "Press Ctrl+C to stop."];
}

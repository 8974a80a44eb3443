import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = fileURLToPath(new URL("../src", import.meta.url));
const sources = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : entry.name.endsWith(".ts") ? [join(folder, entry.name)] : [],
  );

describe("the preflight engine runs in a Web Worker and in Node", () => {
  it("imports no Node module and touches no DOM or Node global", () => {
    const offenders = sources(dir).filter((path) => {
      const code = readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      return /from "node:|require\(|\bprocess\.|\bBuffer\b|\bdocument\.|\bwindow\.|\bDOMParser\b|\bfs\./.test(code);
    });
    expect(offenders).toEqual([]);
  });
});

/** Synthetic projects, hostile inputs and the command runner, for the tests of every package and the site. */
export * from "./fixtures.ts";
export * from "./hostile.ts";
export * from "./run-cli.ts";
export * from "./batch.ts";

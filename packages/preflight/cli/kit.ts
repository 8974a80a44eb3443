/** What the other packages' commands share with this one (Node): read a folder or zip, check it, write all or nothing. */
export * from "./check-path.ts";
export * from "./read-input.ts";
export * from "./write-all.ts";
export * from "./cli-options.ts";
export * from "./child.ts";
export { batchMain } from "./batch.ts";

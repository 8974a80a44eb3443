/** The report's surface without the engine: its types, words, text and Markdown, for a page that shows one. */
export * from "./fix-first.ts";
export * from "./format.ts";
export * from "./pad-name.ts";
export * from "./words.ts";
export * from "../docs-links.ts";
export * from "../limits.ts";
export * from "../rule-order.ts";
export type * from "../types.ts";
export type * from "../wiring/types.ts";
export * from "./cap.ts";

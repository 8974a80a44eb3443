/** Programme facts: import from here in pages and components. */
export * from "./after-approval.ts";
export * from "./controller.ts";
export * from "./deadlines.ts";
export * from "./dimensions.ts";
export * from "./drc.ts";
export * from "./examples.ts";
export * from "./grant.ts";
export * from "./keyboard.ts";
export * from "./limits.ts";
export * from "./parts.ts";
export * from "./rules.ts";
export * from "./submission.ts";
export * from "./tool-steps.ts";
export * from "./facts.ts";

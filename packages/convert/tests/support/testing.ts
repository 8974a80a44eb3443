/** What other packages test the converter with: STEP files written from code and hostile models. */
export * from "./hostile-models.ts";
export * from "./step-writer.ts";

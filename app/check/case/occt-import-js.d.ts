/** occt-import-js ships no types; the seam (engines.ts) only calls its factory and hands the module on. */
declare module "occt-import-js" {
  const factory: (config?: { locateFile?: (path: string) => string }) => Promise<unknown>;
  export default factory;
}

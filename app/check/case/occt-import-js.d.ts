/**
 * occt-import-js ships no types; the seam (engines.ts) only calls its factory and hands the module on. It names
 * the package's file, not the package, so this declaration and packages/convert's own one for "occt-import-js"
 * stand side by side.
 */
declare module "occt-import-js/dist/occt-import-js.js" {
  const factory: (config?: { locateFile?: (path: string) => string }) => Promise<unknown>;
  export default factory;
}

import type { ComponentType } from "react";

/** Marks an island: the element holds one interactive component the browser renders itself. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** Set on an island once the browser renders its component, so its controls respond. */
export const ISLAND_READY_ATTRIBUTE = "data-island-ready";

/** Whether a value survives JSON unchanged: the props of an island are written into the HTML. */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJson);
  return false;
}

const wrappers = new Map<string, ComponentType<Record<string, unknown>>>();

/**
 * The component a docs page renders in place of an interactive one (lib/mdx/static-page.ts): the same
 * component inside an island element that names it and holds its props, so the browser can render just
 * the tool into the static page text (app/islands/useIslands.tsx). `page` names the page in errors.
 */
export function islandOf(name: string, Component: ComponentType<Record<string, unknown>>, page: string) {
  const known = wrappers.get(name);
  if (known) return known;
  function Island(props: Record<string, unknown>) {
    if (!isJson(props)) {
      throw new Error(`${page}: <${name}> takes only plain values (text, numbers, lists, objects) as props, to be written into the page as JSON`);
    }
    return (
      <div data-island={name} data-island-props={JSON.stringify(props)}>
        <Component {...props} />
      </div>
    );
  }
  wrappers.set(name, Island);
  return Island;
}

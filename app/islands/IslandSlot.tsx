import { Children, isValidElement, type ReactNode } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./attributes";
import { isIslandName } from "./registry";

/** Whether a value survives JSON unchanged: the props of an island are written into the HTML. */
function isJson(value: unknown): boolean {
  if (value === null || typeof value === "string" || typeof value === "boolean") return true;
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJson);
  return false;
}

/**
 * Where an MDX page renders a component (marked at compile time by lib/mdx/remark-island-slots.ts). A component
 * in the island registry renders inside an element that names it and holds its props as JSON, so the browser
 * can bring just that tool to life in the static page text (app/islands/useIslands.tsx); any other component
 * renders as it is. `page` names the MDX file in errors.
 */
export function IslandSlot({ name, page, children }: { name: string; page: string; children?: ReactNode }) {
  if (!isIslandName(name)) return <>{children}</>;
  const child = Children.only(children);
  if (!isValidElement<Record<string, unknown>>(child)) throw new Error(`${page}: <${name}> is an island but did not render as one element`);
  const props = child.props;
  if (!isJson(props)) {
    throw new Error(`${page}: <${name}> takes only plain values (text, numbers, lists, objects) as props, to be written into the page as JSON`);
  }
  return <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>{child}</div>;
}

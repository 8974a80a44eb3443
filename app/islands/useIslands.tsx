import { Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import type { IslandName } from "~/lib/mdx/static-page";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from "./Island";
import { islandLoaders } from "./registry";

interface MountedIsland {
  element: HTMLElement;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** The build's markup of the component, removed in the same commit that puts the live one in. */
  prerendered: ChildNode[];
}

async function loadIsland(element: HTMLElement): Promise<Omit<MountedIsland, "prerendered">> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = Object.hasOwn(islandLoaders, name) ? islandLoaders[name as IslandName] : undefined;
  if (!load) throw new Error(`the page has an island named "${name}", which app/islands/registry.ts does not know`);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>;
  return { element, Component: await load(), props };
}

/**
 * Brings a static page's islands to life: after the page text is in place, each island's component is
 * loaded and rendered into its element through a portal, so it stays inside the app's tree (router
 * context, links) while the text around it remains plain HTML. It is a fresh render, not a hydration, so
 * ids from useId need not match the build's; the build's markup stays on screen until the live component
 * replaces it in one commit, so nothing moves. Leaving the page (or its text changing) unmounts them.
 */
export function useIslands(content: RefObject<HTMLElement | null>, html: string): ReactNode {
  const [islands, setIslands] = useState<MountedIsland[]>([]);

  useEffect(() => {
    const root = content.current;
    if (!root) return;
    let current = true;
    const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
    Promise.all(elements.map(loadIsland)).then(
      (loaded) => {
        if (current) setIslands(loaded.map((island) => ({ ...island, prerendered: [...island.element.childNodes] })));
      },
      (error: unknown) => {
        // The page's text stays readable; its tool keeps the build's markup but does not respond.
        console.error("An interactive tool on this page could not load:", error);
      },
    );
    return () => {
      current = false;
      setIslands([]);
    };
  }, [content, html]);

  useLayoutEffect(() => {
    for (const island of islands) {
      for (const node of island.prerendered) node.remove();
      island.element.setAttribute(ISLAND_READY_ATTRIBUTE, "");
    }
  }, [islands]);

  return islands.map(({ element, Component, props }, index) =>
    createPortal(
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>,
      element,
      String(index),
    ),
  );
}

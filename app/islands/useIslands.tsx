import { Suspense, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_READY_ATTRIBUTE } from "./attributes";
import { isIslandName, islandLoaders } from "./registry";

interface MountedIsland {
  /** The island's place among the page's islands: its portal's key. */
  key: number;
  element: HTMLElement;
  Component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  /** The build's markup of the component, removed in the same commit that puts the live one in. */
  prerendered: ChildNode[];
}

async function loadIsland(element: HTMLElement): Promise<Pick<MountedIsland, "Component" | "props">> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = isIslandName(name) ? islandLoaders[name] : undefined;
  if (!load) throw new Error(`the page has an island named "${name}", which app/islands/registry.ts does not know`);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}") as Record<string, unknown>;
  return { Component: await load(), props };
}

/** How far ahead of the screen an island starts loading: one screen height above and below. */
export const ISLAND_ROOT_MARGIN = "100% 0px";

/**
 * Brings a static page's islands to life: after the page text is in place, each island's component is
 * loaded and rendered into its element through a portal, so it stays inside the app's tree (router
 * context, links) while the text around it remains plain HTML. An island is loaded when it comes within
 * a screen of the viewport (or is above it), so a tool far down a page costs nothing at start. It is a fresh render, not
 * a hydration, so ids from useId need not match the build's; the build's markup stays on screen until the
 * live component replaces it in one commit, so nothing moves. Leaving the page (or its text changing)
 * unmounts them.
 */
export function useIslands(content: RefObject<HTMLElement | null>, html: string): ReactNode {
  const [islands, setIslands] = useState<MountedIsland[]>([]);

  useEffect(() => {
    const root = content.current;
    if (!root) return;
    let current = true;
    const elements = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
    const mount = (element: HTMLElement) => {
      loadIsland(element).then(
        (loaded) => {
          if (!current) return;
          const island = { ...loaded, key: elements.indexOf(element), element, prerendered: [...element.childNodes] };
          setIslands((mounted) => [...mounted, island]);
        },
        (error: unknown) => {
          // The page's text stays readable; its tool keeps the build's markup but does not respond.
          console.error("An interactive tool on this page could not load:", error);
        },
      );
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "undefined") {
      elements.forEach(mount);
    } else {
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            // An island the reader is already past loads too: Back can put the scroll below a tool that then
            // grows (a report brought back), which would otherwise never come near the screen.
            if (!entry.isIntersecting && entry.boundingClientRect.bottom >= 0) continue;
            observer?.unobserve(entry.target);
            mount(entry.target as HTMLElement);
          }
        },
        { rootMargin: ISLAND_ROOT_MARGIN },
      );
      for (const element of elements) observer.observe(element);
    }
    return () => {
      current = false;
      observer?.disconnect();
      setIslands([]);
    };
  }, [content, html]);

  useLayoutEffect(() => {
    for (const island of islands) {
      for (const node of island.prerendered) node.remove();
      island.element.setAttribute(ISLAND_READY_ATTRIBUTE, "");
    }
  }, [islands]);

  return islands.map(({ key, element, Component, props }) =>
    createPortal(
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>,
      element,
      String(key),
    ),
  );
}

import type { ComponentType } from "react";

type IslandComponent = ComponentType<Record<string, unknown>>;

/**
 * An island's loader with its props widened: the props an island gets are the ones the build rendered
 * the same component with (written into the page as JSON), so they fit it.
 */
const island = <P extends object>(load: () => Promise<ComponentType<P>>) => load as unknown as () => Promise<IslandComponent>;

/**
 * The one list of islands: the interactive components of docs pages, each with how the browser loads it, on
 * demand, so a page's start-up JavaScript holds none of them and a page loads only the tools it has. An MDX
 * page uses them like any component; `IslandSlot` (marked around every component at compile time) makes the
 * ones named here islands.
 */
export const islandLoaders = {
  CheckTool: island(() => import("~/app/check/CheckTool").then((module) => module.CheckTool)),
  DrcExplainer: island(() => import("~/app/check/drc/DrcExplainer").then((module) => module.DrcExplainer)),
  PinBudget: island(() => import("~/app/illustrations/PinBudget").then((module) => module.PinBudget)),
  RuleList: island(() => import("~/app/components/programme/RuleList").then((module) => module.RuleList)),
} satisfies Record<string, () => Promise<IslandComponent>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}

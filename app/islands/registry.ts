import type { ComponentType } from "react";
import type { IslandName } from "~/lib/mdx/static-page";

type IslandComponent = ComponentType<Record<string, unknown>>;

/**
 * An island's loader with its props widened: the props an island gets are the ones the build rendered
 * the same component with (written into the page as JSON), so they fit it.
 */
const island = <P extends object>(load: () => Promise<ComponentType<P>>) => load as unknown as () => Promise<IslandComponent>;

/**
 * How the browser loads each island's component: on demand, so a page's start-up JavaScript holds none
 * of them and a page loads only the tools it has. Keyed by every name in ISLAND_COMPONENTS.
 */
export const islandLoaders: Record<IslandName, () => Promise<IslandComponent>> = {
  CheckTool: island(() => import("~/app/check/CheckTool").then((module) => module.CheckTool)),
  DrcExplainer: island(() => import("~/app/check/drc/DrcExplainer").then((module) => module.DrcExplainer)),
  PinBudget: island(() => import("~/app/illustrations/PinBudget").then((module) => module.PinBudget)),
  RuleList: island(() => import("~/app/components/programme/RuleList").then((module) => module.RuleList)),
};

/** Marks an island: the element holds one interactive component the browser renders itself. */
export const ISLAND_ATTRIBUTE = "data-island";
/** The island's props, as JSON. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** Set on an island once the browser renders its component, so its controls respond. */
export const ISLAND_READY_ATTRIBUTE = "data-island-ready";

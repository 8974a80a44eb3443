/** A scrolling box: how far it is scrolled and how tall its window is. */
export interface ScrollBox {
  scrollTop: number;
  height: number;
}

/** An item inside the box's content: its top (from the top of the content, not the window) and height. */
export interface BoxItem {
  top: number;
  height: number;
}

/**
 * The scroll position that shows `item` inside `box` with `margin` pixels of room, moving as little as possible:
 * unchanged when the item is already in view, never below zero.
 */
export function scrollTopToShow(box: ScrollBox, item: BoxItem, margin = 0): number {
  const above = item.top - margin;
  const below = item.top + item.height + margin - box.height;
  if (above < box.scrollTop) return Math.max(0, above);
  if (below > box.scrollTop) return Math.max(0, Math.min(above, below));
  return box.scrollTop;
}

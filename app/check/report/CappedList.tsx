import type { ReactNode } from "react";
import { capList } from "@hackpad/preflight/report";

/**
 * A list that shows its first few items and folds the rest behind "Show all N", so a card with hundreds of
 * findings takes a few lines and the cards after it stay within reach.
 */
export function CappedList<T>({
  items,
  render,
  className,
  itemClassName,
  keyOf = String,
}: {
  items: readonly T[];
  render: (item: T) => ReactNode;
  className: string;
  itemClassName?: string;
  keyOf?: (item: T) => string;
}) {
  const { shown, hidden } = capList(items);
  const list = (part: readonly T[]) => (
    <ul className={className}>
      {part.map((item, index) => (
        <li key={`${index}:${keyOf(item)}`} className={itemClassName}>
          {render(item)}
        </li>
      ))}
    </ul>
  );
  if (hidden === 0) return list(items);
  return (
    <>
      {list(shown)}
      <details className="mt-1" data-testid="capped-rest">
        <summary className="cursor-pointer text-sm font-semibold text-[var(--link)] underline underline-offset-2">
          Show all {items.length} <span className="sr-only">of this list</span>
        </summary>
        {list(items.slice(shown.length))}
      </details>
    </>
  );
}

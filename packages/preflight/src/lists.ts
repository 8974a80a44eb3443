/** Lists kept by key, for the readers that group files, nets and pins. */

/** Adds `value` to the list kept under `key`, in place (a copy per addition is quadratic on a net with thousands of parts). */
export function append<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

/** The items in lists by their key, in order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) append(groups, key(item), item);
  return groups;
}

/** The site's spec badges (project pages, the /check report): a rounded pill with a bold part. */
export const specBadge = "rounded-full border border-[var(--border)] bg-[var(--bg-soft)] px-3 py-1 text-sm";
export const specBadgeName = "font-semibold";

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A net name as people read it: KiCad's `{slash}` escape undone, a leading "/" (sheet path) dropped. */
export function netLabel(net: string): string {
  return net.replace(/\{slash\}/g, "/").replace(/^\//, "");
}

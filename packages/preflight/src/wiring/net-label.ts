/** A net name as people read it: KiCad's `{slash}` escape undone, a leading "/" (sheet path) dropped. */
export function netLabel(net: string): string {
  return net.replace(/\{slash\}/g, "/").replace(/^\//, "");
}

/** KiCad's names for the net of a pad wired to nothing. */
export const UNCONNECTED = /^unconnected-|^no_connect/i;
export const GROUND = /^(?:GND|GNDD|VSS|0V)$|(?:^|[^A-Z])GND(?:[^A-Z]|$)/i;

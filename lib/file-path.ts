/**
 * A file path in pieces that each end a folder ("keyboards/jjpad/keymap.c" → "keyboards/", "jjpad/",
 * "keymap.c"), so a caption can offer a line break after every "/" and a long path wraps on a phone with
 * its file name whole, instead of being cut off before it.
 */
export function filePathPieces(path: string): string[] {
  const pieces = path.match(/[^/]*\/|[^/]+$/g);
  return pieces && pieces.length > 0 ? pieces : [path];
}

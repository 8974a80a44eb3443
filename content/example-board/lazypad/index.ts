/** Where the guide's example board comes from: shown under every picture drawn from it. */
export const lazypad = {
  name: "LazyPad",
  author: "FMG",
  source: "https://github.com/FMG9167/LazyPad",
  licence: "MIT",
  /** The licence file beside the board, as a path in this site's repository. */
  licenceFile: "content/example-board/lazypad/LICENSE",
} as const;

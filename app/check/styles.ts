/** Button looks shared by the /check page and the DRC explainer. */
export const primaryButton =
  "inline-flex cursor-pointer items-center justify-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100";

export const secondaryButton =
  "inline-flex cursor-pointer items-center justify-center rounded-lg border border-[var(--border)] bg-[var(--bg-soft)] px-4 py-2 font-semibold hover:bg-[var(--bg-inset)] disabled:cursor-not-allowed disabled:opacity-60";

/** The focus ring of a visually hidden file input, drawn on its label. */
export const peerFocus =
  "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[var(--focus)] peer-focus-visible:outline-solid";

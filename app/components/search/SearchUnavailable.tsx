import { useEffect, useId, useRef } from "react";

/**
 * Shown instead of the search dialog when its code could not be fetched (no connection, or a tab left
 * open across a new release): says so and offers to try again, rather than leaving the button dead.
 */
export function SearchUnavailable({ onClose, onRetry }: { onClose: () => void; onRetry: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const button =
    "inline-flex h-11 items-center rounded-md border border-[var(--border)] px-4 text-sm font-semibold text-[var(--fg)] hover:bg-[var(--bg-inset)]";
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl border border-[var(--border)] bg-[var(--bg)] p-5 text-[var(--fg)] backdrop:bg-black/60"
    >
      <h2 id={titleId} className="text-lg font-bold">
        Search could not load
      </h2>
      <p className="mt-2 text-[var(--fg-muted)]">Check your connection and try again. Every page is still in the menu.</p>
      <div className="mt-4 flex gap-3">
        <button type="button" onClick={onRetry} className={button}>
          Try again
        </button>
        <button type="button" onClick={onClose} className={button}>
          Close
        </button>
      </div>
    </dialog>
  );
}

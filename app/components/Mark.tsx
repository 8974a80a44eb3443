/** A tick or a cross drawn in SVG (no emoji font needed); decorative, the text says yes or no. */
export function Mark({ ok }: { ok: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      className={`mr-1.5 inline size-4 align-[-0.15em] ${ok ? "text-brand-700 dark:text-brand-300" : "text-accent-600 dark:text-accent-300"}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ok ? <path d="M3 8.5l3.2 3.2L13 4.8" /> : <path d="M4 4l8 8M12 4l-8 8" />}
    </svg>
  );
}

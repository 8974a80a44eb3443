import { lazy, Suspense, useCallback, useState } from "react";
import { useKeyShortcut } from "~/app/hooks/useKeyShortcut";

const ShortcutsDialog = lazy(() => import("./ShortcutsDialog"));

/**
 * Press "?" anywhere (outside a text field) for the list of keyboard shortcuts. The footer button that opens
 * it is hidden on touch-first devices (coarse pointer), where the shortcut still works with a keyboard. The
 * list itself loads on demand.
 */
export function ShortcutsHelp() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const hide = useCallback(() => setOpen(false), []);
  useKeyShortcut("?", show);

  return (
    <>
      <button type="button" onClick={show} className="underline underline-offset-2 hover:text-[var(--fg)] pointer-coarse:hidden">
        Keyboard shortcuts
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShortcutsDialog onClose={hide} />
        </Suspense>
      )}
    </>
  );
}

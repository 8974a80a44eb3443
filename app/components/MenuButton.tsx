import type { Ref } from "react";
import { CloseIcon, MenuIcon } from "./icons";

/** The phone-only button that opens and closes the navigation drawer. */
export function MenuButton({
  open,
  onToggle,
  controls,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-[var(--fg)] hover:bg-[var(--bg-inset)] md:hidden"
    >
      {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
    </button>
  );
}

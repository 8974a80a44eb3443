import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTheme, type ThemeChoice } from "~/app/hooks/useTheme";
import { ThemeIcon } from "./ThemeIcon";

const CHOICES: ThemeChoice[] = ["system", "light", "dark"];
const LABEL: Record<ThemeChoice, string> = { system: "System", light: "Light", dark: "Dark" };

/**
 * The colour theme as a small menu: System (follow the device), Light or Dark, the current one marked.
 * A tap always shows something (the menu), unlike a cycle that starts with a choice matching the current look.
 * Tab moves through the choices; Escape, a tap outside or tabbing away closes it; choosing closes it and
 * returns focus to the button.
 *
 * In the header it is an icon button with a pop-up list. In the menu drawer (`inDrawer`), where it goes when the
 * header has no room, the button says what it is and the list opens below it, inside the drawer.
 */
export function ThemeMenu({ inDrawer = false }: { inDrawer?: boolean }) {
  const { choice, choose } = useTheme();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    close();
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      data-header-tool={inDrawer ? undefined : "theme"}
      data-drawer-tool={inDrawer ? "theme" : undefined}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={inDrawer ? undefined : `Colour theme: ${LABEL[choice]}`}
        title={inDrawer ? undefined : "Colour theme"}
        data-theme-choice={choice}
        className={inDrawer ? "drawer-tool" : "inline-flex size-11 shrink-0 items-center justify-center rounded-md text-[var(--fg)] hover:bg-[var(--bg-inset)]"}
      >
        <ThemeIcon choice={choice} />
        {inDrawer && `Theme: ${LABEL[choice]}`}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`mt-1 rounded-lg border border-[var(--border)] bg-[var(--bg)] p-1 ${inDrawer ? "" : "absolute right-0 top-full z-50 w-40 shadow-lg"}`}
      >
        <p className="px-3 pt-1 pb-1 text-xs font-bold uppercase tracking-wider text-[var(--fg-muted)]">Theme</p>
        <ul>
          {CHOICES.map((option) => (
            <li key={option}>
              <button
                type="button"
                data-theme-option={option}
                aria-pressed={option === choice}
                onClick={() => {
                  choose(option);
                  close();
                }}
                className={[
                  "flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left hover:bg-[var(--bg-inset)]",
                  option === choice ? "font-semibold text-brand-800 dark:text-brand-100" : "text-[var(--fg)]",
                ].join(" ")}
              >
                <ThemeIcon choice={option} />
                {LABEL[option]}
                {option === choice && (
                  <span aria-hidden="true" className="ml-auto">
                    ✓
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

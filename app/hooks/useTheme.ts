import { useCallback, useEffect, useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "~/app/theme-script";

export type ThemeChoice = "system" | "light" | "dark";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function readChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return "system";
  }
}

function apply(choice: ThemeChoice) {
  const dark = choice === "dark" || (choice === "system" && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

// One choice for the whole page: the header's theme menu and the drawer's (on narrow screens) show the same one.
let current: ThemeChoice | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const clientChoice = () => (current ??= readChoice());
// The prerendered page can't know the stored choice: it says "system" until hydration has read it.
const serverChoice = (): ThemeChoice => "system";

/**
 * The reader's theme choice: "system" follows the device, "light" and "dark" are remembered.
 * The inline theme script already applied it before paint; this keeps it in sync afterwards.
 */
export function useTheme() {
  const choice = useSyncExternalStore(subscribe, clientChoice, serverChoice);

  useEffect(() => {
    if (choice !== "system") return;
    const media = window.matchMedia(DARK_QUERY);
    const onChange = () => apply("system");
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [choice]);

  const choose = useCallback((next: ThemeChoice) => {
    try {
      if (next === "system") localStorage.removeItem(THEME_STORAGE_KEY);
      else localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the theme still changes for this visit.
    }
    apply(next);
    current = next;
    for (const listener of listeners) listener();
  }, []);

  return { choice, choose };
}

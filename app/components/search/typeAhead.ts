import { isTypingTarget } from "./useSearchShortcut";

/** What was typed while the search dialog was still loading. */
export interface TypeAhead {
  /** Stops listening and returns the text typed so far; later calls return the same text. */
  take(): string;
}

/**
 * Keeps the characters a reader types between asking for search (a click, Ctrl+K or `/`) and the dialog's
 * field taking focus, which the first time waits for the dialog's code: without it, a quick typist's first
 * letters would be lost. Printable keys and Backspace are kept (and kept from acting on the page, so a space
 * does not scroll it); keys with Ctrl, Cmd or Alt and keys typed into a field are left alone. If the dialog
 * never comes (its code failed to load), it stops by itself after `maxMs`, so the page's keys work again. `typed`
 * is text kept from before (what was typed before the page's code had arrived).
 */
export function startTypeAhead(target: Document = document, maxMs = 5000, typed = ""): TypeAhead {
  let text = typed;
  let listening = true;
  function onKeyDown(event: KeyboardEvent) {
    if (event.defaultPrevented || event.isComposing || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target)) return;
    if (event.key === "Backspace") text = text.slice(0, -1);
    else if ([...event.key].length === 1) text += event.key;
    else return;
    event.preventDefault();
  }
  function take() {
    if (listening) {
      listening = false;
      clearTimeout(timer);
      target.removeEventListener("keydown", onKeyDown, true);
    }
    return text;
  }
  target.addEventListener("keydown", onKeyDown, true);
  const timer = setTimeout(take, maxMs);
  return { take };
}

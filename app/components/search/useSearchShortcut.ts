import { useEffect, useRef } from "react";
import { takeEarlySearch } from "~/app/early-input";

/** True when a key press is meant for a text field: inputs that take text, textareas, selects, editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !["button", "checkbox", "color", "file", "image", "radio", "range", "reset", "submit"].includes(target.type);
  }
  return false;
}

const SEARCH_REQUEST = "hackpad:search";

/** Opens the header's search from elsewhere on the page (the menu drawer's Search, when the header has no room for it). */
export function requestSearch(): void {
  document.dispatchEvent(new Event(SEARCH_REQUEST));
}

/**
 * Calls `onOpen` for the search shortcuts: Ctrl+K or Cmd+K anywhere, and `/` when the reader is not typing
 * into a field; and for `requestSearch()`. The browser's own use of those keys (Ctrl+K focuses the address bar
 * in some browsers) is prevented. Off when `enabled` is false: a second search button on a page leaves them to
 * the header's.
 */
export function useSearchShortcut(onOpen: (typed?: string) => void, enabled = true): void {
  const latest = useRef(onOpen);
  useEffect(() => {
    latest.current = onOpen;
  }, [onOpen]);

  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || event.altKey) return;
      const modified = event.ctrlKey || event.metaKey;
      const commandK = modified && !event.shiftKey && event.key.toLowerCase() === "k";
      const slash = !modified && event.key === "/" && !isTypingTarget(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      latest.current();
    }
    const onRequest = () => latest.current();
    // Ctrl+K pressed while the page's code was still on its way opens the search now it is here, with what was
    // typed after it.
    const typed = takeEarlySearch();
    if (typed !== null) latest.current(typed);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener(SEARCH_REQUEST, onRequest);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener(SEARCH_REQUEST, onRequest);
    };
  }, [enabled]);
}

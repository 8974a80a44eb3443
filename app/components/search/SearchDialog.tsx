import { useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH_INDEX_FILE } from "~/lib/search/options";
import { loadSearchIndex, MIN_QUERY_LENGTH, search, type SearchIndex, type Segment } from "~/app/components/search/query";
import { normalizePathname } from "~/lib/paths";
import { onceUnlessFailed } from "~/app/lib/retry-after-failure";
import { SearchIcon } from "./SearchIcon";

/** Fetches and loads the index once per visit; a failed attempt can be retried. */
const fetchIndex = onceUnlessFailed(() =>
  fetch(`/${SEARCH_INDEX_FILE}`)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.text();
    })
    .then(loadSearchIndex),
);

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';
const LOCK_SCROLL = "overflow-hidden";

/**
 * After following a result, moves focus to the section it points at (or to the main content), once the new
 * page is on screen, so keyboard and screen-reader users carry on reading from there.
 */
function focusDestination(url: string, stale: Element | null) {
  const hashAt = url.indexOf("#");
  const id = hashAt === -1 ? "" : decodeURIComponent(url.slice(hashAt + 1));
  let frames = 0;
  const attempt = () => {
    const target = id ? document.getElementById(id) : document.getElementById("main");
    if ((!target || target === stale) && frames++ < 90) {
      requestAnimationFrame(attempt);
      return;
    }
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
    if (id) target.scrollIntoView({ block: "start" });
  };
  requestAnimationFrame(attempt);
}

function Highlighted({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.match ? (
      <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-[#16191d] dark:bg-amber-800 dark:text-white">
        {segment.text}
      </mark>
    ) : (
      segment.text
    ),
  );
}

type Status = { state: "loading" } | { state: "ready"; index: SearchIndex } | { state: "error" };

/**
 * The search dialog: a modal with a search field (an ARIA combobox) over a list of results (a listbox).
 * Arrow keys choose a result, Enter opens it, Escape, the Close button or a click outside closes the dialog.
 * Full screen on phones, a centred panel from 640px.
 */
export default function SearchDialog({
  onClose,
  initialQuery = "",
  takeTypedAhead,
}: {
  onClose: (returnFocus: boolean) => void;
  initialQuery?: string;
  /** What the reader typed while the dialog loaded: it goes after `initialQuery` in the field. */
  takeTypedAhead?: () => string;
}) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState(initialQuery);
  const deferredQuery = useDeferredValue(query);
  const [active, setActive] = useState({ query: "", index: 0 });
  const ids = useId();
  const inputId = `${ids}input`;
  const listId = `${ids}results`;
  const optionId = (index: number) => `${ids}result-${index}`;

  useEffect(() => {
    let current = true;
    fetchIndex().then(
      (index) => current && setStatus({ state: "ready", index }),
      () => current && setStatus({ state: "error" }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // A layout effect, so the kept letters are in the field before the browser handles another key press:
  // with a later effect, a key typed in between would replace them.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Taken once the dialog is on screen, just before the field takes focus: every letter typed until now
    // was kept, and from now on the field has them.
    const typed = takeTypedAhead?.() ?? "";
    if (typed) setQuery((current) => current + typed);
    inputRef.current?.focus();
    const root = document.documentElement;
    root.classList.add(LOCK_SCROLL);
    return () => {
      root.classList.remove(LOCK_SCROLL);
      if (dialog.open) dialog.close();
    };
  }, [takeTypedAhead]);

  const hits = useMemo(() => (status.state === "ready" ? search(status.index, deferredQuery) : []), [status, deferredQuery]);
  const activeIndex = active.query === deferredQuery && active.index < hits.length ? active.index : 0;
  const activeHit = hits[activeIndex];

  useEffect(() => {
    if (hits.length > 0) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
    // optionId only depends on ids, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex, hits]);

  function close(returnFocus: boolean) {
    dialogRef.current?.close();
    onClose(returnFocus);
  }

  function open(url: string) {
    const path = normalizePathname(url.split("#")[0] || "/");
    const samePage = normalizePathname(window.location.pathname) === path;
    const hashAt = url.indexOf("#");
    const stale = !samePage && hashAt !== -1 ? document.getElementById(decodeURIComponent(url.slice(hashAt + 1))) : null;
    close(false);
    void Promise.resolve(navigate(url)).then(() => focusDestination(url, stale));
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive({ query: deferredQuery, index: (activeIndex + step + hits.length) % hits.length });
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (activeHit) open(activeHit.url);
    }
  }

  function onDialogKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== "Tab") return;
    // Keep Tab and Shift+Tab inside the dialog.
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((item) => item.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || !event.currentTarget.contains(document.activeElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // The dialog element itself is only hit on the backdrop around the panel.
    if (event.target === event.currentTarget) close(true);
  }

  const trimmed = deferredQuery.trim();
  let message = "";
  if (status.state === "loading") message = "Loading search…";
  else if (status.state === "error") message = "Search could not be loaded. Check your connection and try again.";
  else if (trimmed.length < MIN_QUERY_LENGTH) message = "Type at least two letters to search every page and project.";
  else if (hits.length === 0) message = `No results for “${trimmed}”`;
  else message = hits.length === 1 ? "1 result" : `${hits.length} results`;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${ids}title`}
      onKeyDown={onDialogKeyDown}
      onClick={onDialogClick}
      onCancel={(event) => {
        event.preventDefault();
        close(true);
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-[var(--bg)] p-0 text-[var(--fg)] backdrop:bg-black/60 sm:mx-auto sm:mt-[10vh] sm:h-auto sm:max-h-[80vh] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:rounded-xl sm:border sm:border-[var(--border)] sm:shadow-2xl"
    >
      <div className="flex h-full flex-col sm:max-h-[80vh]">
        <h2 id={`${ids}title`} className="sr-only">
          Search the docs
        </h2>
        <div className="flex items-center gap-2 border-b border-[var(--border)] px-3 py-2">
          <SearchIcon className="size-5 shrink-0 text-[var(--fg-muted)]" />
          <label htmlFor={inputId} className="sr-only">
            Search every page and project
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            role="combobox"
            aria-expanded={hits.length > 0}
            aria-controls={hits.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeHit ? optionId(activeIndex) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder="Search the docs"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onInputKeyDown}
            className="h-11 min-w-0 flex-1 rounded-md bg-transparent px-1 text-base text-[var(--fg)] placeholder:text-[var(--fg-muted)]"
          />
          <button
            type="button"
            onClick={() => close(true)}
            className="inline-flex h-11 shrink-0 items-center rounded-md px-3 text-sm font-semibold text-[var(--fg)] hover:bg-[var(--bg-inset)]"
          >
            Close
          </button>
        </div>

        <div className="flex items-center gap-3 px-4 pt-3 pb-1 text-sm text-[var(--fg-muted)]">
          <p role="status" aria-live="polite" aria-atomic="true">
            {message}
          </p>
          {status.state === "error" && (
            <button
              type="button"
              onClick={() => {
                setStatus({ state: "loading" });
                setAttempt((value) => value + 1);
              }}
              className="rounded-md border border-[var(--border)] px-3 py-1.5 font-semibold text-[var(--fg)] hover:bg-[var(--bg-inset)]"
            >
              Try again
            </button>
          )}
        </div>

        {hits.length > 0 && (
          <ul id={listId} role="listbox" aria-label="Search results" className="min-h-0 flex-1 space-y-1 overflow-y-auto px-2 pt-1 pb-3">
            {hits.map((hit, index) => {
              const selected = index === activeIndex;
              return (
                <li
                  key={hit.url}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  onClick={() => open(hit.url)}
                  onMouseMove={() => !selected && setActive({ query: deferredQuery, index })}
                  className={`cursor-pointer rounded-lg border-2 px-3 py-2 ${selected ? "border-[var(--focus)] bg-[var(--bg-inset)]" : "border-transparent"}`}
                >
                  <span className="block text-xs font-semibold tracking-wide text-[var(--fg-muted)] uppercase">
                    <Highlighted segments={hit.title} />
                  </span>
                  {hit.heading.length > 0 && (
                    <span className="block font-semibold text-[var(--fg)]">
                      <Highlighted segments={hit.heading} />
                    </span>
                  )}
                  {hit.excerpt.length > 0 && (
                    <span className="mt-0.5 block text-sm leading-relaxed text-[var(--fg-muted)]">
                      <Highlighted segments={hit.excerpt} />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}

        <p className="mt-auto hidden gap-4 border-t border-[var(--border)] px-4 py-2 text-xs text-[var(--fg-muted)] sm:flex">
          <span>
            <kbd className="rounded border border-[var(--border)] px-1 font-sans">↑</kbd>{" "}
            <kbd className="rounded border border-[var(--border)] px-1 font-sans">↓</kbd> to choose
          </span>
          <span>
            <kbd className="rounded border border-[var(--border)] px-1 font-sans">Enter</kbd> to open
          </span>
          <span>
            <kbd className="rounded border border-[var(--border)] px-1 font-sans">Esc</kbd> to close
          </span>
        </p>
      </div>
    </dialog>
  );
}

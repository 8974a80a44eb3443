import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type SearchDialogType from "./SearchDialog";
import { onceUnlessFailed } from "~/app/lib/retry-after-failure";
import { SearchIcon } from "./SearchIcon";
import { SearchUnavailable } from "./SearchUnavailable";
import { startTypeAhead, type TypeAhead } from "./typeAhead";
import { requestSearch, useSearchShortcut } from "./useSearchShortcut";

type SearchDialogComponent = typeof SearchDialogType;

// The dialog, MiniSearch and the index stay out of the first load: they arrive when search is first wanted.
// A failed fetch is forgotten, so the next attempt fetches again.
const loadSearchDialog = onceUnlessFailed(() => import("./SearchDialog").then((module): SearchDialogComponent => module.default));
const prefetch = () => void loadSearchDialog().catch(() => undefined);

const noSubscription = () => () => {};
const isApplePlatform = () => /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);

// On a narrow header the word (and the shortcut) give way to the icon: the `search-label` rules in app.css, decided
// by the page's width in rem, so large text counts too.
const headerLook =
  "search-header inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-md border border-[var(--border)] px-3 text-[var(--fg)] hover:bg-[var(--bg-inset)] lg:min-w-48 lg:justify-start";
const pageLook = "inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-[var(--border)] px-5 text-[var(--fg)] hover:bg-[var(--bg-inset)]";

/**
 * A search button: the header's (the default), or a larger one inside a page (`inPage`), which leaves the
 * keyboard shortcuts to the header's and can start with a query. It opens the search dialog (the header's also
 * on Ctrl+K, Cmd+K and `/`), starts loading the dialog's code as soon as the pointer or focus reaches it, and
 * takes focus back when the dialog closes.
 */
export function SearchButton({ inPage = false, label = "Search", initialQuery }: { inPage?: boolean; label?: string; initialQuery?: string }) {
  const [open, setOpen] = useState(false);
  const [SearchDialog, setSearchDialog] = useState<SearchDialogComponent | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  // Prerendered pages say "Ctrl"; Apple devices switch to "⌘" once hydrated.
  const apple = useSyncExternalStore(noSubscription, isApplePlatform, () => false);

  const typeAhead = useRef<TypeAhead | null>(null);

  const show = useCallback((typed = "") => {
    // Letters typed while the dialog loads go into its field, not nowhere (after any typed before the page's code came).
    typeAhead.current?.take();
    typeAhead.current = startTypeAhead(document, undefined, typed);
    setUnavailable(false);
    setOpen(true);
    loadSearchDialog().then(
      (component) => setSearchDialog(() => component),
      () => {
        typeAhead.current?.take();
        setOpen(false);
        setUnavailable(true);
      },
    );
  }, []);
  const takeTypedAhead = useCallback(() => typeAhead.current?.take() ?? "", []);
  const close = useCallback((focusButton: boolean) => {
    returnFocus.current = focusButton;
    setOpen(false);
  }, []);
  useSearchShortcut(show, !inPage);

  useEffect(() => {
    // After the dialog has gone (the page is no longer inert), unless a result was followed. A header button
    // that moved into the menu drawer is not on screen: the dialog has already put focus back where it was.
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    const button = buttonRef.current;
    if (button?.checkVisibility()) button.focus();
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => show()}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-keyshortcuts={inPage ? undefined : "Control+K Meta+K /"}
        data-header-tool={inPage ? undefined : "search"}
        className={inPage ? pageLook : headerLook}
      >
        <SearchIcon />
        <span className={inPage ? "font-semibold" : "search-label font-semibold"}>{label}</span>
        {!inPage && (
          <kbd
            aria-hidden="true"
            className="search-kbd ml-auto hidden rounded border border-b-2 border-[var(--border)] bg-[var(--bg-soft)] px-1.5 font-sans text-xs font-semibold text-[var(--fg-muted)] md:inline"
          >
            {apple ? "⌘" : "Ctrl"} K
          </kbd>
        )}
      </button>
      {open && SearchDialog && <SearchDialog onClose={close} initialQuery={initialQuery} takeTypedAhead={takeTypedAhead} />}
      {unavailable && (
        <SearchUnavailable
          onClose={() => {
            setUnavailable(false);
            buttonRef.current?.focus();
          }}
          onRetry={() => show()}
        />
      )}
    </>
  );
}

/**
 * The menu drawer's Search, shown there when the header has no room for its own: it closes the drawer
 * (`onChoose`) and opens the header's search, whose dialog and shortcuts stay the page's only ones.
 */
export function DrawerSearchButton({ onChoose }: { onChoose: () => void }) {
  return (
    <button
      type="button"
      data-drawer-tool="search"
      aria-haspopup="dialog"
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onClick={() => {
        onChoose();
        requestSearch();
      }}
      className="drawer-tool border border-[var(--border)] font-semibold"
    >
      <SearchIcon />
      Search
    </button>
  );
}

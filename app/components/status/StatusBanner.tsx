import { isKeyboardPage } from "~/content/site";
import { TrackStatus } from "./TrackStatus";

/** The slim strip under the header of every docs page: the status of the page's track (keyboard or macropad). */
export function StatusBanner({ pathname }: { pathname: string }) {
  return (
    <aside
      aria-label="Programme status"
      className="no-print border-b border-[var(--border)] bg-[var(--bg-soft)] px-4 py-1.5 text-center text-sm leading-snug text-[var(--fg)]"
    >
      <div className="mx-auto max-w-5xl">
        <TrackStatus track={isKeyboardPage(pathname) ? "keyboard" : "macropad"} className="items-center" />
      </div>
    </aside>
  );
}

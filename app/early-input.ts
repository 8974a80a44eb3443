/**
 * What the reader does before the page's code has arrived, kept until it has: a zip picked or dropped on /check's
 * drop zone before its tool is live (the prerendered inputs are replaced when it mounts, and a drop would make the
 * browser open the file), and Ctrl+K or Cmd+K before the header's search listens. A few hundred bytes of inline
 * script, run first in the head (allowed by its hash in the CSP like the theme script), note them on `window`; the
 * tool and the search button take them when they mount.
 */

/** The window property the inline script fills. */
const KEY = "hackpadEarly";

interface Early {
  /** Files picked in a prerendered file input. */
  files?: File[];
  /** Entries (folders too) or files of a drop on the prerendered drop zone. */
  dropped?: (FileSystemEntry | File)[];
  /** Ctrl+K or Cmd+K was pressed before the search listened. */
  search?: boolean;
}

// The zone is an island not yet live: `data-island` without `data-island-ready` (app/islands/attributes.ts).
export const earlyInputScript = `(function(){var q=window.${KEY}={},d=document;function z(t){return t&&t.closest&&t.closest('[data-island="CheckTool"]:not([data-island-ready])')}d.addEventListener("change",function(e){var t=e.target;if(z(t)&&t.type==="file"&&t.files&&t.files.length){q.files=[].slice.call(t.files);q.dropped=null}},true);d.addEventListener("dragover",function(e){if(z(e.target))e.preventDefault()},true);d.addEventListener("drop",function(e){if(!z(e.target))return;e.preventDefault();var x=e.dataTransfer,l=[].map.call(x.items,function(i){return i.webkitGetAsEntry&&i.webkitGetAsEntry()}).filter(Boolean);q.dropped=l.length?l:[].slice.call(x.files);q.files=null},true);d.addEventListener("keydown",function(e){if(d.documentElement.dataset.hydrated!=="true"&&(e.ctrlKey||e.metaKey)&&!e.shiftKey&&!e.altKey&&(e.key||"").toLowerCase()==="k"){e.preventDefault();q.search=true}},true)})();`;

const early = (): Early | undefined => (typeof window === "undefined" ? undefined : (window as unknown as Record<string, Early | undefined>)[KEY]);

/** The project picked or dropped before /check's tool was live, once; null when there is none. */
export function takeEarlyProject(): { files: File[] } | { dropped: (FileSystemEntry | File)[] } | null {
  const queued = early();
  if (!queued) return null;
  const { files, dropped } = queued;
  queued.files = undefined;
  queued.dropped = undefined;
  if (files && files.length > 0) return { files };
  if (dropped && dropped.length > 0) return { dropped };
  return null;
}

/** True once when Ctrl+K or Cmd+K was pressed before the search listened. */
export function takeEarlySearch(): boolean {
  const queued = early();
  if (!queued?.search) return false;
  queued.search = false;
  return true;
}

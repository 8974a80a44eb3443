/**
 * What the reader does before the page's code has arrived, kept until it has: a zip picked or dropped on /check's
 * drop zone before its tool is live (the prerendered inputs are replaced when it mounts, and a drop would make the
 * browser open the file), and Ctrl+K or Cmd+K before the header's search listens, with what is typed after it. A
 * few hundred bytes of inline script, run first in the head (allowed by its hash in the CSP like the theme script),
 * note them on `window`; the tool and the search button take them when they mount.
 *
 * A file picker opened on a prerendered input can stay open across the moment the live tool replaces that input:
 * the browser then hands the files to the removed input, whose events no longer reach the document. So the script
 * listens on each prerendered input the reader opens, and a tool already live is told when such files arrive. It
 * also makes the folder input (`data-folder`) pick folders as it opens: the attribute is not valid markup.
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
  /** What was typed after it (printable keys, Backspace taking one back). */
  query?: string;
  /** Set by a live tool: called when a pick reaches the queue after the tool took it. */
  notify?: (() => void) | null;
}

// The zone is an island not yet live: `data-island` without `data-island-ready` (app/islands/attributes.ts).
export const earlyInputScript = `(function(){var q=window.${KEY}={},d=document;function z(t){return t&&t.closest&&t.closest('[data-island="CheckTool"]:not([data-island-ready])')}function p(t){if(t.files&&t.files.length){q.files=[].slice.call(t.files);q.dropped=null;q.notify&&q.notify()}}d.addEventListener("click",function(e){var t=e.target;if(z(t)&&t.type==="file"&&!t.q){t.q=1;t.hasAttribute("data-folder")&&t.setAttribute("webkitdirectory","");t.addEventListener("change",function(){t.isConnected||p(t)})}},true);d.addEventListener("change",function(e){var t=e.target;if(z(t)&&t.type==="file")p(t)},true);d.addEventListener("dragover",function(e){if(z(e.target))e.preventDefault()},true);d.addEventListener("drop",function(e){if(!z(e.target))return;e.preventDefault();var x=e.dataTransfer,l=[].map.call(x.items,function(i){return i.webkitGetAsEntry&&i.webkitGetAsEntry()}).filter(Boolean);q.dropped=l.length?l:[].slice.call(x.files);q.files=null},true);d.addEventListener("keydown",function(e){var k=e.key||"",t=e.target;if(d.documentElement.dataset.hydrated==="true"||e.altKey||e.isComposing)return;if((e.ctrlKey||e.metaKey)&&!e.shiftKey&&k.toLowerCase()==="k"){e.preventDefault();q.search=true;q.query=""}else if(q.search&&!e.ctrlKey&&!e.metaKey&&!(t&&t.closest&&t.closest("input,textarea,select,[contenteditable]"))&&(k==="Backspace"||k.length===1)){e.preventDefault();q.query=k==="Backspace"?q.query.slice(0,-1):q.query+k}},true)})();`;

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

/**
 * Calls `listener` whenever a project reaches the queue after a live tool took it (a picker open across the
 * tool's mount), until the returned function is called.
 */
export function onEarlyProject(listener: () => void): () => void {
  const queued = early();
  if (!queued) return () => undefined;
  queued.notify = listener;
  return () => {
    if (queued.notify === listener) queued.notify = null;
  };
}

/** Once, when Ctrl+K or Cmd+K was pressed before the search listened: what was typed after it ("" for nothing). */
export function takeEarlySearch(): string | null {
  const queued = early();
  if (!queued?.search) return null;
  queued.search = false;
  return queued.query ?? "";
}

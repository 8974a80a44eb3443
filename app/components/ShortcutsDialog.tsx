import { useEffect, useRef } from "react";

const shortcuts = [
  { keys: ["/"], alt: ["Ctrl", "K"], does: "Search the docs" },
  { keys: ["↑"], alt: ["↓"], does: "Move through search results" },
  { keys: ["Enter"], does: "Open the chosen result" },
  { keys: ["?"], does: "Show these shortcuts" },
  { keys: ["Esc"], does: "Close a dialog or the menu" },
];

function Keys({ keys }: { keys: string[] }) {
  return (
    <>
      {keys.map((key, index) => (
        <span key={key}>
          {index > 0 && " + "}
          <kbd className="rounded border border-b-2 border-[var(--border)] bg-[var(--bg-soft)] px-1.5 font-mono text-sm">{key}</kbd>
        </span>
      ))}
    </>
  );
}

/**
 * The list of keyboard shortcuts in a native modal <dialog> (it traps focus, closes on Escape and gives focus
 * back by itself). Loaded on demand, the first time the list is asked for.
 */
export default function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(28rem,92vw)] rounded-xl border border-[var(--border)] bg-[var(--bg)] p-6 text-left text-[var(--fg)] shadow-2xl backdrop:bg-black/50"
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
    >
      <h2 id="shortcuts-title" className="text-xl font-bold">
        Keyboard shortcuts
      </h2>
      <table className="mt-4 w-full text-[0.95rem]">
        <caption className="sr-only">Keys and what they do</caption>
        <tbody>
          {shortcuts.map((shortcut) => (
            <tr key={shortcut.does} className="border-t border-[var(--border)]">
              <td className="py-2 pr-3 whitespace-nowrap">
                <Keys keys={shortcut.keys} />
                {shortcut.alt && (
                  <>
                    {" or "}
                    <Keys keys={shortcut.alt} />
                  </>
                )}
              </td>
              <td className="py-2">{shortcut.does}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-5 text-right">
        <button type="button" onClick={() => dialog.current?.close()} className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          Close
        </button>
      </p>
    </dialog>
  );
}

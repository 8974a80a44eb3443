import { useEffect, useId, useRef, type ChangeEvent } from "react";
import { peerFocus, primaryButton, secondaryButton } from "./styles";

/**
 * A real `<input type="file">` (visually hidden, still focusable, so keyboards, screen readers and phones use
 * the browser's own picker) with a label that looks like a button.
 */
export function FilePickButton({
  label,
  accept,
  folder = false,
  primary = false,
  describedBy,
  onFiles,
}: {
  label: string;
  accept?: string;
  folder?: boolean;
  primary?: boolean;
  describedBy?: string;
  onFiles: (files: FileList | null) => void;
}) {
  const id = useId();
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    onFiles(event.currentTarget.files);
    // Picking the same file again must start a new check.
    event.currentTarget.value = "";
  };
  const input = useRef<HTMLInputElement>(null);
  // Folder picking is a browser extension to HTML, not valid markup: set it once the page runs, which is also
  // the first moment the picked files can be read. Before that, `data-folder` has the early-input script
  // (app/early-input.ts) set it as the reader opens the picker.
  useEffect(() => {
    if (folder) input.current?.setAttribute("webkitdirectory", "");
  }, [folder]);
  return (
    <span className="inline-block">
      <input
        id={id}
        type="file"
        className="peer sr-only"
        accept={accept}
        aria-describedby={describedBy}
        data-folder={folder ? "" : undefined}
        onChange={change}
        ref={input}
      />
      <label htmlFor={id} className={`${primary ? primaryButton : secondaryButton} ${peerFocus}`}>
        {label}
      </label>
    </span>
  );
}

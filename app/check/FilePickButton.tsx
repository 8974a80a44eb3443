import { useId, type ChangeEvent } from "react";
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
  // React passes unknown lowercase attributes through to the element.
  const folderProps = folder ? ({ webkitdirectory: "", directory: "" } as Record<string, string>) : {};
  return (
    <span className="inline-block">
      <input id={id} type="file" className="peer sr-only" accept={accept} aria-describedby={describedBy} onChange={change} {...folderProps} />
      <label htmlFor={id} className={`${primary ? primaryButton : secondaryButton} ${peerFocus}`}>
        {label}
      </label>
    </span>
  );
}

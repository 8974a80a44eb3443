import { useState, type DragEvent, type Ref } from "react";
import { FilePickButton } from "./FilePickButton";

/**
 * Where a project goes in: drop a folder or a zip anywhere on the box, or pick one with the two buttons.
 * Rendered in the prerendered HTML, so the page shows it before its script has loaded.
 */
export function DropZone({
  limitsText,
  onDrop,
  onPick,
  zoneRef,
}: {
  limitsText: string;
  onDrop: (transfer: DataTransfer) => void;
  onPick: (files: FileList | null) => void;
  zoneRef?: Ref<HTMLElement>;
}) {
  const [over, setOver] = useState(false);
  const hintId = "check-drop-hint";
  const dragOver = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
    setOver(true);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    onDrop(event.dataTransfer);
  };
  return (
    <section
      ref={zoneRef}
      aria-labelledby="check-drop-title"
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      className={`not-prose my-6 rounded-xl border-2 border-dashed p-5 text-center sm:p-8 ${
        over ? "border-brand-600 bg-brand-50 dark:border-brand-300 dark:bg-brand-800/30" : "border-[var(--border)] bg-[var(--bg-soft)]"
      }`}
    >
      <h2 id="check-drop-title" className="text-xl font-bold">
        Drop your project folder or its .zip here
      </h2>
      <p id={hintId} className="mx-auto mt-2 max-w-prose">
        Download your repository as a ZIP from GitHub (Code → Download ZIP) and drop it here.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <FilePickButton label="Choose folder" folder primary describedBy={hintId} onFiles={onPick} />
        <FilePickButton label="Choose zip" accept=".zip,application/zip" describedBy={hintId} onFiles={onPick} />
      </div>
      <p className="mt-4 text-sm text-[var(--fg-muted)]">{limitsText}</p>
    </section>
  );
}

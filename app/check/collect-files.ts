/**
 * Turns what the participant picked or dropped into a list of files with their paths inside the project.
 * Folders dropped on the page are walked with the File System entries API; picked folders carry
 * `webkitRelativePath`. Nothing is read here: only names and sizes, counted as they are found.
 */
import type { PickedFile } from "~/app/check/lib/worker-protocol";

export interface Collected {
  /** The folder's or the zip's name, shown as the report's input. */
  input: string;
  files: PickedFile[];
  bytes: number;
}

export type OnFound = (files: number, bytes: number) => void;

const topName = (files: PickedFile[]) => {
  const first = files[0]?.path ?? "";
  return files.length === 1 ? first : first.includes("/") ? first.slice(0, first.indexOf("/")) : "your files";
};

function collected(files: PickedFile[]): Collected {
  return { input: topName(files), files, bytes: files.reduce((total, picked) => total + picked.file.size, 0) };
}

/** Files from an `<input type=file>`, with or without `webkitdirectory`. */
export function filesFromList(list: FileList | readonly File[] | null): Collected {
  const files = [...(list ?? [])].map((file) => ({ path: file.webkitRelativePath || file.name, file }));
  return collected(files);
}

const fileOf = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

/** All entries of a directory: readEntries returns them in batches until it returns none. */
async function readAll(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const entries: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return entries;
    entries.push(...batch);
  }
}

async function walk(entry: FileSystemEntry, out: PickedFile[], found: { bytes: number }, onFound: OnFound, limit: number): Promise<void> {
  if (out.length > limit) return;
  if (entry.isFile) {
    const file = await fileOf(entry as FileSystemFileEntry);
    out.push({ path: entry.fullPath.replace(/^\/+/, ""), file });
    found.bytes += file.size;
    onFound(out.length, found.bytes);
    return;
  }
  if (entry.isDirectory) {
    for (const child of await readAll(entry as FileSystemDirectoryEntry)) await walk(child, out, found, onFound, limit);
  }
}

/**
 * The entries of a drop. Must be called inside the drop event (the browser forgets the items after it);
 * the walk itself runs later. Stops after `limit + 1` files, so a huge folder is refused quickly.
 */
export function dropEntries(transfer: DataTransfer): FileSystemEntry[] | File[] {
  const entries = [...transfer.items]
    .filter((item) => item.kind === "file")
    .map((item) => item.webkitGetAsEntry?.() ?? null)
    .filter((entry): entry is FileSystemEntry => entry !== null);
  return entries.length > 0 ? entries : [...transfer.files];
}

export async function filesFromDrop(dropped: readonly (FileSystemEntry | File)[], onFound: OnFound, limit: number): Promise<Collected> {
  const out: PickedFile[] = [];
  const found = { bytes: 0 };
  for (const item of dropped) {
    if (item instanceof File) {
      out.push({ path: item.name, file: item });
      found.bytes += item.size;
      onFound(out.length, found.bytes);
    } else {
      await walk(item, out, found, onFound, limit);
    }
  }
  return collected(out);
}

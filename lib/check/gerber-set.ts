/**
 * Finds the gerber and drill files to draw the board from, in the same input the preflight read: a project's
 * files, or one zip of the repository (with GitHub's one top folder). The set is the one the board was
 * measured from (the report names it), else the first gerber zip or gerber folder. Only the entries needed
 * are unpacked.
 */
import { unzipSync } from "fflate";
import type { InputFile } from "../preflight/types.ts";

export interface NamedText {
  name: string;
  text: string;
}

/** Drawing needs only the layers, never more than this many bytes of them. */
export const MAX_GERBER_SET_BYTES = 40 * 1024 * 1024;

const layerFile = /\.(gbr|gtl|gbl|gto|gbo|gts|gbs|gtp|gbp|gm1|gko|gml|gm|drl|xln|exc|txt|g[0-9])$/i;
const isJunk = (path: string) => /(^|\/)__MACOSX\//.test(path) || /(^|\/)\._[^/]*$/.test(path);
const isZip = (path: string) => /\.zip$/i.test(path);

/** The folder every path starts with, when there is exactly one (GitHub's "repo-main/"), else "". */
export function sharedTopFolder(paths: readonly string[]): string {
  const tops = new Set(paths.map((path) => (path.includes("/") ? path.slice(0, path.indexOf("/") + 1) : "")));
  const [only] = [...tops];
  return tops.size === 1 && only ? only : "";
}

interface Entry {
  path: string;
  read: () => Uint8Array;
}

/** The entries of a zip as lazy readers (nothing is inflated until read), with junk entries left out. */
function zipEntries(zip: Uint8Array): Entry[] {
  const names: string[] = [];
  unzipSync(zip, {
    filter: (file) => {
      if (!file.name.endsWith("/")) names.push(file.name);
      return false;
    },
  });
  const top = sharedTopFolder(names);
  return names
    .filter((name) => !isJunk(name))
    .map((name) => ({
      path: name.slice(top.length),
      read: () => unzipSync(zip, { filter: (file) => file.name === name })[name] ?? new Uint8Array(),
    }));
}

function inputEntries(files: readonly InputFile[]): Entry[] {
  const only = files[0];
  if (files.length === 1 && only && isZip(only.path)) return zipEntries(only.bytes);
  const top = sharedTopFolder(files.map((file) => file.path));
  return files.filter((file) => !isJunk(file.path)).map((file) => ({ path: file.path.slice(top.length), read: () => file.bytes }));
}

const decoder = new TextDecoder();
const dirOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "");
const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

function texts(entries: Entry[]): NamedText[] {
  const out: NamedText[] = [];
  let total = 0;
  for (const entry of entries) {
    const bytes = entry.read();
    total += bytes.length;
    if (total > MAX_GERBER_SET_BYTES) break;
    out.push({ name: baseName(entry.path), text: decoder.decode(bytes) });
  }
  return out;
}

function fromZip(entry: Entry): NamedText[] {
  try {
    return texts(zipEntries(entry.read()).filter((inner) => layerFile.test(inner.path) && !isZip(inner.path)));
  } catch {
    return [];
  }
}

/**
 * The gerber set to draw. `source` is the report's board source: "production/gerbers.zip: pad-Edge_Cuts.gbr"
 * for a zip, or a loose file's path. Returns [] when there is nothing to draw.
 */
export function findGerberSet(files: readonly InputFile[], source: string | null): NamedText[] {
  let entries: Entry[];
  try {
    entries = inputEntries(files);
  } catch {
    return [];
  }
  const byPath = new Map(entries.map((entry) => [entry.path.toLowerCase(), entry]));
  if (source) {
    const colon = source.indexOf(": ");
    const zipPath = colon > 0 ? source.slice(0, colon) : null;
    const zip = zipPath ? byPath.get(zipPath.toLowerCase()) : undefined;
    if (zip) return fromZip(zip);
    const folder = dirOf(source).toLowerCase();
    const loose = entries.filter((entry) => dirOf(entry.path).toLowerCase() === folder && layerFile.test(entry.path));
    if (!zipPath && loose.length > 0) return texts(loose);
  }
  const gerberZip = entries.find((entry) => isZip(entry.path) && /gerber/i.test(baseName(entry.path)));
  if (gerberZip) {
    const set = fromZip(gerberZip);
    if (set.length > 0) return set;
  }
  const edge = entries.find((entry) => /edge[_.]cuts\.gbr$|\.gm1$|\.gko$/i.test(entry.path));
  return edge ? texts(entries.filter((entry) => dirOf(entry.path) === dirOf(edge.path) && layerFile.test(entry.path))) : [];
}

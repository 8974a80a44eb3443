/** Paths inside a project, always with forward slashes: the pieces every reader, rule and repair asks of them. */

/** The folder a path lies in ("" at the top). */
export const parentOf = (path: string) => (path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "");

/** The file's own name, without its folders. */
export const baseName = (path: string) => path.slice(path.lastIndexOf("/") + 1);

/** The file's extension in lower case, without the dot ("" for none). */
export const extension = (path: string) => (/\.([^./]+)$/.exec(path)?.[1] ?? "").toLowerCase();

/** True when `path` lies in the top-level folder `folder` (any letter case). */
export const inFolder = (path: string, folder: string) => path.toLowerCase().startsWith(`${folder.toLowerCase()}/`);

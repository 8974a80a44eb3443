/** The pad's name from a check's input: the folder or zip name without GitHub's "-main" (names downloads and generated files). */
export const padName = (input: string): string =>
  input
    .split("/")
    .filter(Boolean)
    .at(-1)
    ?.replace(/\.zip$/i, "")
    .replace(/-(main|master)$/i, "") ?? "";

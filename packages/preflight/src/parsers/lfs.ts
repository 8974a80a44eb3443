/** Git LFS pointers: small text files standing in for a big file that was not downloaded. */
const PREFIX = "version https://git-lfs";

export function isLfsPointer(bytes: Uint8Array): boolean {
  if (bytes.length > 1024 || bytes.length < PREFIX.length) return false;
  return new TextDecoder("utf-8").decode(bytes.subarray(0, PREFIX.length)) === PREFIX;
}

/** The size the pointer says the real file has, in bytes, when it says. */
export function lfsPointerSize(bytes: Uint8Array): number | null {
  const match = /^size (\d+)$/m.exec(new TextDecoder("utf-8").decode(bytes));
  return match ? Number(match[1]) : null;
}

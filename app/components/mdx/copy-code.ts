/** How long "Copied" stays on the button and the message stays in the live region. */
const MESSAGE_MS = 2500;

export const COPIED = "Copied to clipboard";
export const COPY_FAILED = "Copy failed: select the code and copy it by hand";

/**
 * Copies the code of the code block a Copy button belongs to and says so: the button reads "Copied"
 * and the block's live region announces the result. It works on the DOM alone, so the same button works
 * in a hydrated page and in page content that is kept as static HTML (see PageContent).
 */
export async function copyCodeBlock(button: HTMLButtonElement): Promise<void> {
  const block = button.closest(".code-block");
  const pre = block?.querySelector("pre");
  const label = button.querySelector("[data-copy-label]");
  const status = block?.querySelector('[role="status"]');
  if (!block || !pre || !label || !status) return;
  const text = pre.querySelector("code")?.textContent ?? pre.textContent ?? "";
  let message = COPIED;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    message = COPY_FAILED;
  }
  label.textContent = message === COPIED ? "Copied" : "Copy";
  status.textContent = message;
  window.setTimeout(() => {
    label.textContent = "Copy";
    status.textContent = "";
  }, MESSAGE_MS);
}

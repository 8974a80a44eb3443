/**
 * Wraps a loader so its promise is shared while it is pending or has succeeded, and forgotten when it
 * fails: every caller gets the one request, and a later call after a failure (no connection, say) tries again.
 */
export function onceUnlessFailed<T>(load: () => Promise<T>): () => Promise<T> {
  let request: Promise<T> | null = null;
  return () => {
    request ??= load().catch((error: unknown) => {
      request = null;
      throw error;
    });
    return request;
  };
}

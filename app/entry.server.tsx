import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/** How long a page may take to render at build time before it is cut off. */
export const streamTimeout = 10_000;

/**
 * Renders a page at build time (every page is prerendered). It always waits for the whole page,
 * lazily loaded pictures included, so the HTML is complete before any JavaScript runs. Every part is
 * written in place: React would otherwise move a large finished part (the pin budget, the guide's
 * pictures) to the end of the document with a script to put it back, and a page's text read without
 * running scripts (a client-side navigation, app/lib/page-content.ts) would lack it.
 */
export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });

  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatus = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

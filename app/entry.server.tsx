import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";
import { deferredReady } from "~/lib/deferred";
import { InlineCssContext } from "~/lib/inline-css";
import { NonceContext } from "~/lib/nonce-context";
import { stylesheet } from "~/root";
import { builtCss } from "~/server/inline-css.server";
import { isDatabaseUnavailable } from "~/server/db/errors.server";
import { log } from "~/server/log.server";
import { NONCE_PLACEHOLDER } from "~/server/nonce.server";

export const streamTimeout = 5_000;

/**
 * Renders the whole page before answering (no streaming): every visitor, crawler or not, gets
 * complete HTML, and the server can memoise it and swap the nonce placeholder per response.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // A page that failed because the database is down (restarting, unreachable) is a 503 with a
  // retry hint, not a 500: nothing is wrong with the request or the code, and it will pass soon.
  const errors = Object.values(routerContext.staticHandlerContext.errors ?? {});
  if (responseStatusCode === 500 && errors.some(isDatabaseUnavailable)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "5");
  }
  // The code of deferred parts, loaded once at start-up, so they render in place (app/lib/deferred.tsx).
  await deferredReady();
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={NONCE_PLACEHOLDER}>
        <InlineCssContext.Provider value={builtCss(stylesheet)}>
          <ServerRouter context={routerContext} url={request.url} nonce={NONCE_PLACEHOLDER} />
        </InlineCssContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: NONCE_PLACEHOLDER,
        // Never outline a large Suspense boundary behind a script (React does above 12.8 KB by
        // default): the page is sent whole, and must read the same without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
          pipe(body);
        },
        onShellError(error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          status = 500;
          log.error({ err: error, path: new URL(request.url).pathname }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const url = new URL(request.url);
  if (isDatabaseUnavailable(error)) {
    log.warn(
      { path: url.pathname, method: request.method, reason: error instanceof Error ? error.message : String(error) },
      "request failed: database unavailable",
    );
    return;
  }
  log.error({ err: error, path: url.pathname + url.search, method: request.method }, "request failed");
};

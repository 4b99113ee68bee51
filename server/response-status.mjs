// @ts-check
/**
 * A page can ask the production server (server.mjs) to answer 503 Service Unavailable instead of
 * 200 while it still renders a full page (the shell and a "content unavailable" notice): Next.js
 * has no way for a page to set its status. server.mjs runs each request inside an
 * AsyncLocalStorage (shared through globalThis, as the app's bundle has its own copy of this
 * module); `markServiceUnavailable()` flags the request, and the 200 the response is about to be
 * sent with becomes a 503 with Retry-After. Only for documents: a client navigation's RSC payload
 * keeps its 200, or the router would fall back to a full page load. Without server.mjs (`next
 * start`, `next dev`) the mark does nothing and the page answers 200. docs/decisions/022.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('racing-portal.response-status');
/** Seconds a client or crawler is asked to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

/** @typedef {{ unavailable: boolean }} TResponseStatusState */

/** @returns {AsyncLocalStorage<TResponseStatusState> | undefined} */
function storage() {
  return /** @type {Record<symbol, AsyncLocalStorage<TResponseStatusState> | undefined>} */ (/** @type {unknown} */ (globalThis))[KEY];
}

/** Mark the current request's answer as 503 (no effect outside server.mjs or after the headers went out). */
export function markServiceUnavailable() {
  const state = storage()?.getStore();
  if (state) state.unavailable = true;
}

/**
 * Run `handle` for this request so that a page may mark it unavailable.
 * @template T
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => T} handle
 * @returns {T}
 */
export function withResponseStatus(req, res, handle) {
  const globals = /** @type {Record<symbol, AsyncLocalStorage<TResponseStatusState> | undefined>} */ (/** @type {unknown} */ (globalThis));
  const als = (globals[KEY] ??= new AsyncLocalStorage());
  /** @type {TResponseStatusState} */
  const state = { unavailable: false };
  const isDocument = req.headers.rsc === undefined;
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      if (state.unavailable && isDocument && statusCode === 200) {
        res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        // A stale "OK" reason phrase would contradict the status.
        if (typeof rest[0] === 'string') rest.shift();
        return writeHead.call(res, 503, ...rest);
      }
      return writeHead.call(res, statusCode, ...rest);
    }
  );
  return als.run(state, handle);
}

// @ts-check
/**
 * A page can ask the production server (server.mjs) to answer with another status than 200 while
 * it still renders a full page (the shell and a notice): Next.js has no way for a page to set its
 * status. server.mjs runs each request inside an AsyncLocalStorage (shared through globalThis, as
 * the app's bundle has its own copy of this module); a page marks the request, and the 200 the
 * response is about to be sent with becomes:
 * - 503 Service Unavailable with Retry-After (`markServiceUnavailable`): an outage, the content
 *   service or the racing platform not answering with nothing kept (docs/decisions/022, 024);
 * - 501 Not Implemented (`markNotImplemented`): the racing platform in use does not offer what the
 *   page shows ("not available on this platform", docs/decisions/024). When both are marked, the
 *   503 wins: the outage is what a client should come back for.
 * Only for documents: a client navigation's RSC payload keeps its 200, or the router would fall
 * back to a full page load. Without server.mjs (`next start`, `next dev`) the marks do nothing and
 * the page answers 200.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('racing-portal.response-status');
/** Seconds a client or crawler is asked to wait before trying again. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 60;

/** @typedef {{ unavailable: boolean; notImplemented: boolean }} TResponseStatusState */

/** @returns {AsyncLocalStorage<TResponseStatusState> | undefined} */
function storage() {
  return /** @type {Record<symbol, AsyncLocalStorage<TResponseStatusState> | undefined>} */ (/** @type {unknown} */ (globalThis))[KEY];
}

/** Mark the current request's answer as 503 (no effect outside server.mjs or after the headers went out). */
export function markServiceUnavailable() {
  const state = storage()?.getStore();
  if (state) state.unavailable = true;
}

/** Mark the current request's answer as 501 (no effect outside server.mjs or after the headers went out). */
export function markNotImplemented() {
  const state = storage()?.getStore();
  if (state) state.notImplemented = true;
}

/**
 * Run `handle` for this request so that a page may mark its status.
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
  const state = { unavailable: false, notImplemented: false };
  const isDocument = req.headers.rsc === undefined;
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      if (isDocument && statusCode === 200 && (state.unavailable || state.notImplemented)) {
        if (state.unavailable) res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
        // A stale "OK" reason phrase would contradict the status.
        if (typeof rest[0] === 'string') rest.shift();
        return writeHead.call(res, state.unavailable ? 503 : 501, ...rest);
      }
      return writeHead.call(res, statusCode, ...rest);
    }
  );
  return als.run(state, handle);
}

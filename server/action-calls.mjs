// @ts-check
/**
 * A server action POST whose arguments Next.js cannot decode (a body that is not a React reply:
 * junk text, broken multipart, a wrong content type) fails inside Next.js before any action runs,
 * and Next.js answers it with a 500. It is the client's fault: server.mjs answers it 400 instead.
 * Every action marks, at its entry (lib/server/action-args.ts), that it was reached: a 500 after
 * that mark is a real server error and stays one. The mark travels in an AsyncLocalStorage shared
 * through globalThis (the app's bundle has its own copy of this module), as in
 * server/response-status.mjs. Without server.mjs the mark does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('racing-portal.action-call');

/** @typedef {{ entered: boolean }} TActionCallState */

/** @returns {AsyncLocalStorage<TActionCallState> | undefined} */
function storage() {
  return /** @type {Record<symbol, AsyncLocalStorage<TActionCallState> | undefined>} */ (/** @type {unknown} */ (globalThis))[KEY];
}

/** Record that a server action was reached with decoded arguments (no effect outside server.mjs). */
export function markActionEntered() {
  const state = storage()?.getStore();
  if (state) state.entered = true;
}

/**
 * Whether Next.js may treat a request as a server action: a POST with a `Next-Action` header (the
 * page's script) or a multipart body (a form posted without script). API paths are not set apart:
 * `/ll/api/x/./y` is routed as a page, and no route handler of the app takes either kind of post.
 * @param {import('node:http').IncomingMessage} req
 */
export function isServerActionRequest(req) {
  if (req.method !== 'POST') return false;
  return req.headers['next-action'] !== undefined || String(req.headers['content-type'] ?? '').startsWith('multipart/form-data');
}

/**
 * Run `handle` for this request; for a server action never reached, a 500 becomes a 400.
 * @template T
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => T} handle
 * @returns {T}
 */
export function withActionCall(req, res, handle) {
  if (!isServerActionRequest(req)) return handle();
  const globals = /** @type {Record<symbol, AsyncLocalStorage<TActionCallState> | undefined>} */ (/** @type {unknown} */ (globalThis));
  const als = (globals[KEY] ??= new AsyncLocalStorage());
  /** @type {TActionCallState} */
  const state = { entered: false };
  const writeHead = res.writeHead;
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) {
      if (statusCode === 500 && !state.entered) {
        // A stale reason phrase would contradict the status.
        if (typeof rest[0] === 'string') rest.shift();
        return writeHead.call(res, 400, ...rest);
      }
      return writeHead.call(res, statusCode, ...rest);
    }
  );
  return als.run(state, handle);
}

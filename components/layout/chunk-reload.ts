import { CHUNK_RELOAD_GUARD_MS } from '../../lib/constants';

/**
 * After a deploy, a page still open asks for script chunks of its own build that the new servers
 * no longer have: the next navigation or lazy import fails. The cure is a full reload (the new
 * build's HTML and chunks), at most once per CHUNK_RELOAD_GUARD_MS so a chunk that really is
 * missing never makes the page reload in a loop (seed §9: chunk reload guard 60 000 ms).
 */
export const CHUNK_RELOAD_STORAGE_KEY = 'll:chunkReloadAt';

/** Console notes (for support, and for the end-to-end test that watches for a loop). */
export const CHUNK_RELOADING_MESSAGE = 'A part of the page could not be loaded (a new version?): reloading.';
export const CHUNK_RELOAD_SKIPPED_MESSAGE = 'A part of the page could not be loaded: not reloading again so soon.';

const CHUNK_MESSAGE =
  /ChunkLoadError|Loading (CSS )?chunk [\w./-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error (or a rejection's reason) says a chunk of the app could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return CHUNK_MESSAGE.test(reason);
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_MESSAGE.test(message);
}

/** Whether a resource that failed to load (an `error` event's target) is a script or stylesheet chunk of the app. */
export function isChunkElement(target: EventTarget | null): boolean {
  if (typeof Element === 'undefined' || !(target instanceof Element)) return false;
  const url = target.tagName === 'SCRIPT' ? target.getAttribute('src') : target.tagName === 'LINK' ? target.getAttribute('href') : null;
  return Boolean(url && url.includes('/_next/static/'));
}

/**
 * Reload once, unless a reload for the same reason happened less than the guard ago. The time is
 * kept in sessionStorage (this tab only); without storage there is no guard, so no reload either.
 * Returns whether it reloaded.
 */
export function reloadForChunkError(options: { storage: Pick<Storage, 'getItem' | 'setItem'> | null; now: number; reload: () => void }): boolean {
  const { storage, now, reload } = options;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
    // A time in the future (the clock moved back) does not block forever.
    if (Number.isFinite(last) && last > 0 && last <= now && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The browser's session storage, or null where it is blocked. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

'use client';

import { useEffect } from 'react';
import {
  CHUNK_RELOAD_SKIPPED_MESSAGE,
  CHUNK_RELOADING_MESSAGE,
  isChunkElement,
  isChunkLoadError,
  reloadForChunkError,
  sessionStorageOrNull,
} from './chunk-reload';

/**
 * How long a failed chunk request may stay unexplained: a navigation that needed it ends in the
 * error boundary within this time (after the runtime's own retries) and reloads the page it was
 * going to; a retry that succeeds cancels it.
 */
const RESOURCE_GRACE_MS = 3000;

/** Reload the page (at most once a minute) because one of its chunks cannot be loaded; see chunk-reload.ts. */
export function reloadAfterChunkError(): boolean {
  const reloaded = reloadForChunkError({ storage: sessionStorageOrNull(), now: Date.now(), reload: () => window.location.reload() });
  console.warn(reloaded ? CHUNK_RELOADING_MESSAGE : CHUNK_RELOAD_SKIPPED_MESSAGE);
  return reloaded;
}

const urlOf = (element: Element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '';

/**
 * Listens for chunks that fail to load, in the shell: a ChunkLoadError or a failed dynamic import
 * that nothing caught (`error`, `unhandledrejection`) reloads at once; a script or stylesheet of
 * /_next/static/ that fails (load errors do not bubble: seen in the capture phase) reloads after
 * a grace period, unless the same file loads on a retry. The error boundary of the pages reloads
 * too (app/[locale]/(main)/error.tsx): there the address is already the one being navigated to.
 * Renders nothing.
 */
export function ChunkReload() {
  useEffect(() => {
    const pending = new Map<string, number>();
    const onError = (event: Event) => {
      if (event instanceof ErrorEvent) {
        if (isChunkLoadError(event.error ?? event.message)) reloadAfterChunkError();
        return;
      }
      const target = event.target;
      if (!isChunkElement(target)) return;
      const url = urlOf(target as Element);
      if (!pending.has(url)) pending.set(url, window.setTimeout(reloadAfterChunkError, RESOURCE_GRACE_MS));
    };
    const onLoad = (event: Event) => {
      if (!isChunkElement(event.target)) return;
      const url = urlOf(event.target as Element);
      window.clearTimeout(pending.get(url));
      pending.delete(url);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadAfterChunkError();
    };
    window.addEventListener('error', onError, true);
    // A `load` event never reaches window from an element (the DOM stops it at the document).
    document.addEventListener('load', onLoad, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      document.removeEventListener('load', onLoad, true);
      window.removeEventListener('unhandledrejection', onRejection);
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);
  return null;
}

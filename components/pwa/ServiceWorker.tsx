'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { readFollowed, subscribeFollowed } from '@/lib/follow/followed';
import { riderPagePath, SW_SCOPE, SW_URL } from '@/lib/pwa/snapshot';

type TCacheUrlsMessage = { type: 'cache-urls'; urls: string[] };

/**
 * Runs `work` once the page has loaded (its `load` event) and then the browser is idle, at most 3 s
 * later (a second without requestIdleCallback). Returns a function that cancels it.
 */
export function whenPageSettled(work: () => void): () => void {
  let cancel = () => {};
  const whenIdle = () => {
    const { requestIdleCallback: request, cancelIdleCallback: cancelIdle } = window;
    if (typeof request === 'function' && typeof cancelIdle === 'function') {
      const id = request(() => work(), { timeout: 3000 });
      cancel = () => cancelIdle(id);
    } else {
      const id = window.setTimeout(work, 1000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') whenIdle();
  else {
    window.addEventListener('load', whenIdle, { once: true });
    cancel = () => window.removeEventListener('load', whenIdle);
  }
  return () => cancel();
}

/**
 * Registers the service worker (public/sw.js; production builds only, e2e tests included) once the
 * page has loaded and the browser is idle (docs/decisions/018, amended), and asks
 * it to keep the pages of the followed riders (lib/follow/followed.ts) in the current language
 * readable offline: on each page load and whenever the list changes. Renders nothing.
 */
export function ServiceWorker() {
  const locale = useLocale();

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    const sw = navigator.serviceWorker;
    let active = true;
    const post = (urls: string[]) => {
      if (urls.length === 0) return;
      const message: TCacheUrlsMessage = { type: 'cache-urls', urls };
      void sw.ready.then((registration) => {
        if (active) registration.active?.postMessage(message);
      });
    };
    const postFollowed = () => post(readFollowed().map((rider) => riderPagePath(locale, rider.id)));

    // Installing the worker fetches the start pages and their files: not while this page is still
    // loading on a phone at the track, but once it has loaded and the browser is idle.
    const cancelRegistration = whenPageSettled(() => {
      sw.register(SW_URL, { scope: SW_SCOPE })
        .then(() => {
          // The first visit did not go through the worker: it stores this page (and its files) now.
          if (!sw.controller) post([window.location.href]);
        })
        .catch(() => {
          // No worker (private mode, blocked): the site works as before, without offline copies.
        });
    });
    postFollowed();
    const unsubscribe = subscribeFollowed(postFollowed);
    return () => {
      active = false;
      cancelRegistration();
      unsubscribe();
    };
  }, [locale]);

  return null;
}

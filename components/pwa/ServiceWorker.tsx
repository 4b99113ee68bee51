'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { readFollowed, subscribeFollowed } from '@/lib/follow/followed';
import { riderPagePath, SW_SCOPE, SW_URL } from '@/lib/pwa/snapshot';

type TCacheUrlsMessage = { type: 'cache-urls'; urls: string[] };

/**
 * Registers the service worker (public/sw.js; production builds only, e2e tests included) and asks
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

    sw.register(SW_URL, { scope: SW_SCOPE })
      .then(() => {
        // The first visit did not go through the worker: it stores this page (and its files) now.
        if (!sw.controller) post([window.location.href]);
      })
      .catch(() => {
        // No worker (private mode, blocked): the site works as before, without offline copies.
      });
    postFollowed();
    const unsubscribe = subscribeFollowed(postFollowed);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [locale]);

  return null;
}

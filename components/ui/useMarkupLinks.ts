'use client';

import { useEffect, type RefObject } from 'react';
import { useRouter } from 'next/navigation';
import { startsNavigation } from '@/components/layout/NavigationEvents';
import { BASE_PATH } from '@/lib/constants';

/**
 * Client navigation for the plain links of markup placed from a string (tables and lists built
 * from a model: lib/results/table-markup.ts and its siblings), as next/link gives React's links:
 * a click that would load another page of the site is handed to the router instead. Without
 * JavaScript, or with a modifier key, the links work as any link; links to files and feeds too.
 */
export function useMarkupLinks(ref: RefObject<HTMLElement | null>): void {
  const router = useRouter();
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor) || !startsNavigation(anchor, event, window.location)) return;
      // Files and feeds (`type="text/calendar"`, the API's routes) are not pages.
      if (anchor.type) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return;
      if (url.pathname.startsWith(`${BASE_PATH}/api/`)) return;
      event.preventDefault();
      // The router adds the base path itself.
      router.push(`${url.pathname.slice(BASE_PATH.length) || '/'}${url.search}${url.hash}`);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [ref, router]);
}

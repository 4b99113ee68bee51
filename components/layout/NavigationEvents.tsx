'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@/lib/constants';
import styles from './NavigationEvents.module.css';

/** Whether a click on this anchor starts a navigation to another page of the site. */
export function startsNavigation(anchor: HTMLAnchorElement, event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  if (url.pathname === location.pathname && url.search === location.search) return false;
  return true;
}

/**
 * Route-change effects of the main layout: a loading overlay while a page loads (shown only when
 * loading takes longer than 200 ms, hidden on arrival or after 5 s at most), and scroll to top.
 */
export function NavigationEvents() {
  const t = useTranslations('Shell');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  // The overlay belongs to the location the click happened on: arriving elsewhere hides it.
  const here = `${pathname}?${searchParams.toString()}`;
  const hereRef = useRef(here);
  const [loadingAt, setLoadingAt] = useState<string | null>(null);
  // Arriving anywhere ends the loading: coming back later to the page of the click (a login that
  // returns to it) must not show the overlay again.
  const [seen, setSeen] = useState(here);
  if (seen !== here) {
    setSeen(here);
    setLoadingAt(null);
  }
  const loading = loadingAt === here;
  const timers = useRef<{ show?: number; hide?: number }>({});

  useEffect(() => {
    hereRef.current = here;
  }, [here]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (!anchor || !startsNavigation(anchor, event, window.location)) return;
      window.clearTimeout(timers.current.show);
      window.clearTimeout(timers.current.hide);
      const from = hereRef.current;
      timers.current.show = window.setTimeout(() => setLoadingAt(from), LOADING_BAR_THROTTLE_MS);
      timers.current.hide = window.setTimeout(() => setLoadingAt(null), LOADING_BAR_DURATION_MS);
    };
    // Capture phase: next/link cancels the click (to navigate on the client) before it would
    // bubble up to a listener here.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    window.clearTimeout(timers.current.show);
    window.clearTimeout(timers.current.hide);
  }, [here]);

  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0 });
  }, [pathname]);

  return (
    <div className={styles.overlay} hidden={!loading} data-testid="loading-overlay">
      <span className={styles.spinner} role="progressbar" aria-label={t('navigating')} />
    </div>
  );
}

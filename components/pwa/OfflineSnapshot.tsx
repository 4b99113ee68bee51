'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useOnline } from '@/components/hooks/useBrowserState';
import { cachedDocumentTime, documentDataTime, formatClock } from '@/lib/pwa/snapshot';
import styles from './OfflineSnapshot.module.css';

const noSubscribe = () => () => {};

/**
 * Says how old the page on screen is when it may be out of date: "Offline — as of HH:MM" while the
 * browser is offline, "Saved copy — as of HH:MM" when the service worker answered a stored copy
 * (the network was too slow) although the browser is online. Nothing when online and fresh.
 * The stored copy's time comes from the worker's Server-Timing mark (lib/pwa/snapshot.ts); a client
 * navigation brings fresh data, so from then on the time is that of the last navigation.
 * Times in the site's time zone (i18n/request.ts), as the server-rendered times of the pages.
 */
export function OfflineSnapshot() {
  const t = useTranslations('Offline');
  const locale = useLocale();
  const timeZone = useTimeZone();
  const online = useOnline();
  const pathname = usePathname();
  // Both are fixed for the document: read on the client only (null while hydrating).
  const cachedAt = useSyncExternalStore(noSubscribe, cachedDocumentTime, () => null);
  const loadedAt = useSyncExternalStore(noSubscribe, documentDataTime, () => null);
  // The time of the last client navigation (fresh data from the server), null before any.
  const [navigatedAt, setNavigatedAt] = useState<number | null>(null);
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    setNavigatedAt(Date.now());
  }, [pathname]);

  const fromCache = navigatedAt === null && cachedAt !== null;
  const asOf = fromCache ? cachedAt : online ? null : (navigatedAt ?? loadedAt);
  if (asOf === null) return null;

  const time = () => <time dateTime={new Date(asOf).toISOString()}>{formatClock(locale, asOf, { timeZone })}</time>;
  return (
    <div className={styles.banner} data-testid="offline-snapshot" data-source={fromCache ? 'cache' : 'network'}>
      <p className={styles.text}>{online ? t.rich('savedCopy', { time }) : t.rich('asOf', { time })}</p>
      {online ? (
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      ) : null}
    </div>
  );
}

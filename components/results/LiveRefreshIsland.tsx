'use client';

import { useEffect, useRef, useSyncExternalStore, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useOnline } from '@/components/hooks/useBrowserState';
import { documentDataTime, formatClock } from '@/lib/pwa/snapshot';
import { LIVE_STALE_MS, useLiveRace } from './useLiveRace';
import styles from './LiveRefresh.module.css';

const noSubscribe = () => () => {};

/** Re-renders asked for one version of the live data, at most (the first at once, then this far apart). */
const LIVE_REFRESH_ATTEMPTS = 3;
const LIVE_REFRESH_RETRY_MS = 1000;

export type TLiveRefreshProps = {
  raceId: number;
  updatedAt: string;
  timeZone?: string;
  /**
   * The badge's text around the check time: "Live · checked {time}" (Results.liveChecked, from the
   * server by liveCheckedText), told apart from when the results changed ("Results changed at …").
   */
  checkedText: [before: string, after: string];
};

/**
 * Live results: while the race runs, the page follows the race's version as the server pushes it
 * (server-sent events, with the 5 s ETag poll of /version as the fallback: useLiveRace.ts) and
 * re-renders from the server when the timing changed (router.refresh keeps the scroll position and
 * the open dialog). Paused while the tab is hidden.
 * Shows how fresh the data is: "Live · checked HH:MM:SS" (when the server last read the race), or
 * "Not updated since HH:MM — reconnecting" when the browser is offline, the server cannot read the
 * racing platform, or the server has not been heard for LIVE_STALE_MS. The "Live" badge and the
 * timing's update time are part of the server view.
 */
export function LiveRefreshIsland({ raceId, updatedAt, timeZone, checkedText }: TLiveRefreshProps) {
  const router = useRouter();
  const t = useTranslations('Offline');
  const locale = useLocale();
  const online = useOnline();
  // When the data on screen was fetched (client only: null while hydrating).
  const pageTime = useSyncExternalStore(noSubscribe, documentDataTime, () => null);
  const { data, streamLost, pollFailedAt } = useLiveRace(raceId);

  // Re-render the page from the server when the live data is newer than the page's timing, or the
  // race stopped running. A re-render may still come from data the server read just before the
  // change (its platform reads are shared for a second, per language): then it is asked again,
  // a little later, at most LIVE_REFRESH_ATTEMPTS times for one version.
  const [refreshing, startRefresh] = useTransition();
  const attempts = useRef({ version: '', count: 0 });
  const liveUpdatedAt = data?.updatedAt;
  const liveStatus = data?.status;
  useEffect(() => {
    if (liveUpdatedAt === undefined || liveStatus === undefined || refreshing) return;
    const behind = liveStatus !== 'running' || Date.parse(liveUpdatedAt) > Date.parse(updatedAt);
    if (!behind) return;
    const version = `${liveUpdatedAt} ${liveStatus}`;
    const count = attempts.current.version === version ? attempts.current.count : 0;
    if (count >= LIVE_REFRESH_ATTEMPTS) return;
    const timer = setTimeout(
      () => {
        attempts.current = { version, count: count + 1 };
        startRefresh(() => router.refresh());
      },
      count === 0 ? 0 : LIVE_REFRESH_RETRY_MS,
    );
    return () => clearTimeout(timer);
  }, [liveUpdatedAt, liveStatus, updatedAt, refreshing, router]);

  const since = data?.checkedAt ?? pageTime;
  if (since === null) return null;
  const heardAt = data?.heardAt ?? pageTime ?? 0;
  const lost = streamLost || (pollFailedAt !== null && pollFailedAt - heardAt > LIVE_STALE_MS);
  const stale = !online || data?.fresh === false || lost;
  const dateTime = new Date(since).toISOString();
  // The time changes with every update: hidden from screen readers, which would read each one.
  const checked = (
    <time dateTime={dateTime} aria-hidden="true">
      {formatClock(locale, since, { seconds: true, timeZone })}
    </time>
  );

  return (
    <p role="status" className={styles.freshness} data-testid="live-freshness" data-stale={stale ? 'true' : undefined}>
      {stale ? (
        t.rich('liveStale', { time: () => <time dateTime={dateTime}>{formatClock(locale, since, { timeZone })}</time> })
      ) : (
        <>
          {checkedText[0]}
          {checked}
          {checkedText[1]}
        </>
      )}
    </p>
  );
}

'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useOnline } from '@/components/hooks/useBrowserState';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { documentDataTime, formatClock } from '@/lib/pwa/snapshot';
import { LIVE_STALE_MS, useLiveRace } from './useLiveRace';
import styles from './LiveRefresh.module.css';

const noSubscribe = () => () => {};

export type TLiveRefreshProps = { raceId: number; updatedAt: string; timeZone?: string };

/**
 * Live results: while the race runs, the page follows the race's version as the server pushes it
 * (server-sent events, with the 5 s ETag poll of /version as the fallback: useLiveRace.ts) and
 * re-renders from the server when the timing changed (router.refresh keeps the scroll position and
 * the open dialog). Paused while the tab is hidden.
 * Shows how fresh the data is: "Live · updated HH:MM:SS" (when the server last read the race), or
 * "Not updated since HH:MM — reconnecting" when the browser is offline, the server cannot read the
 * racing platform, or the server has not been heard for LIVE_STALE_MS. The "Live" badge and the
 * timing's update time are part of the server view.
 */
export function LiveRefreshIsland(props: TLiveRefreshProps) {
  return (
    <QueryProvider>
      <LiveFreshness {...props} />
    </QueryProvider>
  );
}

function LiveFreshness({ raceId, updatedAt, timeZone }: TLiveRefreshProps) {
  const router = useRouter();
  const t = useTranslations('Offline');
  const locale = useLocale();
  const online = useOnline();
  // When the data on screen was fetched (client only: null while hydrating).
  const pageTime = useSyncExternalStore(noSubscribe, documentDataTime, () => null);
  const { data, streamLost, pollFailedAt } = useLiveRace(raceId);

  // The timing on screen: the page's, then each version the page was re-rendered for.
  const known = useRef(updatedAt);
  useEffect(() => {
    known.current = updatedAt;
  }, [updatedAt]);
  const liveUpdatedAt = data?.updatedAt;
  const liveStatus = data?.status;
  useEffect(() => {
    if (liveUpdatedAt === undefined) return;
    if (liveUpdatedAt !== known.current || liveStatus !== 'running') {
      known.current = liveUpdatedAt;
      router.refresh();
    }
  }, [liveUpdatedAt, liveStatus, router]);

  const since = data?.checkedAt ?? pageTime;
  if (since === null) return null;
  const heardAt = data?.heardAt ?? pageTime ?? 0;
  const lost = streamLost || (pollFailedAt !== null && pollFailedAt - heardAt > LIVE_STALE_MS);
  const stale = !online || data?.fresh === false || lost;
  const dateTime = new Date(since).toISOString();

  return (
    <p role="status" className={styles.freshness} data-testid="live-freshness" data-stale={stale ? 'true' : undefined}>
      {stale
        ? t.rich('liveStale', { time: () => <time dateTime={dateTime}>{formatClock(locale, since, { timeZone })}</time> })
        : // The time changes with every update: hidden from screen readers, which would read each one.
          t.rich('liveUpdated', {
            time: () => (
              <time dateTime={dateTime} aria-hidden="true">
                {formatClock(locale, since, { seconds: true, timeZone })}
              </time>
            ),
          })}
    </p>
  );
}

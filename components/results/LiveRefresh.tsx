'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useOnline } from '@/components/hooks/useBrowserState';
import { BASE_PATH, LIVE_POLL_MS } from '@/lib/constants';
import { documentDataTime, formatClock } from '@/lib/pwa/snapshot';
import styles from './LiveRefresh.module.css';

export { LIVE_POLL_MS };
/** Without a successful poll for this long (three polls), the data is shown as not fresh. */
export const LIVE_STALE_MS = 3 * LIVE_POLL_MS;

const noSubscribe = () => () => {};

/**
 * Live results: while the race runs, ask the light version endpoint every 5 s (If-None-Match, so
 * an unchanged race costs a 304) and re-render the page from the server when the timing changed
 * (router.refresh keeps the scroll position and the open dialog). Paused while the tab is hidden;
 * the first poll goes out as soon as the page shows.
 * Shows how fresh the data is: "Live · updated HH:MM:SS" (the last answer of the server), or "Not
 * updated since HH:MM — reconnecting" when the browser is offline or the server has not answered
 * for LIVE_STALE_MS. The "Live" badge and the timing's update time are part of the server view.
 */
export function LiveRefresh({ raceId, updatedAt, timeZone }: { raceId: number; updatedAt: string; timeZone?: string }) {
  const router = useRouter();
  const t = useTranslations('Offline');
  const locale = useLocale();
  const online = useOnline();
  const etag = useRef<string | null>(null);
  const known = useRef(updatedAt);
  // When the data on screen was fetched (client only: null while hydrating), then each poll.
  const pageTime = useSyncExternalStore(noSubscribe, documentDataTime, () => null);
  const [polls, setPolls] = useState<{ lastOk: number | null; checkedAt: number } | null>(null);

  useEffect(() => {
    known.current = updatedAt;
  }, [updatedAt]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;
    let lastOk: number | null = null;

    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      const current = new AbortController();
      controller = current;
      try {
        const response = await fetch(`${BASE_PATH}/api/races/${raceId}/version`, {
          headers: etag.current ? { 'If-None-Match': etag.current } : {},
          cache: 'no-store',
          signal: current.signal,
        });
        if (response.status === 200 || response.status === 304) lastOk = Date.now();
        if (response.status === 200) {
          etag.current = response.headers.get('ETag');
          const body = (await response.json()) as { updatedAt: string; status: string };
          if (body.updatedAt !== known.current || body.status !== 'running') {
            known.current = body.updatedAt;
            router.refresh();
          }
        }
      } catch {
        // Offline or no answer: try again at the next tick. An abort (tab hidden, unmount) tells nothing.
        if (current.signal.aborted) return;
      }
      if (!stopped) setPolls({ lastOk, checkedAt: Date.now() });
    };

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.visibilityState !== 'visible') return;
      timer = setTimeout(async () => {
        await poll();
        schedule();
      }, LIVE_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void poll().then(schedule);
      } else {
        clearTimeout(timer);
        controller?.abort();
      }
    };

    void poll().then(schedule);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [raceId, router]);

  const since = polls?.lastOk ?? pageTime;
  if (since === null) return null;
  const stale = !online || (polls !== null && polls.checkedAt - since > LIVE_STALE_MS);
  const dateTime = new Date(since).toISOString();

  return (
    <p role="status" className={styles.freshness} data-testid="live-freshness" data-stale={stale ? 'true' : undefined}>
      {stale
        ? t.rich('liveStale', { time: () => <time dateTime={dateTime}>{formatClock(locale, since, { timeZone })}</time> })
        : // The time changes with every poll: hidden from screen readers, which would read each one.
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

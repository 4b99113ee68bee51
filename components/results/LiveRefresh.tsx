'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { BASE_PATH } from '@/lib/constants';

export const LIVE_POLL_MS = 5000;

/**
 * Live results: while the race runs, ask the light version endpoint every 5 s (If-None-Match, so
 * an unchanged race costs a 304) and re-render the page from the server when the timing changed
 * (router.refresh keeps the scroll position and the open dialog). Paused while the tab is hidden.
 * Renders nothing: the "Live" badge and the update time are part of the server-rendered view.
 */
export function LiveRefresh({ raceId, updatedAt }: { raceId: number; updatedAt: string }) {
  const router = useRouter();
  const etag = useRef<string | null>(null);
  const known = useRef(updatedAt);

  useEffect(() => {
    known.current = updatedAt;
  }, [updatedAt]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;

    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      controller = new AbortController();
      try {
        const response = await fetch(`${BASE_PATH}/api/races/${raceId}/version`, {
          headers: etag.current ? { 'If-None-Match': etag.current } : {},
          cache: 'no-store',
          signal: controller.signal,
        });
        if (response.status === 200) {
          etag.current = response.headers.get('ETag');
          const body = (await response.json()) as { updatedAt: string; status: string };
          if (body.updatedAt !== known.current || body.status !== 'running') {
            known.current = body.updatedAt;
            router.refresh();
          }
        }
      } catch {
        // Offline or aborted: try again at the next tick.
      }
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

    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [raceId, router]);

  return null;
}

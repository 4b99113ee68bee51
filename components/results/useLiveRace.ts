'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { BASE_PATH, LIVE_HEARTBEAT_MS, LIVE_POLL_MS } from '@/lib/constants';
import { readLiveHeartbeat, readLiveSnapshot, readRaceVersion, type TLiveRaceStatus } from '@/lib/results/live-snapshot';

/**
 * The live data of a race, kept in the island's own state, fed by:
 * - the event stream /api/races/{id}/live (server-sent events: the snapshot, then each change and
 *   a heartbeat; lib/results/live-stream.ts);
 * - or, when the browser has no EventSource or the stream keeps failing, the poll of
 *   /api/races/{id}/version every LIVE_POLL_MS with If-None-Match.
 * Every answer is checked (lib/results/live-snapshot.ts) before it is used.
 * Paused while the tab is hidden: the stream is closed and opened again, from the version the page
 * has, when the tab shows; the poll stops and goes out again as soon as the page shows (and when
 * the browser is back online). A page that fell back to polling tries the stream again the next
 * time the tab shows.
 * One race, one island, no cache shared with other islands: a query library (TanStack Query, 34 kB
 * of script, 10 kB gzip, to parse on a phone while the page hydrates) bought nothing here that these two
 * effects do not do (docs/decisions/031).
 */

export type TLiveData = {
  status: TLiveRaceStatus;
  updatedAt: string;
  /** The stream's version of the data (null from the poll). */
  version: string | null;
  /** False while the server cannot read the racing platform. */
  fresh: boolean;
  /** When the data was last read from the platform (the server's clock on the stream; this browser's for a poll). */
  checkedAt: number;
  /** When this browser last heard from the server. */
  heardAt: number;
};

export type TLiveTransport = 'stream' | 'poll';

export type TLiveRace = {
  data: TLiveData | undefined;
  transport: TLiveTransport;
  /** Streaming: the stream has been failing (errors, silence) and nothing was heard for LIVE_STALE_MS. */
  streamLost: boolean;
  /** Polling: when the last poll failed, if it did (a later success clears it). */
  pollFailedAt: number | null;
};

/** Without an answer for this long (three polls), the data is shown as not fresh. */
export const LIVE_STALE_MS = 3 * LIVE_POLL_MS;
/** A stream that fails this many times in a row (no event in between) gives way to the poll. */
export const LIVE_STREAM_MAX_FAILURES = 3;
/** A stream that says nothing for this long is taken as broken (two heartbeats missed), and opened again. */
export const LIVE_STREAM_SILENCE_MS = 2 * LIVE_HEARTBEAT_MS + LIVE_POLL_MS;
/** A new stream must say something (its snapshot or a heartbeat) within this long. */
export const LIVE_STREAM_FIRST_EVENT_MS = 10_000;

class LiveAnswerError extends Error {
  constructor(readonly status: number) {
    super(`live results: HTTP ${status}`);
    this.name = 'LiveAnswerError';
  }
}

/** One poll of the version route; a 304 keeps the data and says it is current. */
async function pollVersion(raceId: number, etag: RefObject<string | null>, previous: TLiveData | undefined, signal: AbortSignal): Promise<TLiveData> {
  const response = await fetch(`${BASE_PATH}/api/races/${raceId}/version`, {
    headers: etag.current && previous ? { 'If-None-Match': etag.current } : {},
    cache: 'no-store',
    signal,
  });
  const now = Date.now();
  if (response.status === 304 && previous) return { ...previous, fresh: true, checkedAt: now, heardAt: now };
  if (response.status !== 200) throw new LiveAnswerError(response.status);
  const answer = readRaceVersion(await response.json());
  if (!answer) throw new LiveAnswerError(response.status);
  etag.current = response.headers.get('ETag');
  return { status: answer.status, updatedAt: answer.updatedAt, version: null, fresh: true, checkedAt: now, heardAt: now };
}

const visible = () => document.visibilityState === 'visible';
const noSubscribe = () => () => {};
const hasEventSource = () => typeof EventSource !== 'undefined';

export function useLiveRace(raceId: number): TLiveRace {
  // A browser without EventSource polls (the server renders as if it had one: nothing differs on screen).
  const canStream = useSyncExternalStore(noSubscribe, hasEventSource, () => true);
  const [chosen, setTransport] = useState<TLiveTransport>('stream');
  const transport: TLiveTransport = canStream ? chosen : 'poll';
  const [streamLost, setStreamLost] = useState(false);
  const [pollFailedAt, setPollFailedAt] = useState<number | null>(null);
  const etag = useRef<string | null>(null);

  // The data, in state for the screen and in a ref for the stream and the poll, which read what the
  // page has (its version, when it last heard) without re-subscribing on every change.
  const [data, setData] = useState<TLiveData | undefined>(undefined);
  const current = useRef<TLiveData | undefined>(undefined);
  const update = useCallback((next: (previous: TLiveData | undefined) => TLiveData | undefined) => {
    current.current = next(current.current);
    setData(current.current);
  }, []);

  const polling = transport === 'poll';

  // The poll: at once, then LIVE_POLL_MS after each answer while the tab shows; at once again when
  // the tab shows or the browser is back online. A failure is kept (pollFailedAt) until a success.
  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;

    async function poll() {
      clearTimeout(timer);
      request?.abort();
      if (stopped || !visible()) return;
      const mine = new AbortController();
      request = mine;
      try {
        const answer = await pollVersion(raceId, etag, current.current, mine.signal);
        if (mine.signal.aborted) return;
        update(() => answer);
        setPollFailedAt(null);
      } catch {
        if (mine.signal.aborted) return;
        setPollFailedAt(Date.now());
      }
      timer = setTimeout(poll, LIVE_POLL_MS);
    }
    const again = () => {
      if (visible()) void poll();
      else {
        clearTimeout(timer);
        request?.abort();
      }
    };

    void poll();
    document.addEventListener('visibilitychange', again);
    window.addEventListener('online', again);
    return () => {
      stopped = true;
      clearTimeout(timer);
      request?.abort();
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('online', again);
    };
  }, [polling, raceId, update]);

  // The stream. Its events update the data; failures count until the poll takes over.
  useEffect(() => {
    if (transport !== 'stream') return;
    let source: EventSource | null = null;
    let stopped = false;
    let ended = false;
    let failures = 0;
    let heardAt = current.current?.heardAt ?? Date.now();
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let silenceTimer: ReturnType<typeof setTimeout> | undefined;
    let lostTimer: ReturnType<typeof setTimeout> | undefined;

    const close = () => {
      source?.close();
      source = null;
      clearTimeout(retryTimer);
      clearTimeout(silenceTimer);
    };
    const fail = () => {
      close();
      if (stopped || ended) return;
      failures++;
      lostTimer ??= setTimeout(() => setStreamLost(true), Math.max(0, heardAt + LIVE_STALE_MS - Date.now()));
      if (failures >= LIVE_STREAM_MAX_FAILURES) {
        setTransport('poll');
        return;
      }
      // Soon after the first failure (a server restarting), later after the next.
      retryTimer = setTimeout(open, failures === 1 ? 1000 : LIVE_POLL_MS);
    };
    const heard = () => {
      failures = 0;
      heardAt = Date.now();
      clearTimeout(lostTimer);
      lostTimer = undefined;
      setStreamLost(false);
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(fail, LIVE_STREAM_SILENCE_MS);
    };
    /** The event's JSON, checked; null (the event is ignored) when it is not what the server sends. */
    const read = <T>(event: MessageEvent, check: (value: unknown) => T | null): T | null => {
      let body: unknown;
      try {
        body = JSON.parse(String(event.data));
      } catch {
        return null;
      }
      return stopped ? null : check(body);
    };
    const onData = (event: MessageEvent) => {
      const snapshot = read(event, readLiveSnapshot);
      if (!snapshot || snapshot.id !== raceId) return;
      heard();
      const now = Date.now();
      update(() => ({
        status: snapshot.status,
        updatedAt: snapshot.updatedAt,
        version: snapshot.version,
        fresh: snapshot.fresh,
        checkedAt: Date.parse(snapshot.checkedAt),
        heardAt: now,
      }));
      if (snapshot.status !== 'running') {
        // The server ends the stream: the page will show the race as it is now, with no live updates.
        ended = true;
        close();
        clearTimeout(silenceTimer);
      }
    };
    const onHeartbeat = (event: MessageEvent) => {
      const beat = read(event, readLiveHeartbeat);
      if (!beat) return;
      heard();
      update((previous) => (previous ? { ...previous, fresh: beat.fresh, checkedAt: Date.parse(beat.checkedAt), heardAt: Date.now() } : previous));
    };

    function open() {
      close();
      if (stopped || ended || !visible()) return;
      const version = current.current?.version;
      const es = new EventSource(`${BASE_PATH}/api/races/${raceId}/live${version ? `?lastEventId=${encodeURIComponent(version)}` : ''}`);
      source = es;
      es.addEventListener('snapshot', onData);
      es.addEventListener('change', onData);
      es.addEventListener('heartbeat', onHeartbeat);
      // Any error (no answer, an error status, a dropped connection): closed here, opened again by
      // fail() from the version the page has, rather than by the browser's own reconnection.
      es.onerror = () => {
        if (source === es) fail();
      };
      silenceTimer = setTimeout(fail, LIVE_STREAM_FIRST_EVENT_MS);
    }

    const onVisibility = () => {
      if (visible()) {
        failures = 0;
        open();
      } else {
        close();
        clearTimeout(lostTimer);
        lostTimer = undefined;
      }
    };

    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      close();
      clearTimeout(lostTimer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [transport, raceId, update]);

  // A page that fell back to polling tries the stream again when the tab shows again.
  useEffect(() => {
    if (transport !== 'poll' || !canStream) return;
    const onVisibility = () => {
      if (!visible()) {
        setStreamLost(false);
        setTransport('stream');
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [transport, canStream]);

  return { data, transport, streamLost: !polling && streamLost, pollFailedAt: polling ? pollFailedAt : null };
}

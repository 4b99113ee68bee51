import { LIVE_HEARTBEAT_MS, LIVE_POLL_MS } from '../constants';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../server/response-status.mjs';
import { jsonError, notFoundResponse, platformDownResponse } from './api';
import { getLiveFeed } from './live';
import type { TLiveEvent } from './live-feed';
import type { TLiveHeartbeat, TLiveSnapshot } from './live-snapshot';

/**
 * The server-sent events of a live race (GET /api/races/{id}/live, docs/decisions/031):
 *
 *   retry: 5000                     how long a browser waits before it reconnects by itself
 *   id: <version>                   the race's version (lib/results/live-snapshot.ts)
 *   event: snapshot                 first, the race as last read (a TLiveSnapshot)
 *   event: change                   then each new version, with its id
 *   event: heartbeat                every LIVE_HEARTBEAT_MS, and when the data stops or starts
 *                                   being fresh: { fresh, checkedAt }
 *
 * The heartbeat is an event rather than a comment: a page cannot see comments, and it is how the
 * page knows the stream is alive and how fresh the server's data is (a comment would keep proxies
 * from closing the stream just as well, but tell the page nothing).
 *
 * A client that comes back with `Last-Event-ID` (the browser's own reconnection) or `?lastEventId=`
 * (a page that closed its stream while hidden) equal to the current version gets no snapshot, only
 * a heartbeat; any other gets the snapshot. A race that is not running gets its snapshot and the
 * stream ends (204 No Content when the client already has that version: a browser then stops
 * reconnecting). The subscription ends when the client goes away (`signal`) or the stream is
 * cancelled. The race is followed by this server's live feed (lib/results/live.ts).
 */

export const LIVE_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // no-transform: no compression (which would hold events back) by the app or a proxy on the way.
  'Cache-Control': 'no-cache, no-transform',
  // nginx: pass each event on as it comes instead of buffering the response.
  'X-Accel-Buffering': 'no',
} as const;

/** One server-sent event (JSON data on one line). */
export function sseEvent(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const heartbeatOf = (snapshot: TLiveSnapshot): TLiveHeartbeat => ({ fresh: snapshot.fresh, checkedAt: snapshot.checkedAt });

export async function liveRaceResponse({ raceId, lastEventId, signal }: { raceId: number; lastEventId: string | null; signal: AbortSignal }): Promise<Response> {
  if (signal.aborted) return new Response(null, { status: 204 });
  const feed = getLiveFeed();
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let done = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unsubscribe = () => {};
  let last: TLiveSnapshot | null = null;

  const finish = () => {
    if (done) return;
    done = true;
    clearInterval(heartbeat);
    unsubscribe();
    signal.removeEventListener('abort', finish);
    try {
      controller?.close();
    } catch {
      // closed already (the client went away)
    }
  };
  const write = (text: string) => {
    if (done || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };
  const handle = (event: TLiveEvent) => {
    if (event.kind === 'end') return finish();
    last = event.snapshot;
    if (event.kind === 'change') write(sseEvent('change', event.snapshot, event.snapshot.version));
    else write(sseEvent('heartbeat', heartbeatOf(event.snapshot)));
  };
  // Until the stream starts, what the feed says waits here.
  const early: TLiveEvent[] = [];
  let deliver: (event: TLiveEvent) => void = (event) => early.push(event);

  const subscription = await feed.subscribe(raceId, (event) => deliver(event));
  if (subscription.kind === 'gone') return notFoundResponse();
  if (subscription.kind === 'unavailable') return platformDownResponse();
  if (subscription.kind === 'failed') return jsonError(502, 'failed to fetch participants');
  if (subscription.kind === 'busy') {
    const response = jsonError(503, 'too many live races are followed on this server: poll the version instead');
    response.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    return response;
  }
  unsubscribe = subscription.unsubscribe;
  const { snapshot } = subscription;
  last = snapshot;
  const running = snapshot.status === 'running';
  if (signal.aborted || (!running && lastEventId === snapshot.version)) {
    unsubscribe();
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }

  const resumed = lastEventId === snapshot.version;
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      write(`retry: ${LIVE_POLL_MS}\n${resumed ? sseEvent('heartbeat', heartbeatOf(snapshot)) : sseEvent('snapshot', snapshot, snapshot.version)}`);
      deliver = handle;
      for (const event of early) handle(event);
      if (!running) return finish();
      if (done) return;
      heartbeat = setInterval(() => write(sseEvent('heartbeat', heartbeatOf(feed.current(raceId) ?? last ?? snapshot))), LIVE_HEARTBEAT_MS);
      heartbeat.unref?.();
      signal.addEventListener('abort', finish, { once: true });
    },
    cancel() {
      finish();
    },
  });
  return new Response(stream, { status: 200, headers: LIVE_STREAM_HEADERS });
}

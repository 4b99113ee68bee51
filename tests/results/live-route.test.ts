import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS, LIVE_POLL_MS } from '@/lib/constants';
import { createLiveFeed, type TLiveFeed, type TLiveRead } from '@/lib/results/live-feed';
import { liveVersion } from '@/lib/results/live-snapshot';

/**
 * GET /api/races/{id}/live (app/api/races/[id]/live/route.ts, lib/results/live-stream.ts) read as
 * a browser's EventSource would: the snapshot first, then changes, heartbeats, Last-Event-ID
 * resume, the end of a finished race, the subscription dropped when the client goes away; and the
 * answers to what a client may send (404, 400). The feed is the real one over a fake platform.
 */

const INTERVAL = 1000;
const T0 = new Date('2026-05-02T14:00:00.000Z');
type TRace = { status: 'scheduled' | 'running' | 'finished'; updatedAt: Date; answer: 'ok' | 'gone' | 'down' };
const races = new Map<number, TRace>();
let reads = 0;

async function read(id: number): Promise<TLiveRead> {
  reads++;
  const race = races.get(id);
  if (!race || race.answer === 'gone') return { kind: 'gone' };
  if (race.answer === 'down') return { kind: 'failed', reason: 'unavailable' };
  return { kind: 'ok', status: race.status, updatedAt: race.updatedAt, staleSince: null };
}

const state = vi.hoisted(() => ({ feed: null as TLiveFeed | null }));
vi.mock('@/lib/results/live', () => ({ getLiveFeed: () => state.feed }));
const { GET } = await import('@/app/api/races/[id]/live/route');

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  races.clear();
  races.set(4, { status: 'running', updatedAt: T0, answer: 'ok' });
  races.set(1, { status: 'finished', updatedAt: T0, answer: 'ok' });
  reads = 0;
  state.feed = createLiveFeed({ read, intervalMs: INTERVAL, maxRaces: 10 });
});
afterEach(() => {
  state.feed?.close();
  vi.useRealTimers();
});

type TSse = { event?: string; data?: unknown; id?: string; retry?: number; comment?: string };

/** Reads a text/event-stream body block by block (the browser's parser, simplified). */
function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return {
    async next(): Promise<TSse | 'closed'> {
      while (!buffer.includes('\n\n')) {
        const { value, done } = await reader.read();
        if (done) return 'closed';
        buffer += decoder.decode(value, { stream: true });
      }
      const at = buffer.indexOf('\n\n');
      const block = buffer.slice(0, at);
      buffer = buffer.slice(at + 2);
      const message: TSse = {};
      for (const line of block.split('\n')) {
        const [field, ...rest] = line.split(':');
        const value = rest.join(':').replace(/^ /, '');
        if (field === '') message.comment = value;
        else if (field === 'event') message.event = value;
        else if (field === 'id') message.id = value;
        else if (field === 'retry') message.retry = Number(value);
        else if (field === 'data') message.data = JSON.parse(value);
      }
      return message;
    },
    cancel: () => reader.cancel(),
  };
}

function get(id: string, { query = '', headers = {}, signal }: { query?: string; headers?: Record<string, string>; signal?: AbortSignal } = {}) {
  const request = new Request(`http://localhost/ll/api/races/${id}/live${query}`, { headers, signal });
  return GET(request, { params: Promise.resolve({ id }) });
}

const subscribers = () => state.feed!.stats().watching.reduce((n, w) => n + w.subscribers, 0);

describe('GET /api/races/{id}/live', () => {
  it('streams the snapshot first, with the reconnection delay and the version as id, as an uncached, unbuffered event stream', async () => {
    const response = await get('4');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const stream = sseReader(response);
    const version = liveVersion(T0, 'running');
    expect(await stream.next()).toEqual({
      retry: LIVE_POLL_MS,
      id: version,
      event: 'snapshot',
      data: { id: 4, status: 'running', updatedAt: T0.toISOString(), version, fresh: true, checkedAt: T0.toISOString() },
    });
    await stream.cancel();
  });

  it('sends each change with its new version, and one read per interval serves every open stream', async () => {
    const streams = await Promise.all(Array.from({ length: 20 }, async () => sseReader(await get('4'))));
    for (const s of streams) expect((await s.next()) as TSse).toMatchObject({ event: 'snapshot' });
    await vi.advanceTimersByTimeAsync(4 * INTERVAL);
    const lap = new Date(T0.getTime() + 4200);
    races.get(4)!.updatedAt = lap;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    for (const s of streams) {
      expect(await s.next()).toEqual({ id: liveVersion(lap, 'running'), event: 'change', data: expect.objectContaining({ updatedAt: lap.toISOString(), version: liveVersion(lap, 'running') }) });
    }
    expect(reads).toBe(6);
    for (const s of streams) await s.cancel();
  });

  it('sends a heartbeat every 15 s with how fresh the data is', async () => {
    const stream = sseReader(await get('4'));
    await stream.next();
    const beat = stream.next();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    // As of the feed's latest read (the one due at the same moment comes after it).
    expect(await beat).toEqual({ event: 'heartbeat', data: { fresh: true, checkedAt: new Date(T0.getTime() + LIVE_HEARTBEAT_MS - INTERVAL).toISOString() } });
    const next = stream.next();
    await vi.advanceTimersByTimeAsync(LIVE_HEARTBEAT_MS);
    expect(await next).toMatchObject({ event: 'heartbeat', data: { fresh: true } });
    await stream.cancel();
  });

  it('says at once when the platform stops answering, and keeps the stream open', async () => {
    const stream = sseReader(await get('4'));
    await stream.next();
    races.get(4)!.answer = 'down';
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await stream.next()).toEqual({ event: 'heartbeat', data: { fresh: false, checkedAt: T0.toISOString() } });
    races.get(4)!.answer = 'ok';
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await stream.next()).toEqual({ event: 'heartbeat', data: { fresh: true, checkedAt: new Date(T0.getTime() + 2 * INTERVAL).toISOString() } });
    await stream.cancel();
  });

  it('resumes from Last-Event-ID: nothing new when the client has the current version, else the snapshot', async () => {
    const version = liveVersion(T0, 'running');
    const resumed = sseReader(await get('4', { headers: { 'Last-Event-ID': version } }));
    expect(await resumed.next()).toEqual({ retry: LIVE_POLL_MS, event: 'heartbeat', data: { fresh: true, checkedAt: T0.toISOString() } });
    const lap = new Date(T0.getTime() + 500);
    races.get(4)!.updatedAt = lap;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await resumed.next()).toMatchObject({ event: 'change', id: liveVersion(lap, 'running') });

    // A page back from a hidden tab names the version it has in the query.
    const behind = sseReader(await get('4', { query: `?lastEventId=${encodeURIComponent(version)}` }));
    expect(await behind.next()).toMatchObject({ event: 'snapshot', id: liveVersion(lap, 'running'), data: { updatedAt: lap.toISOString() } });
    const current = sseReader(await get('4', { query: `?lastEventId=${encodeURIComponent(liveVersion(lap, 'running'))}` }));
    expect(await current.next()).toMatchObject({ event: 'heartbeat' });
    await Promise.all([resumed.cancel(), behind.cancel(), current.cancel()]);
  });

  it('ends the stream after the last change when the race finishes', async () => {
    const stream = sseReader(await get('4'));
    await stream.next();
    const end = new Date(T0.getTime() + 800);
    Object.assign(races.get(4)!, { status: 'finished', updatedAt: end });
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(await stream.next()).toMatchObject({ event: 'change', id: liveVersion(end, 'finished'), data: { status: 'finished' } });
    expect(await stream.next()).toBe('closed');
    expect(state.feed!.stats().watching).toEqual([]);
  });

  it('answers a finished race with its snapshot and ends; 204 when the client has it already (a browser stops reconnecting)', async () => {
    const stream = sseReader(await get('1'));
    expect(await stream.next()).toMatchObject({ event: 'snapshot', data: { id: 1, status: 'finished' } });
    expect(await stream.next()).toBe('closed');
    const again = await get('1', { headers: { 'Last-Event-ID': liveVersion(T0, 'finished') } });
    expect(again.status).toBe(204);
  });

  it('unsubscribes when the client goes away, and the poll of the race stops with the last one', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const a = sseReader(await get('4', { signal: first.signal }));
    const b = sseReader(await get('4', { signal: second.signal }));
    await a.next();
    await b.next();
    expect(subscribers()).toBe(2);
    first.abort();
    expect(subscribers()).toBe(1);
    expect(await a.next()).toBe('closed');
    second.abort();
    expect(state.feed!.stats().watching).toEqual([]);
    const before = reads;
    await vi.advanceTimersByTimeAsync(10 * INTERVAL);
    expect(reads).toBe(before);
    // A stream the reader cancels (the server's socket closed) unsubscribes as well.
    const c = sseReader(await get('4'));
    await c.next();
    await c.cancel();
    expect(subscribers()).toBe(0);
  });

  it('is a 404 with a JSON error for an unknown race, one visitors may not see, or an id that is not one', async () => {
    races.set(27, { status: 'running', updatedAt: T0, answer: 'gone' });
    for (const id of ['999', '27', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const response = await get(id);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'unknown race' } });
    }
  });

  it('is a 400 for a query it does not know or a repeated one', async () => {
    for (const query of ['?x=1', '?lastEventId=a&lastEventId=b', `?lastEventId=${'9'.repeat(65)}`]) {
      const response = await get('4', { query });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    }
    expect(reads).toBe(0);
  });

  it('is a 503 with Retry-After when the racing platform is not answering at the start', async () => {
    races.get(4)!.answer = 'down';
    const response = await get('4');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(await response.json()).toMatchObject({ error: { code: 'UPSTREAM_FAILED' } });
  });

  it('is a 503 with Retry-After when this server already watches as many races as it may', async () => {
    state.feed = createLiveFeed({ read, intervalMs: INTERVAL, maxRaces: 1 });
    races.set(5, { status: 'running', updatedAt: T0, answer: 'ok' });
    const open = sseReader(await get('4'));
    await open.next();
    const refused = await get('5');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    await open.cancel();
  });
});

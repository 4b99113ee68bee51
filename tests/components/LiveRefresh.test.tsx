// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LIVE_HEARTBEAT_MS, LIVE_POLL_MS } from '@/lib/constants';
import { renderWithIntl } from '../setup/intl';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { navigation } from '../setup/navigation';

/**
 * LiveRefresh on the live results stream (server-sent events, a fake EventSource): the page
 * re-renders when the version changes, shows how fresh the data is, closes the stream while the
 * tab is hidden and resumes from its version, and falls back to polling /version when the stream
 * keeps failing. (Polling alone, as in a browser without EventSource: tests/pwa/offline-ui.test.tsx.)
 */

const refresh = vi.fn();
const router = { refresh, replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
beforeEach(() => {
  Object.assign(navigation, { router });
});

const { LiveRefreshIsland: LiveRefresh } = await import('@/components/results/LiveRefreshIsland');

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server sends an event. */
  emit(type: string, data: unknown, id = '') {
    this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: typeof data === 'string' ? data : JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  /** The connection fails (no answer, an error status, dropped). */
  fail() {
    this.onerror?.(new Event('error'));
  }
  static latest(): FakeEventSource {
    return FakeEventSource.all.at(-1)!;
  }
  static open(): FakeEventSource[] {
    return FakeEventSource.all.filter((s) => s.readyState !== FakeEventSource.CLOSED);
  }
}

const LOADED = Date.UTC(2026, 5, 1, 18, 0, 0); // 14:00:00 in Toronto
/** The badge's text around the time, as the server words it (Results.liveChecked, liveCheckedText). */
const CHECKED: [string, string] = ['Live · checked ', ''];
const PAGE_UPDATED = '2026-06-01T17:59:30.000Z';
const at = (seconds: number) => new Date(LOADED + seconds * 1000).toISOString();
const snapshot = (over: Record<string, unknown> = {}) => ({
  id: 4,
  status: 'running',
  updatedAt: PAGE_UPDATED,
  version: `${Date.parse(PAGE_UPDATED)}.running`,
  fresh: true,
  checkedAt: at(0),
  ...over,
});

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(value: DocumentVisibilityState) {
  visibility = value;
  document.dispatchEvent(new Event('visibilitychange'));
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers({ now: LOADED, shouldAdvanceTime: true });
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(LOADED);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
  refresh.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function tick(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let rerender: (updatedAt: string) => void = () => {};

async function mount() {
  const view = renderWithIntl(<LiveRefresh raceId={4} updatedAt={PAGE_UPDATED} timeZone={SITE_TIME_ZONE} checkedText={CHECKED} />);
  // The page re-rendered by the server with this timing (what router.refresh brings).
  rerender = (updatedAt) => view.rerender(<LiveRefresh raceId={4} updatedAt={updatedAt} timeZone={SITE_TIME_ZONE} checkedText={CHECKED} />);
  await tick();
  return screen.getByTestId('live-freshness');
}

/** The server sends an event; the page takes it in (renders, then runs what its effects start at once). */
async function send(source: FakeEventSource, type: string, data: unknown, id?: string) {
  await act(async () => {
    source.emit(type, data, id);
    await vi.advanceTimersByTimeAsync(0);
  });
  await tick();
}

describe('LiveRefresh on the event stream', () => {
  it('follows the stream of its race and shows when the server last read it; the same version changes nothing', async () => {
    const status = await mount();
    expect(FakeEventSource.open().map((s) => s.url)).toEqual(['/ll/api/races/4/live']);
    await send(FakeEventSource.latest(), 'snapshot', snapshot({ checkedAt: at(3) }), snapshot().version);
    expect(status.textContent).toBe('Live · checked 14:00:03');
    expect(status.dataset.stale).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('re-renders the page from the server when the version changes, without polling', async () => {
    await mount();
    const source = FakeEventSource.latest();
    await send(source, 'snapshot', snapshot());
    const lap = at(12);
    await send(source, 'change', snapshot({ updatedAt: lap, version: `${Date.parse(lap)}.running`, checkedAt: at(13) }));
    expect(refresh).toHaveBeenCalledTimes(1);
    act(() => rerender(lap));
    await tick(3 * LIVE_POLL_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again, a second apart and three times at most, while the re-rendered page still shows the older timing', async () => {
    await mount();
    const source = FakeEventSource.latest();
    const lap = at(12);
    await send(source, 'change', snapshot({ updatedAt: lap, version: `${Date.parse(lap)}.running` }));
    expect(refresh).toHaveBeenCalledTimes(1);
    await tick(1000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await tick(1000);
    expect(refresh).toHaveBeenCalledTimes(3);
    await tick(10_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('does not re-render a page that shows newer timing than the stream', async () => {
    await mount();
    await send(FakeEventSource.latest(), 'snapshot', snapshot({ updatedAt: at(-60), version: `${Date.parse(at(-60))}.running` }));
    await tick(5000);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('re-renders once when the race finishes, and does not reconnect', async () => {
    await mount();
    const source = FakeEventSource.latest();
    await send(source, 'change', snapshot({ status: 'finished', updatedAt: at(20), version: `${Date.parse(at(20))}.finished` }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    await tick(LIVE_STALE_AND_MORE);
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('says at once when the server cannot read the racing platform, and when it can again', async () => {
    const status = await mount();
    const source = FakeEventSource.latest();
    await send(source, 'snapshot', snapshot());
    await send(source, 'heartbeat', { fresh: false, checkedAt: at(0) });
    expect(status.dataset.stale).toBe('true');
    expect(status.textContent).toBe('Not updated since 14:00 — reconnecting');
    await send(source, 'heartbeat', { fresh: true, checkedAt: at(40) });
    expect(status.dataset.stale).toBeUndefined();
    expect(status.textContent).toBe('Live · checked 14:00:40');
  });

  it('words the check time as the server asks ("Live · checked", hidden from screen readers), and still says when it is stale', async () => {
    const status = await mount();
    const source = FakeEventSource.latest();
    await send(source, 'snapshot', snapshot({ checkedAt: at(7) }), snapshot().version);
    expect(status.textContent).toBe('Live · checked 14:00:07');
    expect(status.querySelector('time')?.getAttribute('aria-hidden')).toBe('true');
    await send(source, 'heartbeat', { fresh: false, checkedAt: at(9) });
    expect(status.textContent).toBe('Not updated since 14:00 — reconnecting');
  });

  it('ignores an event it cannot read', async () => {
    const status = await mount();
    const source = FakeEventSource.latest();
    await send(source, 'snapshot', snapshot());
    await send(source, 'change', '{"id":4,"status":"running"');
    await send(source, 'change', { ...snapshot({ updatedAt: 'yesterday' }) });
    await send(source, 'change', snapshot({ id: 5, updatedAt: at(50) }));
    expect(refresh).not.toHaveBeenCalled();
    expect(status.textContent).toBe('Live · checked 14:00:00');
  });

  it('closes the stream while the tab is hidden, and resumes from its version when it shows', async () => {
    await mount();
    const first = FakeEventSource.latest();
    await send(first, 'snapshot', snapshot());
    act(() => setVisibility('hidden'));
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await tick(60_000);
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => setVisibility('visible'));
    await tick();
    expect(FakeEventSource.open().map((s) => s.url)).toEqual([`/ll/api/races/4/live?lastEventId=${encodeURIComponent(snapshot().version)}`]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reconnects after an error, and shows the data as not fresh when nothing is heard for 15 s', async () => {
    const status = await mount();
    const first = FakeEventSource.latest();
    await send(first, 'snapshot', snapshot());
    act(() => first.fail());
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    await tick(1000);
    const second = FakeEventSource.latest();
    expect(second).not.toBe(first);
    expect(second.url).toContain('?lastEventId=');
    expect(status.dataset.stale).toBeUndefined();
    await tick(3 * LIVE_POLL_MS);
    expect(status.dataset.stale).toBe('true');
    expect(status.textContent).toBe('Not updated since 14:00 — reconnecting');
    // The server answers again.
    await send(FakeEventSource.latest(), 'heartbeat', { fresh: true, checkedAt: at(20) });
    expect(status.dataset.stale).toBeUndefined();
  });

  it('takes a silent stream as broken and opens it again', async () => {
    await mount();
    const first = FakeEventSource.latest();
    await send(first, 'snapshot', snapshot());
    await tick(2 * LIVE_HEARTBEAT_MS - 1000);
    expect(FakeEventSource.all).toHaveLength(1);
    await tick(LIVE_POLL_MS + 2000);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(FakeEventSource.open()).toHaveLength(1);
  });

  it('falls back to polling /version when the stream keeps failing', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ id: 4, status: 'running', updatedAt: PAGE_UPDATED }), { status: 200, headers: { ETag: 'W/"v1"' } }));
    const status = await mount();
    for (let i = 0; i < 3; i++) {
      act(() => FakeEventSource.latest().fail());
      await tick(LIVE_POLL_MS);
    }
    expect(FakeEventSource.open()).toHaveLength(0);
    expect(fetchMock).toHaveBeenCalled();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/ll/api/races/4/version');
    const polls = fetchMock.mock.calls.length;
    await tick(LIVE_POLL_MS);
    expect(fetchMock.mock.calls.length).toBe(polls + 1);
    expect(status.dataset.stale).toBeUndefined();
    expect(refresh).not.toHaveBeenCalled();
  });
});

const LIVE_STALE_AND_MORE = 4 * LIVE_POLL_MS;

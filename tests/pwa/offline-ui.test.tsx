// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LIVE_POLL_MS } from '@/lib/constants';
import { FOLLOWED_KEY, followRider } from '@/lib/follow/followed';
import { renderWithIntl } from '../setup/intl';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { navigation } from '../setup/navigation';

const refresh = vi.fn();
// One router for the page, as Next's (LiveRefresh's polling effect depends on it).
const router = { refresh, replace: vi.fn(), push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() };
beforeEach(() => {
  Object.assign(navigation, { pathname: '/ll/races/4', router });
});

const { OfflineSnapshot } = await import('@/components/pwa/OfflineSnapshot');
const { LiveRefreshIsland: LiveRefresh } = await import('@/components/results/LiveRefreshIsland');
const { ServiceWorker } = await import('@/components/pwa/ServiceWorker');
// The schemas LiveRefresh loads with its first answer, loaded already (as after the first poll), so
// that fake timers do not outrun the module loader.

/** 14:00 and 09:05 in Toronto (the site's time zone, and the race's below). */
const LOADED = Date.UTC(2026, 5, 1, 18, 0, 0);
const STORED = Date.UTC(2026, 5, 1, 13, 5, 0);

/** The navigation timing entry of the document: served by the worker's cache or not. */
function documentServed({ cachedAt }: { cachedAt?: number } = {}) {
  const entry = {
    responseStart: 0,
    serverTiming: cachedAt === undefined ? [] : [{ name: 'sw-cache', description: new Date(cachedAt).toISOString(), duration: 0 }],
  };
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type: string) => (type === 'navigation' ? [entry] : []) as unknown as PerformanceEntryList);
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(LOADED);
}

let online = true;
function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

beforeEach(() => {
  navigation.pathname = '/ll/races/4';
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  refresh.mockReset();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('OfflineSnapshot', () => {
  it('shows nothing when online and the page came from the network', () => {
    documentServed();
    const { container } = renderWithIntl(<OfflineSnapshot />);
    expect(container.innerHTML).toBe('');
  });

  it('says "Offline — as of" the time the page was loaded when the connection drops', () => {
    documentServed();
    renderWithIntl(<OfflineSnapshot />);
    act(() => setOnline(false));
    const banner = screen.getByTestId('offline-snapshot');
    expect(banner.textContent).toContain('Offline — as of 14:00');
    expect(banner.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(LOADED).toISOString());
    act(() => setOnline(true));
    expect(screen.queryByTestId('offline-snapshot')).toBeNull();
  });

  it('gives the stored time of a copy the service worker served, online or offline, in the page language', () => {
    documentServed({ cachedAt: STORED });
    online = false;
    const { unmount } = renderWithIntl(<OfflineSnapshot />, 'fr');
    expect(screen.getByTestId('offline-snapshot').textContent).toContain('Hors ligne — en date de 09:05');
    expect(screen.getByTestId('offline-snapshot').dataset.source).toBe('cache');
    unmount();

    // Online but the network was too slow: a saved copy, with a button to try again.
    online = true;
    renderWithIntl(<OfflineSnapshot />, 'es');
    expect(screen.getByTestId('offline-snapshot').textContent).toContain('Copia guardada — datos de las 09:05');
    expect(screen.getByRole('button', { name: 'Volver a cargar' })).toBeTruthy();
  });

  it('stops showing the stored copy after a client navigation brought fresh data', () => {
    documentServed({ cachedAt: STORED });
    const { rerender } = renderWithIntl(<OfflineSnapshot />);
    expect(screen.getByTestId('offline-snapshot').textContent).toContain('Saved copy — as of 09:05');
    navigation.pathname = '/ll/races/5';
    rerender(<OfflineSnapshot />);
    expect(screen.queryByTestId('offline-snapshot')).toBeNull();
  });
});

// jsdom has no EventSource: these are the pages that poll /version (the stream: tests/components/LiveRefresh.test.tsx).
describe('LiveRefresh: freshness', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const version = (status: number) =>
    Promise.resolve(
      status === 200
        ? new Response(JSON.stringify({ id: 4, status: 'running', updatedAt: '2026-06-01T18:00:00.000Z' }), { status, headers: { ETag: '"v1"' } })
        : new Response(null, { status }),
    );

  beforeEach(() => {
    vi.useFakeTimers({ now: LOADED, shouldAdvanceTime: true });
    documentServed();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    });

  const mount = async () => {
    renderWithIntl(<LiveRefresh raceId={4} updatedAt="2026-06-01T18:00:00.000Z" timeZone={SITE_TIME_ZONE} checkedText={['Live · checked ', '']} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    return screen.getByTestId('live-freshness');
  };
  const tick = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('says "Live · checked" with the time of the last answer of the server (200 or 304)', async () => {
    fetchMock.mockImplementationOnce(() => version(200)).mockImplementation(() => version(304));
    const status = await mount();
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toContain('Live · checked 14:00:00');
    expect(status.dataset.stale).toBeUndefined();
    await tick(LIVE_POLL_MS);
    expect(status.textContent).toContain('Live · checked 14:00:05');
    expect(fetchMock.mock.calls[1]![1]).toMatchObject({ headers: { 'If-None-Match': '"v1"' } });
  });

  it('says "Not updated since … — reconnecting" after three polls without an answer, and recovers', async () => {
    fetchMock.mockImplementationOnce(() => version(200)).mockRejectedValue(new TypeError('Failed to fetch'));
    const status = await mount();
    await tick(2 * LIVE_POLL_MS);
    expect(status.dataset.stale).toBeUndefined();
    await tick(2 * LIVE_POLL_MS);
    expect(status.dataset.stale).toBe('true');
    expect(status.textContent).toContain('Not updated since 14:00 — reconnecting');
    expect(status.querySelector('time')?.getAttribute('dateTime')).toBe(new Date(LOADED).toISOString());

    fetchMock.mockImplementation(() => version(304));
    await tick(LIVE_POLL_MS);
    expect(status.dataset.stale).toBeUndefined();
    expect(status.textContent).toContain('Live · checked 14:00:25');
  });

  it('is stale at once when the browser goes offline', async () => {
    fetchMock.mockImplementation(() => version(304));
    const status = await mount();
    act(() => setOnline(false));
    expect(status.dataset.stale).toBe('true');
    expect(status.textContent).toContain('Not updated since 14:00 — reconnecting');
  });

  it('stops polling while the tab is hidden, and polls at once when it shows or the browser is back online', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    fetchMock.mockImplementationOnce(() => version(200)).mockImplementation(() => version(304));
    const status = await mount();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(6 * LIVE_POLL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(status.textContent).toContain('Live · checked 14:00:30');

    act(() => setOnline(false));
    expect(status.dataset.stale).toBe('true');
    await tick(1000);
    act(() => setOnline(true));
    await tick(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(status.dataset.stale).toBeUndefined();
    expect(status.textContent).toContain('Live · checked 14:00:31');
  });

  it('counts a page served from the worker cache from its stored time', async () => {
    vi.restoreAllMocks();
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    documentServed({ cachedAt: STORED });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const status = await mount();
    expect(status.dataset.stale).toBe('true');
    expect(status.textContent).toContain('Not updated since 09:05 — reconnecting');
  });
});

describe('ServiceWorker', () => {
  /** The browser's idle callbacks, run when the test says the browser is idle. */
  let idle: (() => void)[] = [];
  const cancelIdle = vi.fn();
  beforeEach(() => {
    idle = [];
    cancelIdle.mockReset();
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
  });
  async function browserIdle() {
    await act(async () => {
      for (const callback of idle.splice(0)) callback();
    });
  }

  function fakeContainer({ controlled }: { controlled: boolean }) {
    const postMessage = vi.fn();
    const container = {
      register: vi.fn(async () => ({})),
      ready: Promise.resolve({ active: { postMessage } }),
      controller: controlled ? {} : null,
    };
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: container }));
    return { container, postMessage };
  }

  it('registers nothing outside production builds', async () => {
    const { container } = fakeContainer({ controlled: true });
    renderWithIntl(<ServiceWorker />);
    await browserIdle();
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers only once the page has loaded and the browser is idle (installing fetches pages and files)', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { container } = fakeContainer({ controlled: true });
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    renderWithIntl(<ServiceWorker />);
    await act(async () => {});
    expect(container.register).not.toHaveBeenCalled();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(container.register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    await browserIdle();
    expect(container.register).toHaveBeenCalledTimes(1);
  });

  it('registers nothing when the page is left before it settled', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { container } = fakeContainer({ controlled: true });
    const view = renderWithIntl(<ServiceWorker />);
    expect(idle).toHaveLength(1);
    view.unmount();
    // The idle callback asked for (its id: the first) is cancelled.
    expect(cancelIdle).toHaveBeenCalledWith(1);
    await act(async () => {});
    expect(container.register).not.toHaveBeenCalled();
  });

  it('registers /ll/sw.js for /ll/ and asks it to store the followed riders\' pages in the page language', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    localStorage.setItem(FOLLOWED_KEY, JSON.stringify([{ id: 7, name: 'Liam Doyle' }, { id: 12, name: 'Rémi Morin' }]));
    const { container, postMessage } = fakeContainer({ controlled: true });
    renderWithIntl(<ServiceWorker />, 'fr');
    await browserIdle();
    expect(container.register).toHaveBeenCalledWith('/ll/sw.js', { scope: '/ll/' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'cache-urls', urls: ['/ll/fr/liveonlivelaps/7', '/ll/fr/liveonlivelaps/12'] });

    act(() => followRider({ id: 3, name: 'Ana Ruiz' }));
    await act(async () => {});
    expect(postMessage).toHaveBeenLastCalledWith({ type: 'cache-urls', urls: ['/ll/fr/liveonlivelaps/3', '/ll/fr/liveonlivelaps/7', '/ll/fr/liveonlivelaps/12'] });
  });

  it('on the first visit (no worker yet in control) asks it to store this page', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const { postMessage } = fakeContainer({ controlled: false });
    renderWithIntl(<ServiceWorker />);
    await browserIdle();
    expect(postMessage).toHaveBeenCalledWith({ type: 'cache-urls', urls: [window.location.href] });
  });
});

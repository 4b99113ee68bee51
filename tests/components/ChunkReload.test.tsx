// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { ChunkReload } from '@/components/layout/ChunkReload';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkElement, isChunkLoadError, reloadForChunkError } from '@/components/layout/chunk-reload';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/constants';
import { mockPageReload } from '../setup/location';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('chunk load failures', () => {
  it('recognises Turbopack, webpack and dynamic-import failures, and nothing else', () => {
    const turbopack = Object.assign(new Error('Failed to load chunk /ll/_next/static/chunks/0a1b.js from module 123'), { name: 'ChunkLoadError' });
    for (const reason of [
      turbopack,
      new Error('Loading chunk 452 failed.\n(error: https://x/ll/_next/static/chunks/452.js)'),
      new TypeError('Failed to fetch dynamically imported module: https://x/ll/_next/static/chunks/a.js'),
      new TypeError('Importing a module script failed.'),
      'Loading CSS chunk 7 failed',
    ]) {
      expect(isChunkLoadError(reason)).toBe(true);
    }
    for (const reason of [new Error('Network request failed'), new TypeError('x is undefined'), null, undefined, 42, { message: 5 }]) {
      expect(isChunkLoadError(reason)).toBe(false);
    }
  });

  it("tells the app's own scripts and stylesheets from other resources", () => {
    const script = document.createElement('script');
    script.src = '/ll/_next/static/chunks/abc.js?dpl=git-1';
    const css = document.createElement('link');
    css.href = '/ll/_next/static/chunks/abc.css';
    const image = document.createElement('img');
    image.src = '/ll/_next/static/media/logo.svg';
    const other = document.createElement('script');
    other.src = 'https://www.google.com/recaptcha/api.js';
    expect([script, css, image, other, null].map((el) => isChunkElement(el))).toEqual([true, true, false, false, false]);
  });

  it('reloads at most once per guard period (sessionStorage), and not at all without storage', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_800_000_000_000;
    expect(reloadForChunkError({ storage, now: t0, reload })).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(t0));
    expect(reloadForChunkError({ storage, now: t0 + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(false);
    expect(reloadForChunkError({ storage, now: t0 + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadForChunkError({ storage: null, now: t0, reload })).toBe(false);
    const blocked = { getItem: () => null, setItem: () => {
      throw new DOMException('quota', 'QuotaExceededError');
    } };
    expect(reloadForChunkError({ storage: blocked, now: t0, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('ChunkReload', () => {
  const reload = mockPageReload();
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((el) => el.remove());
  });

  const failingScript = (src: string) => {
    const script = document.createElement('script');
    script.setAttribute('src', src);
    document.head.appendChild(script);
    return script;
  };

  it('reloads once when a script chunk fails to load and no retry brings it, then not again within the guard', () => {
    vi.useFakeTimers();
    try {
      render(<ChunkReload />);
      const script = failingScript('/ll/_next/static/chunks/gone.js');
      // Load errors do not bubble: the listener must catch them in the capture phase.
      script.dispatchEvent(new Event('error'));
      // A navigation that needed it ends in the error boundary first: a moment's grace.
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(3000);
      expect(reload).toHaveBeenCalledTimes(1);
      failingScript('/ll/_next/static/chunks/gone-too.js').dispatchEvent(new Event('error'));
      vi.advanceTimersByTime(3000);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not reload when a retry of the same chunk loads', () => {
    vi.useFakeTimers();
    try {
      render(<ChunkReload />);
      failingScript('/ll/_next/static/chunks/flaky.js').dispatchEvent(new Event('error'));
      failingScript('/ll/_next/static/chunks/flaky.js').dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(10_000);
      expect(reload).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads on a rejected dynamic import, and ignores other errors', () => {
    render(<ChunkReload />);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason, promise: Promise.resolve() });
    window.dispatchEvent(rejection(new Error('Something else')));
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /ll/_next/static/chunks/a.js')));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For tests of code that reloads the page: `window.location.reload` replaced by a mock for each
 * test (jsdom cannot reload), session storage emptied, the reload's warning silenced; the real
 * location restored after each test. Returns the mock.
 */
export function mockPageReload(): ReturnType<typeof vi.fn> {
  const reload = vi.fn();
  const original = window.location;
  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockClear();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, reload } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });
  return reload;
}

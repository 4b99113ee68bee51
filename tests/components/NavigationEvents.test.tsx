// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from '@/lib/constants';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { renderWithIntl } from '../setup/intl';
import { navigation } from '../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/ll/news', search: '' });
});

const { NavigationEvents, startsNavigation } = await import('@/components/layout/NavigationEvents');
const { OfflineIndicator } = await import('@/components/layout/OfflineIndicator');

const location = new URL('http://site.test/ll/news?page=1') as unknown as Location;
const anchor = (href: string, attrs: Record<string, string> = {}) => {
  const a = document.createElement('a');
  a.href = href;
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  return a;
};
const click = (init: MouseEventInit = {}) => new MouseEvent('click', { button: 0, cancelable: true, ...init });

describe('startsNavigation', () => {
  it('is true for a plain click on a link to another page of the site', () => {
    expect(startsNavigation(anchor('http://site.test/ll/rules'), click(), location)).toBe(true);
    expect(startsNavigation(anchor('http://site.test/ll/news?page=2'), click(), location)).toBe(true);
  });

  it('is false for new tabs, downloads, other sites, the same page and modified or cancelled clicks', () => {
    expect(startsNavigation(anchor('http://site.test/ll/rules', { target: '_blank' }), click(), location)).toBe(false);
    expect(startsNavigation(anchor('http://site.test/ll/rules.csv', { download: '' }), click(), location)).toBe(false);
    expect(startsNavigation(anchor('https://elsewhere.test/'), click(), location)).toBe(false);
    expect(startsNavigation(anchor('http://site.test/ll/news?page=1#top'), click(), location)).toBe(false);
    expect(startsNavigation(anchor('http://site.test/ll/rules'), click({ ctrlKey: true }), location)).toBe(false);
    expect(startsNavigation(anchor('http://site.test/ll/rules'), click({ button: 1 }), location)).toBe(false);
    const cancelled = click();
    cancelled.preventDefault();
    expect(startsNavigation(anchor('http://site.test/ll/rules'), cancelled, location)).toBe(false);
  });
});

describe('NavigationEvents: loading overlay', () => {
  let link: HTMLAnchorElement;
  const cancel = (event: Event) => event.preventDefault();

  beforeEach(() => {
    vi.useFakeTimers();
    navigation.pathname = '/ll/news';
    window.scrollTo = vi.fn();
    link = anchor('/ll/rules');
    link.textContent = 'Rules';
    document.body.append(link);
    // Stands in for next/link, which cancels the click (bubble phase) to navigate on the client.
    document.addEventListener('click', cancel);
  });
  afterEach(() => {
    document.removeEventListener('click', cancel);
    link.remove();
    vi.useRealTimers();
  });

  it('shows after 200 ms of loading and hides on arrival', () => {
    const { rerender } = renderWithIntl(<NavigationEvents />);
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay.hidden).toBe(true);
    act(() => link.click());
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1));
    expect(overlay.hidden).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(overlay.hidden).toBe(false);
    expect(screen.getByRole('progressbar', { name: en.Shell.navigating })).toBeTruthy();

    navigation.pathname = '/ll/rules';
    rerender(<NavigationEvents />);
    expect(screen.getByTestId('loading-overlay').hidden).toBe(true);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('stays hidden when the visitor comes back to the page the click was on (a login returning there)', () => {
    const { rerender } = renderWithIntl(<NavigationEvents />);
    act(() => link.click());
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    expect(screen.getByTestId('loading-overlay').hidden).toBe(false);
    navigation.pathname = '/ll/login';
    rerender(<NavigationEvents />);
    expect(screen.getByTestId('loading-overlay').hidden).toBe(true);
    navigation.pathname = '/ll/news';
    rerender(<NavigationEvents />);
    expect(screen.getByTestId('loading-overlay').hidden).toBe(true);
  });

  it('never shows when the page arrives within 200 ms, and gives up after 5 s', () => {
    const { rerender } = renderWithIntl(<NavigationEvents />);
    act(() => link.click());
    navigation.pathname = '/ll/rules';
    rerender(<NavigationEvents />);
    act(() => vi.advanceTimersByTime(LOADING_BAR_DURATION_MS));
    expect(screen.getByTestId('loading-overlay').hidden).toBe(true);

    act(() => link.click());
    act(() => vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS));
    expect(screen.getByTestId('loading-overlay').hidden).toBe(false);
    act(() => vi.advanceTimersByTime(LOADING_BAR_DURATION_MS - LOADING_BAR_THROTTLE_MS));
    expect(screen.getByTestId('loading-overlay').hidden).toBe(true);
  });
});

describe('OfflineIndicator', () => {
  let online = true;
  beforeEach(() => {
    vi.useFakeTimers();
    online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  afterEach(() => vi.useRealTimers());

  const go = (value: boolean) =>
    act(() => {
      online = value;
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    });

  it('keeps an empty status region while online, says when the connection drops and, for 4 s, when it is back', () => {
    renderWithIntl(<OfflineIndicator />, 'es');
    const status = screen.getByRole('status');
    expect(status.dataset.testid).toBe('connection-status');
    expect(status.textContent).toBe('');
    go(false);
    expect(status.textContent).toBe(es.Shell.offline);
    go(true);
    expect(status.textContent).toBe(es.Shell.backOnline);
    act(() => vi.advanceTimersByTime(4000));
    expect(status.textContent).toBe('');
  });
});

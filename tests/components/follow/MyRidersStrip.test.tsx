// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { getQueryClient } from '@/components/providers/QueryProvider';
import type { TFollowedRiderRow, TRaceRidersResponse } from '@/components/follow/riders';
import { FOLLOWED_KEY } from '@/lib/follow/followed';
import { renderWithIntl } from '../../setup/intl';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { setupUser, type TUser } from '../../setup/user';
import { navigation } from '../../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/races/4', search: '', params: { locale: 'en' } });
});

const { MyRidersStrip } = await import('@/components/follow/MyRidersStrip');

/** "My riders" above the results table, with the riders route mocked (fetch). */

const UPDATED = '2026-06-15T18:05:09.000Z'; // 14:05:09 in Toronto

const row = (over: Partial<TFollowedRiderRow>): TFollowedRiderRow => ({
  riderId: 1,
  entryId: 1,
  firstName: 'Émile',
  lastName: 'Gagné',
  number: '1',
  className: '250 Pro',
  status: 'running',
  overallPosition: 1,
  classPosition: 1,
  gapToLeader: null,
  lastLapMs: 125_431,
  laps: 10,
  ...over,
});

const LEADER = row({});
const CHASER = row({ riderId: 7, entryId: 70, firstName: 'Liam', lastName: 'Doyle', number: '33', className: '450 Pro', overallPosition: 5, classPosition: 2, gapToLeader: { laps: 0, ms: 12_345 }, lastLapMs: 61_000 });
const LAPPED = row({ riderId: 9, entryId: 90, firstName: 'Jake', lastName: 'Hughes', number: '9', overallPosition: 12, classPosition: 6, gapToLeader: { laps: 2, ms: 0 }, lastLapMs: 130_000, laps: 8 });
const OUT = row({ riderId: 12, entryId: 120, firstName: 'Rémi', lastName: 'Morin', number: '12', status: 'dnf', overallPosition: 20, classPosition: 9, gapToLeader: { laps: 6, ms: 0 }, lastLapMs: null, laps: 4 });

const answer = (riders: TFollowedRiderRow[], updatedAt = UPDATED, status: 'running' | 'finished' = 'running'): TRaceRidersResponse => ({
  race: { id: 4, status, updatedAt, format: 'laps' },
  riders,
});

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

const follow = (...riders: { id: number; name: string; number?: string }[]) => localStorage.setItem(FOLLOWED_KEY, JSON.stringify(riders));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  getQueryClient().clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const strip = (props: Partial<Parameters<typeof MyRidersStrip>[0]> = {}) => (
  <MyRidersStrip raceId={4} updatedAt={UPDATED} locale="en" live={false} timeZone={SITE_TIME_ZONE} {...props} />
);

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('MyRidersStrip', () => {
  it('renders nothing and asks nothing when no rider is followed', async () => {
    const { container } = renderWithIntl(strip());
    await act(async () => {});
    expect(container.innerHTML).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the followed riders of the race: positions, gaps, last lap, status, links', async () => {
    follow({ id: 9, name: 'Jake Hughes' }, { id: 1, name: 'Émile Gagné' }, { id: 7, name: 'Liam Doyle' }, { id: 12, name: 'Rémi Morin' }, { id: 500, name: 'Not Racing' });
    fetchMock.mockImplementation(() => json(answer([LEADER, CHASER, LAPPED, OUT])));
    renderWithIntl(strip());

    expect(screen.getByTestId('my-riders-loading')).toBeTruthy();
    const cards = await screen.findAllByTestId('my-rider');
    expect(cards.map((c) => c.dataset.rider)).toEqual(['1', '7', '9', '12']);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/ll/api/races/4/riders?ids=1,7,9,12,500&locale=en');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.cache).toBe('no-cache');

    const [leader, chaser, lapped, out] = cards.map((c) => within(c));
    expect(leader!.getByTestId('my-rider-overall').textContent).toBe('1');
    expect(leader!.getByTestId('my-rider-leader').textContent).toBe('Leader');
    expect(leader!.getByTestId('my-rider-last-lap').textContent).toBe('2:05.431');
    expect(chaser!.getByTestId('my-rider-overall').textContent).toBe('5');
    expect(chaser!.getByTestId('my-rider-class').textContent).toBe('2');
    expect(chaser!.getByTestId('my-rider-gap').textContent).toBe('+12.345');
    expect(chaser!.getByTestId('my-rider-last-lap').textContent).toBe('1:01.000');
    expect(chaser!.getByText('No. 33 · 450 Pro')).toBeTruthy();
    expect(lapped!.getByTestId('my-rider-gap').textContent).toBe('+2 laps');
    expect(out!.getByTitle('Did not finish').textContent).toBe('DNF');
    expect(out!.getByTestId('my-rider-last-lap').textContent).toBe('–');
    expect(chaser!.getByRole('link', { name: 'Rider page: Liam Doyle' }).getAttribute('href')).toMatch(/\/liveonlivelaps\/7$/);
    expect(chaser!.getByRole('link', { name: 'Liam Doyle' }).getAttribute('href')).toBe('#entry-70');

    expect(screen.getByRole('heading', { name: 'My riders' })).toBeTruthy();
    expect(screen.getByTestId('my-riders-updated').textContent).toBe('Results changed at 14:05:09');
  });

  it('says so in one line when none of the followed riders is in this race', async () => {
    follow({ id: 500, name: 'Not Racing' });
    fetchMock.mockImplementation(() => json(answer([])));
    renderWithIntl(strip());
    expect((await screen.findByTestId('my-riders-none')).textContent).toBe('None of your riders in this race');
    expect(screen.queryByTestId('my-riders')).toBeNull();
  });

  it('fetches again when the live page brings a new timing version, and keeps the last data when that fails', async () => {
    follow({ id: 7, name: 'Liam Doyle' });
    fetchMock.mockImplementationOnce(() => json(answer([CHASER])));
    const { rerender } = renderWithIntl(strip({ live: true }));
    expect((await screen.findByTestId('my-rider-gap')).textContent).toBe('+12.345');

    const later = '2026-06-15T18:05:14.000Z';
    fetchMock.mockImplementationOnce(() => json(answer([{ ...CHASER, overallPosition: 4, gapToLeader: { laps: 0, ms: 9_876 } }], later)));
    rerender(strip({ live: true, updatedAt: later }));
    await waitFor(() => expect(screen.getByTestId('my-rider-gap').textContent).toBe('+9.876'));
    expect(screen.getByTestId('my-rider-overall').textContent).toBe('4');
    expect(screen.getByTestId('my-riders-updated').textContent).toBe('Results changed at 14:05:14');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockImplementationOnce(() => json({ error: { code: 'UPSTREAM_FAILED', message: 'failed' } }, 502));
    rerender(strip({ live: true, updatedAt: '2026-06-15T18:05:19.000Z' }));
    expect((await screen.findByTestId('my-riders-error')).textContent).toBe('Could not update your riders');
    expect(screen.getByTestId('my-rider-gap').textContent).toBe('+9.876');
    expect(screen.getByTestId('my-rider-overall').textContent).toBe('4');
  });

  it('refreshes every 5 s while the race is live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    follow({ id: 7, name: 'Liam Doyle' });
    fetchMock.mockImplementation(() => json(answer([CHASER])));
    renderWithIntl(strip({ live: true }));
    await screen.findByTestId('my-rider');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not poll a finished race', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    follow({ id: 7, name: 'Liam Doyle' });
    fetchMock.mockImplementation(() => json(answer([CHASER], UPDATED, 'finished')));
    renderWithIntl(strip({ live: false }));
    await screen.findByTestId('my-rider');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the error line when the first answer is unusable (schema refused)', async () => {
    follow({ id: 7, name: 'Liam Doyle' });
    fetchMock.mockImplementation(() => json({ race: { id: 4 }, riders: 'nope' }));
    renderWithIntl(strip());
    expect((await screen.findByTestId('my-riders-error')).textContent).toBe('Could not update your riders');
    expect(screen.queryByTestId('my-rider')).toBeNull();
  });

  it('drops a rider unfollowed in the meantime at once', async () => {
    follow({ id: 7, name: 'Liam Doyle' }, { id: 1, name: 'Émile Gagné' });
    fetchMock.mockImplementation(() => json(answer([LEADER, CHASER])));
    renderWithIntl(strip());
    expect(await screen.findAllByTestId('my-rider')).toHaveLength(2);
    fetchMock.mockImplementation(() => new Promise(() => {})); // the new request never answers
    await act(async () => {
      follow({ id: 1, name: 'Émile Gagné' });
      window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_KEY }));
    });
    expect(screen.getAllByTestId('my-rider').map((c) => c.dataset.rider)).toEqual(['1']);
  });

  it('scrolls to the rider’s row and focuses the name button', async () => {
    follow({ id: 7, name: 'Liam Doyle' });
    fetchMock.mockImplementation(() => json(answer([CHASER])));
    const table = document.createElement('section');
    table.dataset.testid = 'race-results';
    table.innerHTML =
      '<table><tbody><tr data-entry-row="70"><td>5</td><td>33</td><th scope="row"><button type="button" data-follow="7" aria-pressed="true"></button><button type="button" data-entry="70">Liam Doyle</button></th></tr></tbody></table>';
    document.body.append(table);
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    try {
      renderWithIntl(strip());
      const link = await screen.findByRole('link', { name: 'Liam Doyle' });
      await user.click(link);
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(table.querySelector('button[data-entry="70"]'));
    } finally {
      table.remove();
      // jsdom has no scrollIntoView of its own.
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('speaks Spanish and keeps the language prefix in the rider page link', async () => {
    follow({ id: 9, name: 'Jake Hughes' });
    fetchMock.mockImplementation(() => json(answer([LAPPED])));
    renderWithIntl(strip({ locale: 'es' }), 'es');
    expect((await screen.findByTestId('my-rider-gap')).textContent).toBe('+2 vueltas');
    expect(fetchMock.mock.calls[0]![0]).toBe('/ll/api/races/4/riders?ids=9&locale=es');
    expect(screen.getByRole('link', { name: 'Ficha del piloto: Jake Hughes' }).getAttribute('href')).toMatch(/\/es\/liveonlivelaps\/9$/);
  });
});

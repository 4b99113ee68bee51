import { describe, expect, it } from 'vitest';
import { CALENDAR_QUERY_KEYS, parseCalendarQuery } from '@/lib/calendar/query';
import { parseResultViewState, RESULT_VIEW_QUERY_KEYS, serializeResultViewState } from '@/lib/results/view-state';
import { isSharedPagePath, PAGE_CACHE_ROUTES } from '../../server/page-cache-routes.mjs';

/**
 * The page cache keys a page by the query parameters its route reads (server/page-cache-routes.mjs):
 * a list that forgot one would give every visitor of `?page=2` the first page. These tests hold the
 * lists to the pages' own parsers.
 */
const routeOf = (path: string) => PAGE_CACHE_ROUTES.find((route) => route.path.test(path));

describe('page cache routes', () => {
  it("key the calendar by every parameter the calendar reads", () => {
    expect(routeOf('/event-calendar')!.query).toEqual(CALENDAR_QUERY_KEYS);
    // A parameter outside the list changes nothing on the page.
    const today = '2026-11-25';
    expect(parseCalendarQuery({ view: 'week', date: '2026-12-01', x: '1', utm_source: 'mail' }, today)).toEqual(parseCalendarQuery({ view: 'week', date: '2026-12-01' }, today));
  });

  it('key a results page by every parameter its view state writes', () => {
    const full = serializeResultViewState({ raceId: 9, view: 'class', classIds: [1, 2], groupId: 3, teamId: 4, brand: 'KTM', query: 'x', page: 2, riderIds: [5, 6] });
    const written = [...new URLSearchParams(full).keys()];
    expect(written.length).toBeGreaterThanOrEqual(9);
    for (const name of written) expect(routeOf('/results/7')!.query).toContain(name);
  });

  it('key a results page by every parameter the results view reads, and by nothing else', () => {
    expect(routeOf('/results/7')!.query).toEqual(RESULT_VIEW_QUERY_KEYS);
    expect(routeOf('/races/7')!.query).toEqual(RESULT_VIEW_QUERY_KEYS);
    expect(parseResultViewState({ race: '2', view: 'class', utm_source: 'mail', x: '1' })).toEqual(parseResultViewState({ race: '2', view: 'class' }));
  });

  it("key a participant view by its tab alone", () => {
    expect(routeOf('/liveonlivelaps/12')!.query).toEqual(['tab']);
    expect(routeOf('/liveonlivelaps')).toBeUndefined();
    expect(isSharedPagePath('/fr/liveonlivelaps/12')).toBe(false);
  });

  it('mark home, content, calendar, events, promoters, organisations and series as shared, in every language; not accounts, forms or results', () => {
    for (const path of ['/', '/fr', '/es/', '/news', '/fr/news/race-day', '/faqs', '/es/rules', '/sponsors', '/documents', '/simple-page/x', '/event-calendar', '/events', '/events/3', '/promoters/2', '/promoters/events/2', '/organizations/1/events', '/series', '/fr/series/1']) {
      expect(isSharedPagePath(path), path).toBe(true);
    }
    for (const path of ['/account', '/login', '/registration/1', '/spectator/1', '/waiver/1', '/results/1', '/races/4', '/fr/account', '/liveonlivelaps', '/contact-us']) {
      expect(isSharedPagePath(path), path).toBe(false);
    }
  });
});

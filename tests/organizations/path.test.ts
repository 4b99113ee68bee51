import { describe, expect, it } from 'vitest';
import { organizationHref, parseOrganizationPath } from '@/lib/organizations/path';
import { matchesName, parsePromoterTab } from '@/lib/organizations/tabs';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

describe('parseOrganizationPath', () => {
  it('serves every form of the seed, with and without the organisation id', () => {
    expect(parseOrganizationPath([])).toEqual({ organizationId: null, section: 'about-us', eventId: null });
    expect(parseOrganizationPath(undefined)).toEqual({ organizationId: null, section: 'about-us', eventId: null });
    expect(parseOrganizationPath(['about-us'])).toEqual({ organizationId: null, section: 'about-us', eventId: null });
    expect(parseOrganizationPath(['1', 'about-us'])).toEqual({ organizationId: 1, section: 'about-us', eventId: null });
    expect(parseOrganizationPath(['7'])).toEqual({ organizationId: 7, section: 'about-us', eventId: null });
    for (const section of ['calendar', 'classes', 'contact', 'events', 'members', 'membership-type', 'series'] as const) {
      expect(parseOrganizationPath([section])).toEqual({ organizationId: null, section, eventId: null });
      expect(parseOrganizationPath(['2', section])).toEqual({ organizationId: 2, section, eventId: null });
    }
    expect(parseOrganizationPath(['events', '6'])).toEqual({ organizationId: null, section: 'events', eventId: 6 });
    expect(parseOrganizationPath(['1', 'events', '6'])).toEqual({ organizationId: 1, section: 'events', eventId: 6 });
  });

  it('refuses unknown sections, malformed ids and extra segments', () => {
    for (const bad of [
      ['nope'],
      ['1', 'nope'],
      ['0', 'about-us'],
      ['01', 'about-us'],
      ['-1', 'events'],
      ['1.5'],
      ['99999999999', 'events'],
      ['events', 'abc'],
      ['events', '0'],
      ['1', 'events', '6', 'x'],
      ['classes', '3'],
      ['1', '2', 'events'],
      ['About-Us'],
    ]) {
      expect(parseOrganizationPath(bad), bad.join('/')).toBeNull();
    }
  });

  it('builds hrefs that parse back', () => {
    expect(organizationHref(null, 'members')).toBe('/organizations/members');
    expect(organizationHref(3, 'events', 6)).toBe('/organizations/3/events/6');
    expect(parseOrganizationPath(organizationHref(3, 'events', 6).split('/').slice(2))).toEqual({ organizationId: 3, section: 'events', eventId: 6 });
  });
});

describe('parsePromoterTab', () => {
  it('accepts the three tabs and falls back to events', () => {
    expect(parsePromoterTab('calendar')).toBe('calendar');
    expect(parsePromoterTab('championship')).toBe('championship');
    expect(parsePromoterTab(['championship', 'events'])).toBe('championship');
    expect(parsePromoterTab(undefined)).toBe('events');
    expect(parsePromoterTab('2')).toBe('events');
    expect(parsePromoterTab('Calendar')).toBe('events');
  });
});

describe('matchesName', () => {
  const rider = { firstName: 'Émile', lastName: 'Gagné' };
  it('ignores case, accents and order', () => {
    expect(matchesName(rider, 'emile')).toBe(true);
    expect(matchesName(rider, 'GAGNE')).toBe(true);
    expect(matchesName(rider, 'gagné émile')).toBe(true);
    expect(matchesName(rider, '  emile   gag ')).toBe(true);
    expect(matchesName(rider, 'emily')).toBe(false);
    expect(matchesName(rider, '')).toBe(true);
  });
});

describe('eventsByMonth', () => {
  it("groups by the month of the start in the event's time zone, in order", async () => {
    const { eventsByMonth } = await import('@/lib/organizations/calendar');
    const tz = SITE_TIME_ZONE;
    const events = [
      { id: 3, startAt: new Date('2026-07-10T14:00:00Z'), timeZone: tz },
      // 02:00 UTC on July 1 is still June 30 in Toronto.
      { id: 2, startAt: new Date('2026-07-01T02:00:00Z'), timeZone: tz },
      { id: 1, startAt: new Date('2026-06-05T14:00:00Z'), timeZone: tz },
    ];
    const months = eventsByMonth(events, 'fr');
    expect(months.map((m) => [m.key, m.label, m.events.map((e) => e.id)])).toEqual([
      ['2026-06', 'Juin 2026', [1, 2]],
      ['2026-07', 'Juillet 2026', [3]],
    ]);
  });
});

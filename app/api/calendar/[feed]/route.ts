import { getTranslations } from 'next-intl/server';
import { calendarFrom } from '@/lib/calendar/days';
import { feedFileName, parseFeedName, ZFeedLocale } from '@/lib/calendar/feeds';
import { buildIcal } from '@/lib/calendar/ical';
import { toIcalEvent } from '@/lib/calendar/load';
import { CALENDAR_YEARS_BACK } from '@/lib/constants';
import { env } from '@/lib/env';
import { listEvents, listSeries, loadEvent } from '@/lib/events/access';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import { loadPromoter } from '@/lib/organizations/data';
import { isPlatformDown, isPlatformNotAvailable } from '@/lib/platform/available';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '@/server/response-status.mjs';
import type { TEventSummary } from '@/lib/platform/port';

export const dynamic = 'force-dynamic';

/** Clients poll a subscribed feed; 15 minutes is fresh enough for a race calendar. */
const FEED_MAX_AGE_SECONDS = 900;
const PRODID = '-//Racing Portal//Event calendar//EN';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/**
 * GET /api/calendar/{all|promoter-{id}|series-{id}|event-{id}}.ics?locale=en|es|fr: iCalendar
 * (RFC 5545) feeds of the public events from two years back (seed §7, §9); event-{id}.ics is the
 * single event of an "Add to calendar" link. Texts (calendar name, descriptions, event links) in
 * the asked language (the proxy does not run on /api: `?locale=`, default English). 404 for a
 * malformed name or an unknown promoter, series or event; 501 for a feed the racing platform cannot
 * give (a series on LiveLaps); 503 with Retry-After when the platform is not answering and
 * nothing is kept.
 */
export async function GET(request: Request, { params }: { params: Promise<{ feed: string }> }): Promise<Response> {
  const feed = parseFeedName((await params).feed);
  if (!feed) return plain(404, 'Unknown calendar feed');
  const locale = ZFeedLocale.parse(new URL(request.url).searchParams.get('locale') ?? undefined);
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  const now = new Date();
  const from = calendarFrom(now, SITE_TIME_ZONE, CALENDAR_YEARS_BACK);

  let name: string;
  let events: TEventSummary[];
  try {
    switch (feed.kind) {
      case 'all':
        name = t('feedAll');
        events = await listEvents({ locale, from });
        break;
      case 'promoter': {
        const promoter = await loadPromoter(feed.id, locale);
        if (!promoter) return plain(404, 'Unknown promoter');
        name = t('feedNamed', { name: promoter.name });
        events = await listEvents({ locale, from, promoterId: feed.id });
        break;
      }
      case 'series': {
        const series = (await listSeries({ locale })).find((s) => s.id === feed.id);
        if (!series) return plain(404, 'Unknown series');
        name = t('feedNamed', { name: series.name });
        events = await listEvents({ locale, from, seriesId: feed.id });
        break;
      }
      case 'event': {
        const event = await loadEvent(feed.id, locale);
        if (!event) return plain(404, 'Unknown event');
        name = event.name;
        events = [event];
        break;
      }
    }
  } catch (error) {
    if (isPlatformNotAvailable(error)) return plain(501, 'This calendar is not available on this racing platform');
    if (isPlatformDown(error)) {
      log.error({ err: error, feed }, 'calendar feed unavailable: the racing platform is not answering');
      const response = plain(503, 'The calendar is not available right now: the racing platform is not answering');
      response.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return response;
    }
    log.error({ err: error, feed }, 'calendar feed failed to load');
    return plain(502, 'The calendar is not available right now');
  }

  const body = buildIcal({
    prodId: PRODID,
    name,
    refreshMinutes: FEED_MAX_AGE_SECONDS / 60,
    now,
    events: events.map((event) =>
      toIcalEvent(event, {
        siteUrl: env.SITE_URL,
        locale,
        description: (url) => t('icalDescription', { promoter: event.promoter.name, url }),
      }),
    ),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${feedFileName(feed)}"`,
      'Cache-Control': `public, max-age=${FEED_MAX_AGE_SECONDS}`,
    },
  });
}

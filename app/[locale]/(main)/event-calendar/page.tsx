import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CalendarFilters } from '@/components/calendar/CalendarFilters';
import { CalendarMarkup } from '@/components/calendar/CalendarMarkup';
import { CalendarToolbar } from '@/components/calendar/CalendarToolbar';
import { SubscribeLinks, type TSubscription } from '@/components/calendar/SubscribeLinks';
import type { TCalendarContext } from '@/components/calendar/types';
import styles from '@/components/calendar/calendar.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { PlatformFailure, withPlatformOutage } from '@/components/platform/PlatformOutage';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { Pager } from '@/components/ui/Pager';
import { agendaPage } from '@/lib/calendar/agenda-pages';
import { buildCalendar, dayRangeText } from '@/lib/calendar/builder';
import { addDays, addYears, dayKeyOf, parseDayKey, startOfDay } from '@/lib/calendar/days';
import { dateLabel, longDayLabel, monthTitle } from '@/lib/calendar/format';
import { loadCalendarRows } from '@/lib/calendar/load';
import { calendarModel } from '@/lib/calendar/model';
import { readIfAvailable } from '@/lib/platform/available';
import { AGENDA_STEP_YEARS, calendarHref, parseCalendarQuery, type TCalendarQuery } from '@/lib/calendar/query';
import { periodOf, type TPeriod } from '@/lib/calendar/views';
import type { TLocale } from '@/lib/constants';
import { menuTitle } from '@/lib/content/titles';
import { env } from '@/lib/env';
import { listSeries } from '@/lib/events/access';
import { loadOr } from '@/lib/http/safe';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';
import { listPromoters } from '@/lib/organizations/data';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Calendar' });
  return { title: await menuTitle(locale, '/event-calendar', t('title')), description: t('description') };
}

function periodTitle(period: TPeriod, locale: TLocale, t: TCalendarContext['t']): string {
  const first = period.days[0]!;
  const last = period.days[period.days.length - 1]!;
  switch (period.view) {
    case 'month':
      return monthTitle(period.anchor, locale);
    case 'day':
      return longDayLabel(period.anchor, locale);
    default: {
      const [a, b] = [parseDayKey(first)!.year, parseDayKey(last)!.year];
      const text = a === b ? t('periodRange', { range: dayRangeText(first, last, locale), year: a }) : `${dateLabel(first, locale)} – ${dateLabel(last, locale)}`;
      return text.charAt(0).toLocaleUpperCase() + text.slice(1);
    }
  }
}

/**
 * /event-calendar (seed §2, §4, §9): the grid of a day, 4 days, a week or a month (default: the
 * month of today), the promoter and series filters, the subscribe links of the iCal feeds, and the
 * list of every entry by year, month and week from two years back to a year ahead ("load older /
 * newer" moves the ends by a year), in pages of entries (`?page=`; by default the page of what is
 * coming). All in the URL, all server-rendered; times in each event's time zone, days in the
 * site's. Plain HTML and CSS modules; the grid and the list are sent once, as a model
 * (CalendarMarkup; docs/decisions/027).
 */
async function EventCalendarPage({ params, searchParams }: TProps) {
  const [{ locale }, raw] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations('Calendar');
  const tt = await getTranslations('Tables');
  const timeZone = SITE_TIME_ZONE;
  const now = new Date();
  const today = dayKeyOf(now, timeZone);
  const parsed = parseCalendarQuery(raw, today);

  const [promoters, allSeries] = await Promise.all([
    loadOr('promoters', () => listPromoters({ locale }), []),
    loadOr('series', () => listSeries({ locale }), []),
  ]);
  // Unknown promoter or series ids are dropped (the page then shows every event).
  const promoter = promoters.find((p) => p.id === parsed.promoter);
  const series = allSeries.find((s) => s.id === parsed.series);
  const query: TCalendarQuery = { ...parsed, promoter: promoter?.id, series: series?.id };
  const period = periodOf(query.view, query.date);

  const agendaFrom = startOfDay(query.from, timeZone);
  const agendaEnd = startOfDay(addDays(query.to, 1), timeZone);
  const gridFrom = startOfDay(period.days[0]!, timeZone);
  // A series filter the platform cannot apply (LiveLaps) shows the notice in place of the entries;
  // so does the platform not answering (with nothing kept: "results service unavailable", 503).
  const loaded = await readIfAvailable('calendar', () =>
    loadCalendarRows(locale, {
      from: gridFrom < agendaFrom ? gridFrom : agendaFrom,
      promoterId: query.promoter,
      seriesId: query.series,
    }),
  );
  const rows = loaded.ok ? loaded.value : [];
  const agendaRows = rows.filter((r) => r.end >= agendaFrom && r.start < agendaEnd);
  // A week is marked as continuing an event for race days only: registration windows last weeks.
  const years = buildCalendar(agendaRows, { locale, timeZone, continues: (r) => r.type === 'event' });
  const agenda = agendaPage(years, query.page, now);

  const ctx: TCalendarContext = { locale, timeZone, today, t: (key, values) => t(key as never, values as never) };
  const title = periodTitle(period, locale, ctx.t);
  const model = calendarModel({ period, gridRows: rows, agenda: agenda.years, caption: title, locale, timeZone, today, t: ctx.t });
  const seriesOptions = allSeries
    .filter((s) => !promoter || s.promoterId === undefined || s.promoterId === promoter.id)
    .sort((a, b) => b.season - a.season || a.name.localeCompare(b.name));
  const feeds: TSubscription[] = [
    { name: t('subscribeAll'), feed: { kind: 'all' } },
    ...(promoter ? [{ name: promoter.name, feed: { kind: 'promoter' as const, id: promoter.id } }] : []),
    ...(series && loaded.ok ? [{ name: series.name, feed: { kind: 'series' as const, id: series.id } }] : []),
  ];
  // Older entries come first in the list: "load older" opens its first page; newer ones come
  // last, so "load newer" keeps the last page's number (the pages before it do not change).
  const older = calendarHref({ ...query, from: addYears(query.from, -AGENDA_STEP_YEARS), page: 1 }, today, 'agenda');
  const newer = calendarHref({ ...query, to: addYears(query.to, AGENDA_STEP_YEARS), page: agenda.page.pages }, today, 'agenda');
  const fromText = dateLabel(query.from, locale);
  const toText = dateLabel(query.to, locale);
  const { page } = agenda;

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <div className={styles.page}>
          <div className={styles.top}>
            <CalendarFilters
              query={query}
              promoters={promoters.map((p) => ({ id: p.id, name: p.name }))}
              series={seriesOptions.map((s) => ({ id: s.id, name: s.name }))}
              ctx={ctx}
            />
            <SubscribeLinks feeds={feeds} siteUrl={env.SITE_URL} ctx={ctx} />
          </div>

          {loaded.ok ? null : <PlatformFailure reason={loaded.reason} />}

          <section id="calendar" aria-labelledby="calendar-period" className={styles.section} data-testid="calendar">
            <CalendarToolbar query={query} period={period} title={title} titleId="calendar-period" ctx={ctx} />
            <ul className={styles.legend} aria-label={t('legend')} data-testid="calendar-legend">
              <li>
                <span className={styles.swatch} data-type="event" aria-hidden="true" />
                <strong>{t('typeEvent')}</strong> – {t('typeEventHelp')}
              </li>
              <li>
                <span className={styles.swatch} data-type="regis" aria-hidden="true" />
                <strong>{t('typeRegis')}</strong> – {t('typeRegisHelp')}
              </li>
            </ul>
            <CalendarMarkup model={model} part="grid" />
          </section>

          <section id="agenda" aria-labelledby="agenda-title" className={styles.agendaSection}>
            <h2 id="agenda-title" className={styles.heading}>
              {t('agenda')}
            </h2>
            <p className={styles.muted} data-testid="agenda-range">
              {t('agendaRange', { from: fromText, to: toText })}
            </p>
            <p className={styles.moreLink}>
              <NextLink href={older} className={buttons.outlined} data-testid="agenda-load-older">
                {t('loadOlder')}
              </NextLink>
            </p>
            {agendaRows.length === 0 ? (
              <p data-testid="agenda-empty">{t('agendaEmpty', { from: fromText, to: toText })}</p>
            ) : (
              <>
                <p className={styles.muted} data-testid="agenda-count" data-total={page.total}>
                  {tt('entryRange', { from: page.from + 1, to: page.to, total: page.total })}
                </p>
                <CalendarMarkup model={model} part="agenda" headingId="agenda" />
                <Pager
                  page={page.page}
                  pages={page.pages}
                  href={(n) => calendarHref({ ...query, page: n }, today, 'agenda')}
                  labels={{ nav: tt('agendaPages'), previous: tt('earlier'), next: tt('later'), status: tt('pageStatus', { page: page.page, pages: page.pages }) }}
                  testId="agenda-pagination"
                />
              </>
            )}
            <p className={styles.moreLink}>
              <NextLink href={newer} className={buttons.outlined} data-testid="agenda-load-newer">
                {t('loadNewer')}
              </NextLink>
            </p>
          </section>
        </div>
      </PageBody>
    </>
  );
}

export default withPlatformOutage(EventCalendarPage, 'Calendar.title');

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import listStyles from '@/components/events/events.module.css';
import pageStyles from '@/components/events/pages.module.css';
import { Alert } from '@/components/forms/Alert';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { FollowLayer } from '@/components/follow/FollowLayer';
import { PlatformFailurePage, withPlatformOutage } from '@/components/platform/PlatformOutage';
import { OpenOnWideScreen } from '@/components/series/OpenOnWideScreen';
import { SeriesClassPicker } from '@/components/series/SeriesClassPicker';
import { SeriesFilters } from '@/components/series/SeriesFilters';
import { SeriesTable } from '@/components/series/SeriesTable';
import styles from '@/components/series/series.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { Pager } from '@/components/ui/Pager';
import { redirect } from '@/i18n/navigation';
import { SERIES_TYPES, type TLocale } from '@/lib/constants';
import { listSeries, loadSeriesStandings, requireDisplayableSeries } from '@/lib/events/access';
import { askPermission } from '@/lib/platform/permission';
import { readIfAvailable } from '@/lib/platform/available';
import type { TSeriesSummary } from '@/lib/platform/port';
import { getRaceResults } from '@/lib/results/access';
import { hasFilters, parseSeriesView, seriesPage, seriesViewHref } from '@/lib/series/filters';
import { parseId } from '@/lib/validation/params';
import { parseOptionalIdSegment } from '@/lib/validation/segments';
import { pageParams } from '@/lib/i18n/page-locale';

type TQuery = Record<string, string | string[] | undefined>;
type TProps = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<TQuery> };

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'Series' });
  const parsed = parseOptionalIdSegment(segments);
  if (parsed?.id) {
    const standings = await loadSeriesStandings(parsed.id, locale, parseSeriesView(query).type).catch(() => null);
    if (standings) return { title: standings.series.name, description: t('description') };
  }
  return { title: t('title'), description: t('description') };
}

/**
 * /series/{id?}: a series' points tables, final (by class) or overall (`?type=overall`), filtered
 * on the server by class, brand and class group (`?class=3&brand=KTM&group=Pro`). One table at a
 * time (the final standings of one class, the first by default), a page of riders at a time
 * (`?page=2`; docs/decisions/027). On a phone the rows come first: a compact header, the class
 * picker, filters and legend behind one "Filter" control, compact rows; each rider has a follow
 * star (the same followed riders as the results pages). Permission "display series" refused →
 * /error; unknown → 404.
 * Without id: the series, current season first; `?race={id}` (a link from a race) opens the
 * series of that race's event, or says the race has none (seed §8 "no series for this race").
 */
async function SeriesPage({ params, searchParams }: TProps) {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const parsed = parseOptionalIdSegment(segments);
  if (!parsed) notFound();
  const t = await getTranslations('Series');

  if (parsed.id === null) return <SeriesIndex locale={locale} query={query} />;

  const view = parseSeriesView(query);
  const seriesId = parsed.id;
  const loaded = await readIfAvailable('series standings', () => requireDisplayableSeries(seriesId, locale, view.type));
  if (!loaded.ok) return <PlatformFailurePage reason={loaded.reason} title={t('title')} />;
  const standings = loaded.value;
  const { series, rounds } = standings;
  const played = rounds.map((round, i) => round.finished || standings.tables.some((table) => table.rows.some((row) => row.points[i] !== null)));
  const shown = seriesPage(standings.tables, view);
  const className = shown?.classId != null ? standings.filters.classes.find((c) => c.id === shown.classId)?.name : undefined;
  const tt = await getTranslations('Tables');

  // What the filters apply, named by the phone's one "Filter" control ("Filter · 250 Pro · KTM").
  const applied = [className, view.brand, view.group].filter((x): x is string => Boolean(x));
  // A new box for each view: a class or filter chosen on a phone (a client navigation keeps the
  // page's elements) folds the box away again, so the rows show.
  const filterKey = [view.type, shown?.classId ?? '', view.brand ?? '', view.group ?? ''].join('|');

  return (
    <>
      <PageHeader title={series.name} crumbs={[{ label: t('title'), href: '/series' }]} />
      <PageBody full>
        {/* The follow layer's root: the stars of the table's rows (FollowLayer). */}
        <div className={styles.view} data-follow-root="">
          <p className={styles.summary} data-testid="series-summary">
            {t('summary', { season: series.season, discipline: t(`disciplines.${series.discipline}`), rounds: rounds.length })}{' '}
            {series.dropCount > 0 ? t('dropRule', { count: series.dropCount }) : t('noDrops')}
          </p>

          <nav className={styles.tabs} aria-label={t('tables')} data-testid="series-tabs">
            {SERIES_TYPES.map((type) => (
              <NextLink
                key={type}
                href={seriesViewHref(series.id, { ...view, type, page: 1 })}
                className={styles.tab}
                aria-current={view.type === type ? 'page' : undefined}
                data-testid={`series-tab-${type}`}
              >
                {t(`types.${type}`)}
              </NextLink>
            ))}
          </nav>

          {/* On a phone the class picker, the brand and group filters and the legend fold behind one
              "Filter" control that names what is applied, so the first rows show in the top half of
              the screen; wider screens show them open (series.module.css: the details' content is
              shown and the summary hidden where ::details-content can be styled; elsewhere
              OpenOnWideScreen opens it). A native <details>: it works without JavaScript. */}
          <div className={styles.filterBar}>
            <details key={filterKey} className={styles.filterBox} id="series-filter-box" data-testid="series-filter-box">
              <summary className={styles.filterSummary} data-testid="series-filter-summary" data-applied={applied.length > 0 ? 'true' : undefined}>
                {[t('filter'), ...applied].join(' · ')}
              </summary>
              <div className={styles.filterBody}>
                <SeriesClassPicker seriesId={series.id} view={view} classes={standings.filters.classes} current={shown?.classId ?? null} label={tt('seriesClasses')} allLabel={t('allClasses')} />
                <SeriesFilters seriesId={series.id} view={view} filters={standings.filters} current={shown?.classId ?? null} />
                <p className={styles.legend}>
                  <span>{t('legendPoints')}</span>
                  {series.dropCount > 0 ? (
                    <span>
                      <s className={styles.legendDropped}>22</s> {t('legendDropped')}
                    </span>
                  ) : null}
                  <span>– {t('legendAbsent')}</span>
                </p>
              </div>
            </details>
            {/* On a phone, beside the Filter control: the table's title (hidden there) says it on a wide screen. */}
            {shown !== null ? (
              <span className={styles.count} data-testid="series-count">
                {t('riders', { count: shown.page.total })}
              </span>
            ) : null}
          </div>
          <OpenOnWideScreen key={filterKey} id="series-filter-box" />
          <FollowLayer />

          {shown === null ? (
            <Alert severity="info" role="alert" data-testid="series-empty">
              {hasFilters(view) ? t('noMatch') : t('noPoints')}
            </Alert>
          ) : (
            <>
              <SeriesTable
                classId={shown.table.classId}
                riders={shown.page.total}
                rows={shown.rows}
                rounds={rounds}
                played={played}
                type={view.type}
                locale={locale}
                title={view.type === 'overall' ? (className ? t('overallOfClass', { name: className }) : t('overallTitle')) : (shown.table.className ?? '')}
                headingId={`series-table-${shown.table.classId ?? 'overall'}`}
              />
              <Pager
                page={shown.page.page}
                pages={shown.page.pages}
                href={(page) => seriesViewHref(series.id, { ...view, page })}
                labels={{
                  nav: tt('seriesPages'),
                  previous: tt('previous'),
                  next: tt('next'),
                  status: tt('pageStatusRiders', { page: shown.page.page, pages: shown.page.pages, from: shown.page.from + 1, to: shown.page.to, total: shown.page.total }),
                }}
                testId="series-pagination"
              />
            </>
          )}
        </div>
      </PageBody>
    </>
  );
}

/** The series list (current season first), or the series of one race (`?race=`). */
const SeriesIndex = withPlatformOutage(async function SeriesIndex({ locale, query }: { locale: TLocale; query: TQuery }) {
  const t = await getTranslations('Series');
  const raceId = parseId(Array.isArray(query.race) ? query.race[0] : query.race);
  let series = await listSeries({ locale });
  let raceName: string | null = null;

  if (raceId !== null) {
    const [results, allowed] = await Promise.all([
      getRaceResults(raceId, { locale }),
      askPermission({ kind: 'displayRace', raceId }),
    ]);
    if (!results) notFound();
    if (!allowed) redirect({ href: '/error', locale });
    raceName = `${results.race.eventName} — ${results.race.name}`;
    series = series.filter((s) => results.race.seriesIds.includes(s.id));
    if (series.length === 1) redirect({ href: `/series/${series[0]!.id}`, locale });
  }

  const seasons = new Map<number, TSeriesSummary[]>();
  for (const s of [...series].sort((a, b) => b.season - a.season || a.id - b.id)) seasons.set(s.season, [...(seasons.get(s.season) ?? []), s]);

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody full>
        {raceName !== null ? (
          <Alert severity={series.length === 0 ? 'info' : 'success'} role="alert" className={pageStyles.alert} data-testid="series-race">
            {series.length === 0 ? t('noSeriesForRace', { race: raceName }) : t('seriesForRace', { race: raceName })}{' '}
            <NextLink href="/series" className={listStyles.link}>
              {t('allSeries')}
            </NextLink>
          </Alert>
        ) : (
          <p className={pageStyles.intro}>{t('intro')}</p>
        )}
        {series.length === 0 && raceName === null ? (
          <p className={pageStyles.text} data-testid="series-none">
            {t('none')}
          </p>
        ) : null}
        {[...seasons.entries()].map(([season, list]) => (
          <section key={season} aria-labelledby={`season-${season}`} className={pageStyles.section}>
            <h2 id={`season-${season}`} className={listStyles.month}>
              {t('season', { season })}
            </h2>
            <ul className={listStyles.list} data-testid="series-list">
              {list.map((s) => (
                <li key={s.id} className={listStyles.item} data-testid="series-item">
                  <div className={listStyles.main}>
                    <h3 className={listStyles.title}>
                      <NextLink href={`/series/${s.id}`} className={`${listStyles.link} ${listStyles.name}`}>
                        {s.name}
                      </NextLink>
                    </h3>
                    <p className={listStyles.meta}>
                      <span>{t(`disciplines.${s.discipline}`)}</span>
                      <span>{s.dropCount > 0 ? t('dropRule', { count: s.dropCount }) : t('noDrops')}</span>
                    </p>
                  </div>
                  <div className={listStyles.actions}>
                    <NextLink href={`/series/${s.id}`} className={listStyles.link}>
                      {t('types.final')}
                      <span className="visually-hidden"> — {s.name}</span>
                    </NextLink>
                    <NextLink href={seriesViewHref(s.id, { type: 'overall' })} className={listStyles.link}>
                      {t('types.overall')}
                      <span className="visually-hidden"> — {s.name}</span>
                    </NextLink>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </PageBody>
    </>
  );
}, 'Series.title');

export default withPlatformOutage(SeriesPage, 'Series.title');

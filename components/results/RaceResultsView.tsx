import { getTranslations } from 'next-intl/server';
import { FollowLayer } from '@/components/follow/FollowLayer';
import { MyRidersSlot } from '@/components/follow/MyRidersSlot';
import { Pager } from '@/components/ui/Pager';
import { Link } from '@/i18n/navigation';
import { BASE_PATH, type TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import { requestReadLog } from '@/lib/platform/freshness';
import type { TRaceResults } from '@/lib/platform/port';
import { hasResults } from '@/lib/results/access';
import { clockFormat, resultColumns } from '@/lib/results/columns';
import { applyView, normalizeViewState } from '@/lib/results/view';
import { MAX_COMPARED } from '@/lib/results/view-url';
import { RESULT_VIEWS, serializeResultViewState, type TResultView, type TResultViewState } from '@/lib/results/view-state';
import { LapGraphSection, type TGraphRider } from './LapGraphSection';
import { liveCheckedText } from './live-checked';
import { LiveRefresh } from './LiveRefresh';
import { PageCacheHint, PageCacheVeto } from './PageCacheHint';
import { ResultsFilters } from './ResultsFilters';
import { ResultsInteractive } from './ResultsInteractive';
import { ResultsReview } from './ResultsReview';
import { ResultsTable } from './ResultsTable';
import styles from './results.module.css';

/**
 * The results of one race (used by /results/{event}?race= and /races/{id}): the race header with
 * the live badge, the view tabs (overall, class, group, team, position only), the filters, the
 * table of one page (server HTML), pagination, CSV and print links, the lap graph and, while the
 * race runs, the live refresh. Everything the view shows is in the URL.
 */
export async function RaceResultsView({
  results,
  timeZone,
  locale,
  state: rawState,
  basePath,
  keepRaceInUrl,
}: {
  results: TRaceResults;
  timeZone: string;
  locale: TLocale;
  state: TResultViewState;
  /** The page's path without query ("/results/1" or "/races/4"). */
  basePath: string;
  /** The page names the race in the query (?race=). */
  keepRaceInUrl: boolean;
}) {
  const [t, tc] = await Promise.all([getTranslations('Results'), getTranslations('ResultsClient')]);
  const { race } = results;
  const state: TResultViewState = { ...normalizeViewState(results, rawState), raceId: keepRaceInUrl ? race.id : null };
  const href = (change: Partial<TResultViewState>) => {
    const query = serializeResultViewState({ ...state, ...change });
    return query ? `${basePath}?${query}` : basePath;
  };
  const running = race.status === 'running';
  const clock = clockFormat(locale, timeZone);
  const liveRefresh = running ? (
    <LiveRefresh raceId={race.id} updatedAt={results.updatedAt.toISOString()} timeZone={timeZone} checkedText={await liveCheckedText()} />
  ) : null;

  const header = (
    <header className={styles.raceHeader}>
      <h2 id="race-title" className={styles.raceTitle} data-testid="race-title">
        {race.name}
      </h2>
      {/* One line on a phone (scrolls sideways): the status, when the results changed, the date and links. */}
      <div className={styles.raceLine}>
        {running ? (
          <span className={styles.liveBadge} data-testid="live-badge">
            {t('live')}
          </span>
        ) : (
          <span className={`${styles.statusTag} ${race.status === 'finished' ? styles.statusFinished : ''}`}>{t(`raceStatus.${race.status}`)}</span>
        )}
        {running ? (
          // When the results last changed (the live badge of LiveRefresh says when the page last checked).
          <span className={styles.updated} data-testid="live-updated">
            {t('resultsChanged', { time: clock.format(results.updatedAt) })}
          </span>
        ) : null}
        <p className={styles.meta}>
          {formatDate(race.startAt, locale, 'dateTime', timeZone)} · {t('riders', { count: results.rows.length })}
          {' · '}
          <Link href={`/scores/${race.id}`}>{t('scores')}</Link>
          {basePath.startsWith('/races/') ? null : (
            <>
              {' · '}
              <Link href={`/races/${race.id}`}>{t('liveScoring')}</Link>
            </>
          )}
        </p>
      </div>
      {results.review ? <ResultsReview review={results.review} locale={locale} timeZone={timeZone} /> : null}
    </header>
  );

  if (!hasResults(results)) {
    return (
      <section className={styles.view} aria-labelledby="race-title" data-testid="race-results">
        {header}
        <p className={styles.message} data-testid="results-message">
          {race.status === 'scheduled' ? t('errors.noResultsScheduled', { time: formatDate(race.startAt, locale, 'time', timeZone) }) : t('errors.noResults')}
        </p>
        {liveRefresh}
      </section>
    );
  }

  const applied = applyView(results, state);
  const columns = resultColumns(results, state.view);
  const canCompare = race.format === 'laps';
  const views = RESULT_VIEWS.filter((v: TResultView) => (v === 'group' ? results.groups.length > 0 : v === 'team' ? results.teams.length > 0 : true));
  const exportQuery = serializeResultViewState({ ...state, raceId: null, page: 1, riderIds: [] });
  const csvHref = `${BASE_PATH}/api/races/${race.id}/results.csv?${exportQuery ? `${exportQuery}&` : ''}locale=${locale}`;
  const printHref = `/races/print/${race.id}${exportQuery ? `?${exportQuery}` : ''}`;
  const rowsByRider = new Map(results.rows.map((r) => [r.riderId, r]));
  const graphRiders: TGraphRider[] = state.riderIds.flatMap((id) => {
    const row = rowsByRider.get(id);
    return row ? [{ riderId: id, entryId: row.entryId, name: `${row.firstName} ${row.lastName}`, number: row.number }] : [];
  });
  const from = (applied.page - 1) * applied.pageSize + 1;
  const to = Math.min(applied.total, applied.page * applied.pageSize);
  const caption = t('tableCaption', { race: race.name, view: t(`views.${state.view}`) });
  const listed = applied.error !== 'noClassesSelected' && applied.total > 0;
  // What the filters apply, for the summary of the phone's one "Filter" control ("Filter · 250 Pro · KTM").
  const className = (id: number) => results.classes.find((c) => c.id === id)?.name;
  const appliedParts = [
    ...(state.view === 'position'
      ? state.classIds.length === 1
        ? [className(state.classIds[0]!)]
        : state.classIds.length > 1
          ? [t('filterClasses', { count: state.classIds.length })]
          : []
      : state.classIds.slice(0, 1).map(className)),
    state.view === 'group' && state.groupId !== null ? results.groups.find((g) => g.id === state.groupId)?.name : undefined,
    state.view === 'team' && state.teamId !== null ? results.teams.find((x) => x.id === state.teamId)?.name : undefined,
    state.brand ?? undefined,
    state.query ? t('filterSearch', { query: state.query }) : undefined,
  ].filter((x): x is string => Boolean(x));

  return (
    <section className={styles.view} aria-labelledby="race-title" data-testid="race-results" data-race={race.id} data-view={state.view}>
      {/* A finished race no longer changes (corrections show within the cache time); a race being scored
          is shared for seconds (the page then follows it live). A page showing last good data while the
          racing platform is not answering (it says "as of") is not shared (StaleDataNotice vetoes it). */}
      {requestReadLog().staleSince() === null ? <PageCacheHint route="results" choice={race.status === 'finished' ? 'finished' : 'live'} /> : <PageCacheVeto />}
      {header}
      <nav aria-label={t('viewsNav')}>
        <ul className={styles.tabs} data-testid="view-tabs">
          {views.map((v) => (
            <li key={v}>
              <Link href={href({ view: v, page: 1 })} scroll={false} aria-current={v === state.view ? 'page' : undefined} data-view={v}>
                {t(`views.${v}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* On a phone the filters, CSV and print fold behind one "Filter" control that names what is
          applied, the count of rows beside it; wider screens show them open (results.module.css: the
          details' content is shown and the summary hidden where ::details-content can be styled;
          elsewhere ResultsFilters opens it). A native <details>: it opens and closes without
          JavaScript, and the form inside still submits. */}
      <div className={styles.filterBar}>
        {/* Open from the start where the view needs a choice first (position only, no class ticked);
            otherwise React leaves `open` to the visitor, also across the live re-renders. */}
        <details className={styles.filterBox} data-testid="filter-box" {...(state.view === 'position' && state.classIds.length === 0 ? { open: true } : {})}>
          <summary className={styles.filterSummary} data-testid="filter-summary" data-applied={appliedParts.length > 0 ? 'true' : undefined}>
            {[t('filter'), ...appliedParts].join(' · ')}
          </summary>
          <div className={styles.filterBody}>
            <ResultsFilters
              basePath={basePath}
              state={state}
              classes={results.classes.map((c) => ({ id: c.id, name: c.name }))}
              groups={results.groups}
              teams={results.teams}
              brands={results.brands}
            />
            {listed ? (
              <div className={styles.exports}>
                <a className={styles.linkButton} href={csvHref} download data-testid="csv-link">
                  {t('downloadCsv')}
                </a>
                <Link className={styles.linkButton} href={printHref} data-testid="print-link">
                  {t('print')}
                </Link>
              </div>
            ) : null}
          </div>
        </details>
        {listed ? (
          <span className={styles.count} data-testid="results-count" data-total={applied.total}>
            {t('showing', { from, to, total: applied.total })}
          </span>
        ) : null}
      </div>
      <MyRidersSlot raceId={race.id} updatedAt={results.updatedAt.toISOString()} locale={locale} live={running} timeZone={timeZone} />
      <FollowLayer updatedAt={results.updatedAt.toISOString()} numberLabel={t('columns.number')} />
      {applied.error === 'noClassesSelected' ? (
        <p className={styles.message} data-testid="results-message">
          {t('errors.noClassesSelected')}
        </p>
      ) : applied.total === 0 ? (
        <p className={styles.message} data-testid="results-message">
          {t('errors.noMatch')}
        </p>
      ) : (
        <>
          <ResultsInteractive raceId={race.id} basePath={basePath} state={state} canCompare={canCompare}>
            <ResultsTable
              results={results}
              applied={applied}
              columns={columns}
              timeZone={timeZone}
              locale={locale}
              caption={caption}
              interactive
              compare={canCompare ? { selected: state.riderIds } : null}
            />
          </ResultsInteractive>
          <Pager
            page={applied.page}
            pages={applied.pages}
            href={(page) => href({ page })}
            labels={{ nav: t('pagination'), previous: t('previous'), next: t('next'), status: t('pageStatus', { page: applied.page, pages: applied.pages }) }}
            testId="results-pagination"
          />
        </>
      )}
      {canCompare ? (
        <LapGraphSection
          raceId={race.id}
          basePath={basePath}
          state={state}
          riders={graphRiders}
          timeFormat={race.timeFormat}
          texts={{ intro: tc('graphIntro', { max: MAX_COMPARED }), maxRiders: tc('maxRiders', { max: MAX_COMPARED }) }}
        />
      ) : null}
      {liveRefresh}
    </section>
  );
}

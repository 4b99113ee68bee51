import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { Pager } from '@/components/ui/Pager';
import { Link } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';
import { hasResults } from '@/lib/results/access';
import { scoreColumns } from '@/lib/results/columns';
import type { TShownRaceState } from '@/lib/results/page';
import { applyView } from '@/lib/results/view';
import { parseResultViewState, serializeResultViewState, type TResultViewState } from '@/lib/results/view-state';
import { ResultsMessage } from './ResultsMessage';
import { ResultsTable, Trophy } from './ResultsTable';
import styles from './results.module.css';

/**
 * The scores page of a race that can be shown (/scores/{id}): class position, points, awards marked
 * for the awarded positions of each class; `?class=` one class, `?page=` a page of 50 rows (a large
 * race has 1,000 riders: docs/decisions/027). The print pages have every row.
 */
export async function RaceScores({ loaded, requested, locale }: { loaded: Extract<TShownRaceState, { results: unknown }>; requested: TResultViewState; locale: TLocale }) {
  const t = await getTranslations('Results');
  const tp = await getTranslations('ResultsPrint');
  const tt = await getTranslations('Tables');
  const { results, timeZone } = loaded;
  const { race } = results;
  const chosen = requested.classIds.slice(0, 1);
  const applied = applyView(results, { ...parseResultViewState({}), view: 'class', classIds: chosen, page: requested.page });
  /** This page for a class (null: all classes) and a page of rows; defaults left out. */
  const scoresHref = (classId: number | null, page = 1) => {
    const search = serializeResultViewState({ classIds: classId === null ? [] : [classId], page });
    return `/scores/${race.id}${search ? `?${search}` : ''}`;
  };

  let body;
  if (loaded.kind === 'notConfigured') body = <ResultsMessage kind="notConfigured" text={t('errors.notConfigured')} error />;
  else if (!hasResults(results)) body = <ResultsMessage kind="noResults" text={t('errors.noResults')} />;
  else
    body = (
      <>
        <nav aria-label={t('classesNav')}>
          <ul className={styles.tabs} data-testid="score-classes">
            <li>
              <Link href={scoresHref(null)} aria-current={chosen.length === 0 ? 'page' : undefined}>
                {t('allClasses')}
              </Link>
            </li>
            {results.classes.map((c) => (
              <li key={c.id}>
                <Link href={scoresHref(c.id)} aria-current={chosen[0] === c.id ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.toolbar}>
          <span className={styles.count}>
            {race.scoresPoints ? null : `${t('noPoints')} `}
            <Trophy /> {t('awardsLegend')}
          </span>
          <span className={styles.count} data-testid="scores-count" data-total={applied.total}>
            {tt('riderRange', { from: (applied.page - 1) * applied.pageSize + 1, to: Math.min(applied.total, applied.page * applied.pageSize), total: applied.total })}
          </span>
          <Link className={styles.linkButton} href={`/scores/print/${race.id}`}>
            {tp('scoresOverall')}
          </Link>
          <Link className={styles.linkButton} href={`/scores/printc/${race.id}${chosen.length ? `?class=${chosen[0]}` : ''}`}>
            {tp('scoresByClass')}
          </Link>
          <Link className={styles.linkButton} href={`/scores/printoa/${race.id}`}>
            {tp('scoresAllClasses')}
          </Link>
        </div>
        <ResultsTable
          results={results}
          applied={applied}
          columns={scoreColumns(results)}
          timeZone={timeZone}
          locale={locale}
          caption={t('scoresTitle', { race: race.name })}
          testId="scores-table"
        />
        <Pager
          page={applied.page}
          pages={applied.pages}
          href={(page) => scoresHref(chosen[0] ?? null, page)}
          labels={{ nav: tt('scoresPages'), previous: tt('previous'), next: tt('next'), status: tt('pageStatus', { page: applied.page, pages: applied.pages }) }}
          testId="scores-pagination"
        />
      </>
    );

  return (
    <>
      <PageHeader
        title={t('scoresTitle', { race: race.name })}
        crumbs={[
          { label: t('title'), href: '/results' },
          { label: race.eventName, href: `/results/${race.eventId}?race=${race.id}` },
        ]}
      />
      <PageBody full wide>
        <div className={styles.view} data-testid="scores" data-race={race.id}>
          <p className={styles.meta}>
            {t('scoresIntro')} · <Link href={`/races/${race.id}`}>{t('liveScoring')}</Link>
          </p>
          {body}
        </div>
      </PageBody>
    </>
  );
}

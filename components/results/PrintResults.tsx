import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import { hasResults } from '@/lib/results/access';
import { resultColumns, scoreColumns } from '@/lib/results/columns';
import { raceFullName, viewLabel } from '@/lib/results/labels';
import type { TShownRaceState } from '@/lib/results/page';
import { applyView } from '@/lib/results/view';
import type { TResultViewState } from '@/lib/results/view-state';
import { PlatformDown } from '@/components/platform/PlatformOutage';
import { StaleDataNotice } from '@/components/platform/StaleDataNotice';
import { ResultsMessage } from './ResultsMessage';
import { ResultsTable } from './ResultsTable';
import styles from './results.module.css';

/**
 * What a print page prints:
 * - race: the race results (/races/print/{id}), overall unless the query names another view
 *   (the results page's Print link passes its view and filters);
 * - scores: overall scores (/scores/print/{id}); `?view=position&class=…` prints positions only;
 * - scoresByClass: a table per class, each class on a new page (/scores/printc/{id});
 * - scoresAllClasses: one overall table with each rider's class, class position and class points
 *   (/scores/printoa/{id}).
 */
export type TPrintKind = 'race' | 'scores' | 'scoresByClass' | 'scoresAllClasses';

/** The ResultsPrint message naming each kind of print. */
export const PRINT_TITLE_KEY = {
  race: 'raceResults',
  scores: 'scoresOverall',
  scoresByClass: 'scoresByClass',
  scoresAllClasses: 'scoresAllClasses',
} as const satisfies Record<TPrintKind, string>;

export async function PrintResults({ loaded, kind, state, locale }: { loaded: TShownRaceState; kind: TPrintKind; state: TResultViewState; locale: TLocale }) {
  const t = await getTranslations('Results');
  const tp = await getTranslations('ResultsPrint');
  if (loaded.kind === 'unavailable') return <PlatformDown />;
  if (loaded.kind === 'failed') return <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />;
  const { results, timeZone } = loaded;
  const { race } = results;

  const view =
    kind === 'scoresByClass'
      ? 'class'
      : kind === 'scoresAllClasses'
        ? 'overall'
        : kind === 'scores'
          ? state.view === 'position'
            ? 'position'
            : 'overall'
          : state.view;
  const viewState: TResultViewState = kind === 'race' ? state : { ...state, view, groupId: null, teamId: null, brand: null, query: '' };
  const title = kind === 'race' && view !== 'overall' ? viewLabel(results, viewState, t) : view === 'position' ? tp('positionOnly') : tp(PRINT_TITLE_KEY[kind]);

  let body;
  if (loaded.kind === 'notConfigured') body = <ResultsMessage kind="notConfigured" text={t('errors.notConfigured')} error />;
  else if (!hasResults(results)) body = <ResultsMessage kind="noResults" text={t('errors.noResults')} />;
  else {
    const applied = applyView(results, viewState, { all: true });
    if (applied.error === 'noClassesSelected') body = <ResultsMessage kind="noClassesSelected" text={t('errors.noClassesSelected')} error />;
    else {
      const columns =
        view === 'position'
          ? resultColumns(results, 'position')
          : kind === 'race'
            ? resultColumns(results, view)
            : scoreColumns(results, { allClasses: kind === 'scoresAllClasses' });
      body = (
        <ResultsTable
          results={results}
          applied={applied}
          columns={columns}
          timeZone={timeZone}
          locale={locale}
          caption={t('tableCaption', { race: race.name, view: title })}
          pageBreaks={kind === 'scoresByClass'}
          testId="print-table"
        />
      );
    }
  }

  return (
    <article data-testid="print-view" data-kind={view === 'position' ? 'position' : kind}>
      <StaleDataNotice />
      <h1 className={styles.printTitle}>
        {raceFullName(race)}
      </h1>
      <p className={styles.printMeta}>
        <strong>{title}</strong> · {formatDate(race.startAt, locale, 'dateTime', timeZone)} · {tp('printedAt', { date: formatDate(new Date(), locale, 'dateTime', timeZone) })}
      </p>
      {body}
    </article>
  );
}

import { getTranslations } from 'next-intl/server';
import type { TRaceResults } from '@/lib/platform/port';
import type { TColumnKey } from '@/lib/results/columns';
import { resultsTableModel, TROPHY_PATH, type TTableClasses } from '@/lib/results/table-html';
import type { TAppliedView } from '@/lib/results/view';
import type { TLocale } from '@/lib/constants';
import { ResultsTableMarkup } from './ResultsTableMarkup';
import styles from './results.module.css';

/** The award mark (a trophy); named when it stands alone, decorative beside its text. */
export function Trophy({ label }: { label?: string }) {
  return (
    <svg className={styles.award} viewBox="0 0 24 24" width="16" height="16" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      {label ? <title>{label}</title> : null}
      <path d={TROPHY_PATH} fill="currentColor" />
    </svg>
  );
}

/**
 * The results table: plain semantic HTML (one `<tbody>` per class, group or team of the view, a
 * row header per rider), styled by results.module.css and built as a string by
 * lib/results/table-markup.ts from a model of the page's rows (every value escaped there). No client code per row: the rider
 * buttons (`data-entry`) and compare boxes (`data-rider`) are handled by one listener in
 * ResultsInteractive.
 */
export async function ResultsTable({
  results,
  applied,
  columns,
  timeZone,
  locale,
  caption,
  interactive = false,
  compare = null,
  sectionHeadings,
  pageBreaks = false,
  testId = 'results-table',
}: {
  results: TRaceResults;
  applied: TAppliedView;
  columns: TColumnKey[];
  timeZone: string;
  locale: TLocale;
  caption: string;
  /** Rider names are buttons opening the rider's timing. */
  interactive?: boolean;
  /** Compare boxes (lap graph), with the riders already chosen. */
  compare?: { selected: readonly number[] } | null;
  sectionHeadings?: boolean;
  /** Print: each section on a new page (a table per section). */
  pageBreaks?: boolean;
  testId?: string;
}) {
  const t = await getTranslations('Results');
  const [tFollow, tCompact] = interactive ? await Promise.all([getTranslations('Follow'), getTranslations('ResultsCompact')]) : [null, null];
  const model = resultsTableModel({
    results,
    applied,
    columns,
    timeZone,
    locale,
    caption,
    t: (key, values) => t(key, values),
    classes: styles as unknown as TTableClasses,
    interactive,
    tFollow: tFollow ? (key, values) => tFollow(key, values) : undefined,
    tCompact: tCompact ? (key, values) => tCompact(key, values) : undefined,
    compare,
    sectionHeadings,
  });
  return <ResultsTableMarkup model={model} caption={caption} pageBreaks={pageBreaks} testId={testId} />;
}

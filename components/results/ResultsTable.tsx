import { getTranslations } from 'next-intl/server';
import type { TRaceResults } from '@/lib/platform/port';
import { cellContext, cellText, columnLabel, NUMERIC_COLUMNS, statusBadge, type TColumnKey } from '@/lib/results/columns';
import type { TAppliedView, TViewRow } from '@/lib/results/view';
import type { TLocale } from '@/lib/constants';
import styles from './results.module.css';

const TROPHY_PATH =
  'M19 5h-2V3H7v2H5c-1.1 0-2 .9-2 2v1c0 2.55 1.92 4.63 4.39 4.94.63 1.5 1.98 2.63 3.61 2.96V19H7v2h10v-2h-4v-3.1c1.63-.33 2.98-1.46 3.61-2.96C19.08 12.63 21 10.55 21 8V7c0-1.1-.9-2-2-2zM5 8V7h2v3.82C5.84 10.4 5 9.3 5 8zm14 0c0 1.3-.84 2.4-2 2.82V7h2v1z';

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
 * The results table: a server component rendering plain semantic HTML (one `<tbody>` per class,
 * group or team of the view, a row header per rider), styled by results.module.css. No client
 * code per row: the rider buttons (`data-entry`) and compare boxes (`data-rider`) are handled by
 * one listener in ResultsInteractive.
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
  const ctx = cellContext(results, timeZone, locale, (key, values) => t(key, values));
  const headed = sectionHeadings ?? applied.view !== 'overall';
  const selected = new Set(compare?.selected ?? []);

  const head = (
    <thead>
      <tr>
        {columns.map((key) => (
          <th key={key} scope="col" className={key === 'name' ? styles.rider : NUMERIC_COLUMNS.has(key) ? styles.num : undefined}>
            {columnLabel(key, applied.view, t)}
          </th>
        ))}
      </tr>
    </thead>
  );

  const row = (r: TViewRow) => {
    const name = cellText(r, 'name', ctx);
    const badge = statusBadge(r.status);
    return (
      <tr key={r.entryId} data-entry-row={r.entryId}>
        {columns.map((key) => {
          if (key === 'name') {
            return (
              <th key={key} scope="row" className={styles.rider}>
                {compare ? (
                  <input
                    type="checkbox"
                    className={styles.compare}
                    data-rider={r.riderId}
                    defaultChecked={selected.has(r.riderId)}
                    aria-label={t('compareRider', { name })}
                  />
                ) : null}
                {interactive ? (
                  <button type="button" className={styles.nameButton} data-entry={r.entryId} data-rider-id={r.riderId} aria-haspopup="dialog" title={t('riderLaps', { name })}>
                    {name}
                  </button>
                ) : (
                  name
                )}
              </th>
            );
          }
          if (key === 'position') {
            return (
              <td key={key} className={styles.num}>
                {cellText(r, key, ctx)}
                {badge ? (
                  <abbr className={styles.badge} data-status={badge} title={t(`statusLong.${badge}`)}>
                    {t(`status.${badge}`)}
                  </abbr>
                ) : null}
                {r.award ? <Trophy label={t('award')} /> : null}
              </td>
            );
          }
          if (key === 'penalty' && r.penaltyMs > 0) {
            return (
              <td key={key} className={`${styles.num} ${styles.penalty}`} title={r.penaltyNote}>
                {cellText(r, key, ctx)}
              </td>
            );
          }
          return (
            <td key={key} className={NUMERIC_COLUMNS.has(key) ? styles.num : undefined}>
              {cellText(r, key, ctx)}
            </td>
          );
        })}
      </tr>
    );
  };

  const sectionHeading = (section: TAppliedView['sections'][number]) =>
    headed ? (
      <tr className={styles.sectionRow}>
        <th scope="rowgroup" colSpan={columns.length}>
          {section.title}
          <small>
            {t('riders', { count: section.total })}
            {section.kind === 'class' && section.awardedPositions ? (
              <>
                {' · '}
                <Trophy />
                {` ${t('awardedPositions', { count: section.awardedPositions })}`}
              </>
            ) : null}
          </small>
        </th>
      </tr>
    ) : null;

  if (pageBreaks) {
    return (
      <div data-testid={testId}>
        {applied.sections.map((section, i) => (
          <section key={section.key} className={`${styles.printSection} ${i > 0 ? styles.pageBreak : ''}`} data-testid="print-section">
            <h2>
              {section.title} <small>({t('riders', { count: section.total })})</small>
            </h2>
            <table className={styles.table}>
              <caption className="visually-hidden">{`${caption}: ${section.title}`}</caption>
              {head}
              <tbody>{section.rows.map(row)}</tbody>
            </table>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0} data-testid={testId}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        {head}
        {applied.sections.map((section) => (
          <tbody key={section.key} data-section={section.key}>
            {sectionHeading(section)}
            {section.rows.map(row)}
          </tbody>
        ))}
      </table>
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TSeriesStandings } from '@/lib/platform/port';
import styles from '../organiser.module.css';
import own from '../shared/scoped.module.css';

/** Rows shown per table in the preview (the public page has them all). */
export const PREVIEW_ROWS = 10;

/**
 * A definition's standings as the public series page would compute them (the mirror reader's
 * `previewStandings`, docs/decisions/057): the rounds found in the results mirror, then each table
 * (a class, or overall) with its first riders, points per round (dropped rounds in brackets) and
 * total.
 */
export async function StandingsPreview({ standings, expectedRounds, locale }: { standings: TSeriesStandings; expectedRounds: number; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'OrganiserSeries.preview' });
  const { rounds, tables } = standings;
  return (
    <div className={styles.preview} data-testid="series-preview" data-type={standings.type}>
      <p data-testid="series-preview-rounds">{t('rounds', { found: rounds.length, expected: expectedRounds })}</p>
      {rounds.length > 0 && (
        <ol>
          {rounds.map((r) => (
            <li key={r.eventId}>
              {r.name} · {formatDate(r.startAt, locale, 'date')} · {r.finished ? t('finished') : t('notFinished')}
            </li>
          ))}
        </ol>
      )}
      {tables.every((table) => table.rows.length === 0) ? (
        <p data-testid="series-preview-empty">{t('empty')}</p>
      ) : (
        tables.map((table) => (
          <div key={table.classId ?? 'overall'} className={own.previewTable} data-testid="series-preview-table" data-class={table.className ?? ''}>
            <h3>{table.className ?? t('overall')}</h3>
            <div className={styles.tableBox}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col" className={styles.num}>
                      {t('position')}
                    </th>
                    <th scope="col">{t('rider')}</th>
                    {rounds.map((r) => (
                      <th key={r.eventId} scope="col" className={styles.num} title={r.name}>
                        {t('round', { n: r.round })}
                      </th>
                    ))}
                    <th scope="col" className={styles.num}>
                      {t('total')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {table.rows.slice(0, PREVIEW_ROWS).map((row) => (
                    <tr key={row.riderId} data-testid="series-preview-row" data-rider-id={row.riderId} data-total={row.total}>
                      <td className={styles.num}>{row.position}</td>
                      <td>
                        {row.firstName} {row.lastName}
                        {row.number ? <span className={styles.hint}> #{row.number}</span> : null}
                      </td>
                      {row.points.map((points, i) => (
                        <td key={i} className={styles.num}>
                          {points === null ? '—' : row.dropped[i] ? `(${points})` : points}
                        </td>
                      ))}
                      <td className={styles.num}>
                        <strong>{row.total}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {table.rows.length > PREVIEW_ROWS && <p className={styles.hint}>{t('more', { count: table.rows.length - PREVIEW_ROWS })}</p>}
          </div>
        ))
      )}
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate, SITE_TIME_ZONE } from '@/lib/i18n/format';
import type { TSeriesStandings, TSeriesType } from '@/lib/platform/port';
import { shortEventName } from '@/lib/series/filters';
import styles from './series.module.css';

type TTable = TSeriesStandings['tables'][number];
type TRound = TSeriesStandings['rounds'][number];

/**
 * One points table: position and rider (both sticky when the table scrolls sideways on a phone),
 * one column per round (short name and date, linking to the round's results), the total, the gap
 * to the leader, wins and podiums. A dropped round's points are struck through and labelled
 * "dropped" for screen readers (seed §3: drop and total columns).
 */
export async function SeriesTable({
  table,
  rounds,
  played,
  type,
  locale,
  title,
  headingId,
}: {
  table: TTable;
  rounds: TRound[];
  /** Rounds with results (their header links to them). */
  played: boolean[];
  type: TSeriesType;
  locale: TLocale;
  title: string;
  headingId: string;
}) {
  const t = await getTranslations('Series');
  const dropped = t('dropped');
  return (
    <section aria-labelledby={headingId} data-testid="series-table" data-class-id={table.classId ?? ''}>
      <h2 id={headingId} className={styles.tableTitle}>
        {title}
        <small>{t('riders', { count: table.rows.length })}</small>
      </h2>
      <div className={styles.wrap} tabIndex={0} role="region" aria-labelledby={headingId}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.pos}>
                <abbr title={t('position')}>{t('positionShort')}</abbr>
              </th>
              <th scope="col" className={styles.rider}>
                {t('rider')}
              </th>
              {rounds.map((round, i) => {
                const date = formatDate(round.startAt, locale, 'dayMonth', SITE_TIME_ZONE);
                const label = t('roundLabel', { round: round.round, name: round.name, date });
                const body = (
                  <>
                    <span className={styles.roundNo}>{t('roundShort', { round: round.round })}</span>
                    <span className={styles.roundShort}>{shortEventName(round.name)}</span>
                    <span className={styles.roundDate}>{date}</span>
                  </>
                );
                return (
                  <th key={round.eventId} scope="col" className={`${styles.round} ${played[i] ? '' : styles.upcoming}`} title={round.name} data-testid="series-round">
                    {played[i] ? (
                      <NextLink href={`/results/${round.eventId}`} className={styles.roundHead} aria-label={label}>
                        {body}
                      </NextLink>
                    ) : (
                      <span className={styles.roundHead}>
                        {body}
                        <span className="visually-hidden">{t('roundUpcoming')}</span>
                      </span>
                    )}
                  </th>
                );
              })}
              <th scope="col" className={styles.total}>
                {t('total')}
              </th>
              <th scope="col">{t('behind')}</th>
              <th scope="col">{t('wins')}</th>
              <th scope="col">{t('podiums')}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.riderId} data-testid="series-row" data-rider-id={row.riderId}>
                <td className={styles.pos}>{row.position}</td>
                <th scope="row" className={styles.rider}>
                  <span className={styles.riderName}>
                    {row.number ? <span className={styles.plate}>{row.number}</span> : null}
                    {row.firstName} <strong>{row.lastName}</strong>
                  </span>
                  <span className={styles.riderMeta}>{[row.brand, type === 'overall' ? row.className : row.classGroup].filter(Boolean).join(' · ')}</span>
                </th>
                {row.points.map((points, i) =>
                  row.dropped[i] ? (
                    <td key={i} className={styles.dropped} data-dropped="true" title={dropped}>
                      <s>{points ?? '–'}</s>
                      <span className="visually-hidden"> ({dropped})</span>
                    </td>
                  ) : (
                    <td key={i} className={points === null ? styles.absent : undefined}>
                      {points ?? '–'}
                    </td>
                  ),
                )}
                <td className={styles.total} data-testid="series-total">
                  {row.total}
                </td>
                <td className={styles.behind}>{row.behindLeader > 0 ? `−${row.behindLeader}` : '–'}</td>
                <td>{row.wins}</td>
                <td>{row.podiums}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import type { TSeriesStandings, TSeriesType, TStandingRow } from '@/lib/platform/port';
import { seriesTableModel } from '@/lib/series/table';
import { SeriesTableMarkup } from './SeriesTableMarkup';
import styles from './series.module.css';

type TRound = TSeriesStandings['rounds'][number];

/**
 * One points table (a page of its rows): position and rider (both sticky when the table scrolls
 * sideways), one column per round (short name and date, linking to the round's results), the
 * total, the gap to the leader, wins and podiums. A dropped round's points are struck through and
 * labelled "dropped" for screen readers (seed §3: drop and total columns). Each rider has a follow
 * star (the page's FollowLayer). On a phone a row shows position, rider and total; its details
 * control opens the rest under it (series.module.css). The table is sent as a model and built where
 * it renders (SeriesTableMarkup).
 */
export async function SeriesTable({
  classId,
  riders,
  rows,
  rounds,
  played,
  type,
  locale,
  title,
  headingId,
}: {
  classId: number | null;
  /** Riders of the whole table (every page). */
  riders: number;
  /** The riders of this page. */
  rows: readonly TStandingRow[];
  rounds: readonly TRound[];
  /** Rounds with results (their header links to them). */
  played: readonly boolean[];
  type: TSeriesType;
  locale: TLocale;
  title: string;
  headingId: string;
}) {
  const [t, tFollow] = await Promise.all([getTranslations('Series'), getTranslations('Follow')]);
  const model = seriesTableModel({
    rows,
    rounds,
    played,
    type,
    locale,
    t: (key, values) => t(key as never, values as never),
    tFollow: (key, values) => tFollow(key as never, values as never),
  });
  return (
    <section aria-labelledby={headingId} data-testid="series-table" data-class-id={classId ?? ''}>
      <h2 id={headingId} className={styles.tableTitle}>
        {title}
        <small>{t('riders', { count: riders })}</small>
      </h2>
      <SeriesTableMarkup model={model} headingId={headingId} />
    </section>
  );
}

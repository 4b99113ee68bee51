import type { TLocale } from '../constants';
import { localizedPath } from '../http/paths';
import { formatDate, SITE_TIME_ZONE } from '../i18n/format';
import type { TSeriesStandings, TSeriesType, TStandingRow } from '../platform/port';
import type { TTranslate } from '../results/columns';
import { shortEventName } from './filters';
import type { TSeriesRow, TSeriesTableModel } from './table-markup';

type TRound = TSeriesStandings['rounds'][number];

/**
 * The model of one page of a series points table (lib/series/table-markup.ts): every text
 * formatted for the locale and translated (`t` reads the `Series` messages). Played rounds link
 * to their results.
 */
export function seriesTableModel({
  rows,
  rounds,
  played,
  type,
  locale,
  t,
}: {
  rows: readonly TStandingRow[];
  rounds: readonly TRound[];
  /** Rounds with results (their header links to them). */
  played: readonly boolean[];
  type: TSeriesType;
  locale: TLocale;
  t: TTranslate;
}): TSeriesTableModel {
  const number = new Intl.NumberFormat(locale);
  const row = (r: TStandingRow): TSeriesRow => [
    r.riderId,
    number.format(r.position),
    r.number ?? '',
    r.firstName,
    r.lastName,
    [r.brand, type === 'overall' ? r.className : r.classGroup].filter(Boolean).join(' · '),
    r.points.map((points) => (points === null ? '' : number.format(points))),
    r.dropped.flatMap((dropped, i) => (dropped ? [i] : [])),
    number.format(r.total),
    r.behindLeader > 0 ? `−${number.format(r.behindLeader)}` : '–',
    number.format(r.wins),
    number.format(r.podiums),
  ];
  return {
    labels: {
      position: t('position'),
      positionShort: t('positionShort'),
      rider: t('rider'),
      total: t('total'),
      behind: t('behind'),
      wins: t('wins'),
      podiums: t('podiums'),
      dropped: t('dropped'),
      upcoming: t('roundUpcoming'),
    },
    rounds: rounds.map((round, i) => {
      const date = formatDate(round.startAt, locale, 'dayMonth', SITE_TIME_ZONE);
      return {
        no: t('roundShort', { round: round.round }),
        short: shortEventName(round.name),
        name: round.name,
        date,
        href: played[i] ? localizedPath(`/results/${round.eventId}`, locale) : null,
        label: t('roundLabel', { round: round.round, name: round.name, date }),
      };
    }),
    rows: rows.map(row),
  };
}

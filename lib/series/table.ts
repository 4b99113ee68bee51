import type { TLocale } from '../constants';
import { localizedPath } from '../http/paths';
import { formatDate, SITE_TIME_ZONE } from '../i18n/format';
import type { TSeriesStandings, TSeriesType, TStandingRow } from '../platform/port';
import type { TTranslate } from '../results/columns';
import { shortEventName } from './filters';
import type { TNameTemplate, TSeriesRow, TSeriesTableModel } from './table-markup';

type TRound = TSeriesStandings['rounds'][number];

const NAME_SLOT = '\u0000name\u0000';

/**
 * A message with one `{name}` argument as the text around the name (formatting an ICU message per
 * row is a good share of a render), or null when the message does not keep the name verbatim
 * (then each row gets its own label).
 */
function nameTemplate(t: TTranslate, key: string): TNameTemplate | null {
  const parts = t(key, { name: NAME_SLOT }).split(NAME_SLOT);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

/**
 * The model of one page of a series points table (lib/series/table-markup.ts): every text
 * formatted for the locale and translated (`t` reads the `Series` messages, `tFollow` the `Follow`
 * ones: the stars' labels). Played rounds link to their results.
 */
export function seriesTableModel({
  rows,
  rounds,
  played,
  type,
  locale,
  t,
  tFollow,
}: {
  rows: readonly TStandingRow[];
  rounds: readonly TRound[];
  /** Rounds with results (their header links to them). */
  played: readonly boolean[];
  type: TSeriesType;
  locale: TLocale;
  t: TTranslate;
  tFollow: TTranslate;
}): TSeriesTableModel {
  const number = new Intl.NumberFormat(locale);
  const follow = nameTemplate(tFollow, 'followRider');
  const details = nameTemplate(t, 'roundsOf');
  const row = (r: TStandingRow): TSeriesRow => {
    const out: TSeriesRow = [
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
    const name = `${r.firstName} ${r.lastName}`;
    if (!follow || !details) out.push(follow ? '' : tFollow('followRider', { name }), details ? '' : t('roundsOf', { name }));
    return out;
  };
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
      follow,
      details,
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

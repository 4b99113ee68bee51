import { getTranslations } from 'next-intl/server';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TEvent, TRaceResults, TRaceSummary } from '@/lib/platform/port';
import { formatDuration } from '@/lib/results/format';
import { localizedPath } from '@/lib/http/paths';
import { scoreboardOrder, topByClass, type TClassTop, type TScoreLine } from '@/lib/results/scoreboard';
import { DNF_LINE, LEADER_LINE, type TScoreboardModel } from '@/lib/results/scoreboard-markup';
import { ScoreboardMarkup } from './ScoreboardMarkup';
import { StatusBadge } from './StatusBadge';
import styles from './scoreboard.module.css';

type TTranslator = Awaited<ReturnType<typeof getTranslations>>;

function timeCell(line: TScoreLine, format: TRaceSummary['format'], timeFormat: number, locale: TLocale, t: TTranslator): string {
  if (line.gap) {
    if (line.gap.laps > 0) return format === 'sections' ? t('gapCheckpoints', { count: line.gap.laps }) : t('gapLaps', { count: line.gap.laps });
    return `+${formatDuration(line.gap.ms, timeFormat, locale)}`;
  }
  return formatDuration(line.totalMs, timeFormat, locale);
}

/** The model of a race's class tables (ScoreboardMarkup): the texts, formatted and translated. */
function scoreboardModel(
  classes: TClassTop[],
  { resultsHref, locale, format, timeFormat, t }: { resultsHref: string; locale: TLocale; format: TRaceSummary['format']; timeFormat: number; t: TTranslator },
): TScoreboardModel {
  return {
    labels: {
      position: t('position'),
      positionShort: t('positionShort'),
      number: t('number'),
      rider: t('rider'),
      timeGap: t('timeGap'),
      noClassified: t('noClassified'),
      dnf: t('dnf'),
    },
    classes: classes.map((cls) => ({
      id: cls.classId,
      name: cls.className,
      href: localizedPath(`${resultsHref}&view=class&class=${cls.classId}`, locale),
      riders: t('riders', { count: cls.entries }),
      lines: cls.lines.map((line) => [
        line.position,
        line.number,
        line.firstName,
        line.lastName,
        timeCell(line, format, timeFormat, locale, t),
        (line.status === 'dnf' ? DNF_LINE : 0) | (line.gap ? 0 : LEADER_LINE),
      ]),
    })),
  };
}

/**
 * The scoreboard of an event: every public race (running ones first, marked live) with the top
 * riders of each class, each class linking to its full results. Plain tables built from a model
 * (ScoreboardMarkup; docs/decisions/027): an endurance race has 17 classes, an event several races.
 */
export async function EventScoreboard({
  event,
  results,
  locale,
  top = 3,
}: {
  event: TEvent;
  results: ReadonlyMap<number, TRaceResults | null>;
  locale: TLocale;
  top?: number;
}) {
  const t = await getTranslations('EventScores');
  const races = scoreboardOrder(event.races.filter((r) => r.isPublic));
  if (races.length === 0) return <p className={styles.note}>{t('noRaces')}</p>;

  return (
    <div className={styles.board} data-testid="scoreboard">
      {races.map((race) => {
        const data = results.get(race.id) ?? null;
        const classes = data ? topByClass(data, top).filter((c) => c.entries > 0) : [];
        const resultsHref = `/results/${event.id}?race=${race.id}`;
        return (
          <section key={race.id} className={styles.race} data-status={race.status} data-testid="scoreboard-race" data-race-id={race.id} aria-labelledby={`race-${race.id}`}>
            <header className={styles.raceHead}>
              <h2 id={`race-${race.id}`} className={styles.raceTitle}>
                {race.name}
              </h2>
              <StatusBadge status={race.status} label={t(`status.${race.status}`)} testId="race-status" />
              <span className={styles.raceMeta}>
                {race.status === 'running' && data
                  ? t('resultsChanged', { time: formatDate(data.updatedAt, locale, 'time', event.timeZone) })
                  : t('startAt', { time: formatDate(race.startAt, locale, 'time', event.timeZone) })}
              </span>
              {race.status !== 'scheduled' ? (
                <nav className={styles.raceLinks} aria-label={t('raceLinks', { race: race.name })}>
                  <NextLink href={resultsHref}>{t('fullResults')}</NextLink>
                  {race.status === 'running' ? <NextLink href={`/races/${race.id}`}>{t('liveScoring')}</NextLink> : null}
                  <NextLink href={`/series?race=${race.id}`}>{t('seriesPoints')}</NextLink>
                </nav>
              ) : null}
            </header>
            {!race.isConfigured ? (
              <p className={styles.note}>{t('notConfigured')}</p>
            ) : race.status === 'scheduled' ? (
              <p className={styles.note}>{t('notStarted', { time: formatDate(race.startAt, locale, 'time', event.timeZone) })}</p>
            ) : classes.length === 0 || classes.every((c) => c.lines.length === 0) ? (
              <p className={styles.note} data-testid="race-no-results">
                {t('noResults')}
              </p>
            ) : (
              <ScoreboardMarkup model={scoreboardModel(classes, { resultsHref, locale, format: race.format, timeFormat: data?.race.timeFormat ?? 1, t })} />
            )}
          </section>
        );
      })}
    </div>
  );
}

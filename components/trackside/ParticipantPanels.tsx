import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TRacerEvent, TRacerProfile, TRacerRace, TRacerSeries } from '@/lib/platform/port';
import { clockFormat } from '@/lib/results/columns';
import { formatDuration } from '@/lib/results/format';
import { whatINeed, type TChaseTarget } from '@/lib/trackside/what-i-need';
import styles from './trackside.module.css';

/**
 * The five panels of the participant view (seed §3 "Racer detail"), server-rendered, plain HTML:
 * home (the season at a glance), results (event finish summary per event), laps (latest race),
 * points (series points with drops, and what it takes to pass the rider ahead and the leader),
 * profile.
 */

type TProps = { profile: TRacerProfile; locale: TLocale };

const dash = (value: number | string | null | undefined): string | number => (value === null || value === undefined || value === '' ? '–' : value);

/** Link to the rider's row in the full results of a race (the results view filtered by plate). */
const resultsHref = (eventId: number, race: TRacerRace) => `/results/${eventId}?race=${race.raceId}&q=${encodeURIComponent(race.number)}`;

function Facts({ items, testId }: { items: [key: string, label: string, value: string | number][]; testId?: string }) {
  return (
    <dl className={styles.facts} data-testid={testId}>
      {items.map(([key, label, value]) => (
        <div key={key} className={styles.fact} data-fact={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

async function EventFinish({ event, locale, compact }: { event: TRacerEvent; locale: TLocale; compact?: boolean }) {
  const t = await getTranslations('Trackside');
  const tm = await getTranslations('RiderMatch');
  const motoLabel = (race: TRacerRace, index: number) => (race.motoNumber ? t('detail.moto', { number: race.motoNumber }) : race.raceName || t('detail.moto', { number: index + 1 }));
  return (
    <article className={styles.eventCard} data-testid="event-finish" data-event={event.eventId}>
      <h3 className={styles.cardTitle}>
        <Link href={`/events/${event.eventId}`}>{event.eventName}</Link>{' '}
        <time dateTime={event.startAt.toISOString()} className={styles.muted}>
          {formatDate(event.startAt, locale, 'date', event.timeZone)}
        </time>
      </h3>
      <Facts
        items={[
          ...event.races.map((race, i): [string, string, string | number] => [
            `moto-${i + 1}`,
            motoLabel(race, i),
            race.status === 'finished' || race.status === 'running' ? dash(race.classPosition) : t(`status.${race.status}`),
          ]),
          ['classFinish', t('detail.classFinish'), dash(event.classFinish)],
          ['pointsEarned', t('detail.pointsEarned'), dash(event.pointsEarned)],
        ]}
      />
      {compact ? null : (
        <ul className={styles.linkList}>
          {event.races.map((race, i) => (
            <li key={race.raceId}>
              <Link href={resultsHref(event.eventId, race)} data-testid="full-results-link">
                {t('detail.fullResults', { race: motoLabel(race, i) })}
              </Link>
              <span className={styles.muted}>
                {' '}
                · {race.className} · #{race.number}
                {race.overallPosition !== null ? ` · ${t('detail.overallShort', { position: race.overallPosition })}` : ''}
                {race.classPoints !== null ? ` · ${t('detail.pointsShort', { points: race.classPoints })}` : ''}
              </span>
              {race.matchedByName ? (
                <span className={styles.muted} data-testid="race-matched-by-name">
                  {' '}
                  · {tm('raceMatchedByName')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

async function SeriesSummary({ series }: { series: TRacerSeries }) {
  const t = await getTranslations('Trackside');
  return (
    <article className={styles.eventCard} data-testid="series-summary" data-series={series.series.id}>
      <h3 className={styles.cardTitle}>
        <Link href={`/series/${series.series.id}`}>{series.series.name}</Link>
      </h3>
      <Facts
        items={[
          ['class', t('detail.class'), dash(series.className)],
          ['classRank', t('detail.classRank'), series.classRank],
          ['classPoints', t('detail.classPoints'), series.classPoints],
          ['points', t('detail.points'), dash(series.overallPoints)],
          ['behindLeader', t('detail.behindLeader'), series.behindLeader],
          ['eventsAttended', t('detail.eventsAttended'), series.eventsAttended],
          ['podiums', t('detail.podiums'), series.podiums],
          ['overallWins', t('detail.overallWins'), series.overallWins],
        ]}
      />
    </article>
  );
}

export async function HomePanel({ profile, locale }: TProps) {
  const t = await getTranslations('Trackside');
  const { rider } = profile;
  const latest = profile.events[0];
  return (
    <div className={styles.panelBody}>
      <Facts
        testId="rider-facts"
        items={[
          ['number', t('detail.number'), dash(rider.number)],
          ['class', t('detail.class'), dash(rider.className)],
          ['brand', t('detail.brand'), dash(rider.brand)],
          ['hometown', t('detail.hometown'), dash([rider.city, rider.state].filter(Boolean).join(', '))],
        ]}
      />
      {profile.series.length === 0 && !latest ? <p data-testid="participant-empty">{t('detail.noRaces')}</p> : null}
      {profile.series.map((s) => (
        <SeriesSummary key={s.series.id} series={s} />
      ))}
      {latest ? (
        <>
          <h2 className={styles.panelHeading}>{t('detail.latestEvent')}</h2>
          <EventFinish event={latest} locale={locale} compact />
        </>
      ) : null}
    </div>
  );
}

export async function ResultsPanel({ profile, locale }: TProps) {
  const t = await getTranslations('Trackside');
  return (
    <div className={styles.panelBody}>
      <h2 className={styles.panelHeading}>{t('tabs.results')}</h2>
      {profile.events.length === 0 ? <p>{t('detail.noRaces')}</p> : null}
      {profile.events.map((event) => (
        <EventFinish key={event.eventId} event={event} locale={locale} />
      ))}
    </div>
  );
}

export async function LapsPanel({ profile, locale }: TProps) {
  const [t, tr] = await Promise.all([getTranslations('Trackside'), getTranslations('Results')]);
  const race = profile.latestRace;
  if (!race) return <p className={styles.panelBody}>{t('detail.noLaps')}</p>;
  const best = race.row.bestLapMs;
  const running = race.raceStatus === 'running';
  return (
    <div className={styles.panelBody} data-testid="latest-laps">
      <h2 className={styles.panelHeading}>
        {race.eventName} · {race.raceName}
        {running ? (
          <span className={styles.live} data-testid="laps-live">
            {t('detail.live')}
          </span>
        ) : null}
      </h2>
      <p className={styles.muted}>
        {formatDate(race.startAt, locale, 'dateTime', race.timeZone)}
        {race.row.classPosition !== null ? ` · ${t('detail.classPositionShort', { position: race.row.classPosition, className: race.row.className })}` : ''}
        {/* When the results last changed, worded as on the results pages (the page's live badge says
            when it last checked: "Live · checked …"). */}
        {running ? (
          <>
            {' · '}
            <span data-testid="live-updated">{tr('resultsChanged', { time: clockFormat(locale, race.timeZone).format(race.updatedAt) })}</span>
          </>
        ) : null}
        {' · '}
        <Link href={`/races/${race.raceId}`}>{t('detail.openRace')}</Link>
      </p>
      {race.laps.length === 0 ? (
        <p>{t('detail.noLaps')}</p>
      ) : (
        <table className={styles.table} data-testid="laps-table">
          <caption className="visually-hidden">{t('detail.lapsCaption', { race: race.raceName })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('detail.lap')}</th>
              <th scope="col">{t('detail.lapTime')}</th>
              <th scope="col">{t('detail.elapsed')}</th>
              <th scope="col">{t('detail.position')}</th>
            </tr>
          </thead>
          <tbody>
            {race.laps.map((lap) => (
              <tr key={lap.lap} className={lap.lapTimeMs === best ? styles.best : undefined} data-best={lap.lapTimeMs === best || undefined}>
                <th scope="row">{lap.lap}</th>
                <td>
                  {formatDuration(lap.lapTimeMs, 3, locale)}
                  {lap.lapTimeMs === best ? <span className="visually-hidden"> ({t('detail.bestLap')})</span> : null}
                </td>
                <td>{formatDuration(lap.elapsedMs, 1, locale)}</td>
                <td>{lap.position}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

async function ChaseLine({ target, role }: { target: TChaseTarget; role: 'ahead' | 'leader' }) {
  const t = await getTranslations('Trackside');
  const name = `${target.firstName} ${target.lastName}`;
  const values = { name, behind: target.behind, ...('roundsLeft' in target ? { rounds: target.roundsLeft } : {}) };
  let text: string;
  switch (target.kind) {
    case 'level':
      text = t('chase.level', values);
      break;
    case 'noRoundsLeft':
      text = t('chase.noRoundsLeft', values);
      break;
    case 'reachable':
      text = t('chase.reachable', { ...values, position: target.position });
      break;
    case 'needsHelp':
      text = t('chase.needsHelp', { ...values, position: target.rivalPosition });
      break;
    case 'outOfReach':
      text = t('chase.outOfReach', values);
      break;
  }
  return (
    <li data-testid={`chase-${role}`} data-kind={target.kind}>
      <strong>{t(`chase.${role}`, { name, behind: target.behind })}</strong> {text}
    </li>
  );
}

export async function PointsPanel({ profile, locale }: TProps) {
  const t = await getTranslations('Trackside');
  if (profile.series.length === 0) return <p className={styles.panelBody}>{t('detail.noSeries')}</p>;
  return (
    <div className={styles.panelBody}>
      {profile.series.map((series) => {
        const chase = whatINeed(series);
        return (
          <article key={series.series.id} className={styles.eventCard} data-testid="series-points" data-series={series.series.id}>
            <h2 className={styles.cardTitle}>
              <Link href={`/series/${series.series.id}`}>{series.series.name}</Link>
              {series.className ? <span className={styles.muted}> · {series.className}</span> : null}
            </h2>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('detail.pointsCaption', { series: series.series.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('detail.round')}</th>
                  <th scope="col">{t('detail.event')}</th>
                  <th scope="col">{t('detail.points')}</th>
                </tr>
              </thead>
              <tbody>
                {series.rounds.map((round) => (
                  <tr key={round.eventId} data-dropped={round.dropped || undefined}>
                    <th scope="row">{round.round}</th>
                    <td>
                      <Link href={`/events/${round.eventId}`}>{round.name}</Link>{' '}
                      <span className={styles.muted}>{formatDate(round.startAt, locale, 'dayMonth')}</span>
                    </td>
                    <td>
                      {round.points === null ? (round.finished ? t('detail.absent') : t('detail.upcoming')) : round.dropped ? <s>{round.points}</s> : round.points}
                      {round.dropped ? <span className={styles.dropTag}> {t('detail.dropped')}</span> : null}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2}>
                    {t('detail.total', { count: series.chase.dropCount })}
                  </th>
                  <td data-testid="series-total">{series.classPoints}</td>
                </tr>
              </tfoot>
            </table>
            <h3 className={styles.panelHeading}>{t('chase.title')}</h3>
            {chase.ahead || chase.leader ? (
              <ul className={styles.chase} data-testid="what-i-need">
                {chase.ahead ? <ChaseLine target={chase.ahead} role="ahead" /> : null}
                {chase.leader && chase.leader.riderId !== chase.ahead?.riderId ? <ChaseLine target={chase.leader} role="leader" /> : null}
              </ul>
            ) : (
              <p data-testid="what-i-need" data-kind="leading">
                {t('chase.leading', { className: series.className ?? '' })}
              </p>
            )}
          </article>
        );
      })}
    </div>
  );
}

export async function ProfilePanel({ profile }: TProps) {
  const t = await getTranslations('Trackside');
  const { rider } = profile;
  return (
    <div className={styles.panelBody} data-testid="participant-profile">
      <Facts
        items={[
          ['name', t('detail.name'), `${rider.firstName} ${rider.lastName}`],
          ['number', t('detail.number'), dash(rider.number)],
          ['class', t('detail.class'), dash(rider.className)],
          ['brand', t('detail.brand'), dash(rider.brand)],
          ['city', t('detail.city'), dash(rider.city)],
          ['state', t('detail.state'), dash(rider.state)],
          ['country', t('detail.country'), dash(rider.country)],
        ]}
      />
      {rider.state ? (
        <p>
          <Link href={`/liveonlivelaps?by=state&q=${encodeURIComponent(rider.state)}`}>{t('detail.sameState', { state: rider.state })}</Link>
        </p>
      ) : null}
    </div>
  );
}

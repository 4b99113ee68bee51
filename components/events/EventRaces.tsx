import { getTranslations } from 'next-intl/server';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TEvent } from '@/lib/platform/port';
import { StatusBadge } from './StatusBadge';
import listStyles from './events.module.css';
import styles from './event.module.css';

/**
 * The races of an event with their status and where to follow them: results
 * (`/results/{event}?race={race}`), live scoring (`/races/{race}`) and scores (`/scores/{race}`).
 * A scheduled race only has its live scoring page (it fills once the race starts); a race that is
 * not public is listed without links (seed §8 "race not available publicly").
 */
export async function EventRaces({ event, locale }: { event: TEvent; locale: TLocale }) {
  const t = await getTranslations('Events');
  const multiDay = formatDate(event.startAt, locale, 'date', event.timeZone) !== formatDate(event.endAt, locale, 'date', event.timeZone);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.races} data-testid="event-races">
        <caption className="visually-hidden">{t('racesCaption', { name: event.name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('race')}</th>
            <th scope="col">{t('start')}</th>
            <th scope="col">{t('raceStatus')}</th>
            <th scope="col">{t('follow')}</th>
          </tr>
        </thead>
        <tbody>
          {event.races.map((race) => (
            <tr key={race.id} data-testid="event-race" data-race-id={race.id}>
              <th scope="row">{race.name}</th>
              <td>
                <time dateTime={race.startAt.toISOString()}>{formatDate(race.startAt, locale, multiDay ? 'dateTime' : 'time', event.timeZone)}</time>
              </td>
              <td className={styles.raceStatus}>
                <StatusBadge status={race.status} label={t(`raceStatuses.${race.status}`)} />
              </td>
              <td className={styles.raceLinksCell}>
                {!race.isPublic ? (
                  <span className={styles.muted}>{t('racePrivate')}</span>
                ) : (
                  <span className={styles.raceLinks}>
                    {race.status !== 'scheduled' ? (
                      <NextLink href={`/results/${event.id}?race=${race.id}`} className={listStyles.link} data-testid="race-results-link">
                        {t('results')}
                        <span className="visually-hidden"> — {race.name}</span>
                      </NextLink>
                    ) : null}
                    <NextLink href={`/races/${race.id}`} className={listStyles.link} data-testid="race-live-link">
                      {t('liveScoring')}
                      <span className="visually-hidden"> — {race.name}</span>
                    </NextLink>
                    {race.status !== 'scheduled' ? (
                      <NextLink href={`/scores/${race.id}`} className={listStyles.link} data-testid="race-scores-link">
                        {t('scores')}
                        <span className="visually-hidden"> — {race.name}</span>
                      </NextLink>
                    ) : null}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

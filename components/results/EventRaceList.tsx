import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TRaceSummary } from '@/lib/platform/port';
import styles from './results.module.css';

/**
 * The races of an event, to choose one (/results/{id}?race=): public races are links, a private
 * race is named with "not available publicly"; the chosen race is marked as the current page.
 */
export async function EventRaceList({
  eventId,
  races,
  selected,
  locale,
  timeZone,
}: {
  eventId: number;
  races: TRaceSummary[];
  selected: number | null;
  locale: TLocale;
  timeZone: string;
}) {
  const t = await getTranslations('Results');
  if (selected !== null && races.length > 1) {
    // A race is shown: the others as tabs above it.
    return (
      <nav aria-label={t('racesNav')}>
        <ul className={styles.tabs} data-testid="race-list">
          {races.map((race) => (
            <li key={race.id} data-race={race.id}>
              {race.isPublic ? (
                <Link href={`/results/${eventId}?race=${race.id}`} aria-current={race.id === selected ? 'page' : undefined}>
                  {race.name}
                </Link>
              ) : (
                <span title={t('errors.notPublic')}>{race.name}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  if (selected !== null) return null;
  return (
    <nav aria-label={t('racesNav')}>
      <ul className={styles.raceList} data-testid="race-list">
        {races.map((race) => (
          <li key={race.id} data-race={race.id}>
            {race.isPublic ? (
              <Link href={`/results/${eventId}?race=${race.id}`} aria-current={race.id === selected ? 'page' : undefined}>
                {race.name}
              </Link>
            ) : (
              <span title={t('errors.notPublic')}>{race.name}</span>
            )}
            <span className={styles.meta}>{formatDate(race.startAt, locale, 'time', timeZone)}</span>
            {race.isPublic ? (
              <span className={`${styles.statusTag} ${race.status === 'running' ? styles.statusRunning : race.status === 'finished' ? styles.statusFinished : ''}`}>
                {t(`raceStatus.${race.status}`)}
              </span>
            ) : (
              <span className={styles.statusTag} data-state="notPublic">
                {t('raceNotPublic')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

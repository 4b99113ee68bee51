import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';
import type { TRaceChoice } from '@/lib/results/access';
import styles from './results.module.css';

/**
 * A list of races to choose from (/races, /scores and the print routes without an id): live races
 * first, then the most recent; each links to `${base}/{id}`.
 */
export async function RaceChooser({ races, base, locale }: { races: TRaceChoice[]; base: string; locale: TLocale }) {
  const t = await getTranslations('Results');
  if (races.length === 0) return <p className={styles.message}>{t('noRaces')}</p>;
  const live = races.filter((r) => r.status === 'running');
  const recent = races.filter((r) => r.status !== 'running');
  const list = (items: TRaceChoice[]) => (
    <ul className={styles.raceList} data-testid="race-chooser">
      {items.map((race) => (
        <li key={race.id} data-race={race.id}>
          <Link href={`${base}/${race.id}`}>{race.name}</Link>
          <span className={styles.meta}>
            {race.eventName} · {formatDate(race.startAt, locale, 'dateTime', race.timeZone)}
          </span>
          {race.status === 'running' ? <span className={styles.liveBadge}>{t('live')}</span> : null}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={styles.view}>
      {live.length > 0 ? (
        <section className={styles.view} aria-labelledby="races-live">
          <h2 id="races-live" className={styles.raceTitle}>
            {t('liveNow')}
          </h2>
          {list(live)}
        </section>
      ) : null}
      {recent.length > 0 ? (
        <section className={styles.view} aria-labelledby="races-recent">
          <h2 id="races-recent" className={styles.raceTitle}>
            {t('recent')}
          </h2>
          {list(recent)}
        </section>
      ) : null}
    </div>
  );
}

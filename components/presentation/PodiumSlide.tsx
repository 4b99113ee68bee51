import { getLocale, getTranslations } from 'next-intl/server';
import type { TPodiumClass, TPodiumEntry } from '@/lib/results/podium';
import { formatDuration } from '@/lib/results/format';
import styles from './presentation.module.css';

type TTranslator = Awaited<ReturnType<typeof getTranslations>>;

function detail(entry: TPodiumEntry, podium: TPodiumClass, timeFormat: number, locale: string, t: TTranslator): string {
  const parts: string[] = [];
  if (podium.method === 'motos') {
    if (entry.points !== undefined) parts.push(t('points', { points: entry.points }));
    parts.push(t('motoFinishes', { finishes: entry.finishes.map((f) => (f === null ? '–' : String(f))).join(' – ') }));
  } else if (entry.gap) {
    parts.push(entry.gap.laps > 0 ? t('gapLaps', { count: entry.gap.laps }) : `+${formatDuration(entry.gap.ms, timeFormat, locale)}`);
  } else if (entry.totalMs !== undefined) {
    parts.push(formatDuration(entry.totalMs, timeFormat, locale));
  }
  if (entry.brand) parts.push(entry.brand);
  return parts.join(' · ');
}

/** One class on the podium: the first three on steps (2-1-3 on screen, 1-2-3 in reading order), the other awarded positions below. */
export async function PodiumSlide({ podium, timeFormat, headingId }: { podium: TPodiumClass; timeFormat: number; headingId: string }) {
  const [t, locale] = await Promise.all([getTranslations('Presentation'), getLocale()]);
  const steps = podium.entries.filter((e) => e.position <= 3);
  const others = podium.entries.filter((e) => e.position > 3);
  return (
    <>
      <h2 id={headingId} className={styles.classTitle}>
        {podium.className}
        <span className={styles.method}>
          {podium.method === 'motos' ? t('methodMotos', { count: podium.raceIds.length }) : t('methodRace')}
          {' · '}
          {t('awarded', { count: podium.awardedPositions })}
        </span>
      </h2>
      <ol className={styles.podium} aria-label={t('podiumOf', { name: podium.className })} data-testid="podium">
        {steps.map((entry) => (
          <li key={entry.riderId} className={styles.step} data-position={entry.position} data-testid="podium-step">
            <div className={styles.rider}>
              <span className={styles.plate} aria-label={t('plate', { number: entry.number })}>
                {entry.number}
              </span>
              <span className={styles.first}>{entry.firstName}</span>
              <span className={styles.last} data-testid="podium-name">
                {entry.lastName}
              </span>
              <span className={styles.detail}>{detail(entry, podium, timeFormat, locale, t)}</span>
            </div>
            <div className={styles.block}>
              <span className="visually-hidden">{t('position', { position: entry.position })}</span>
              <span aria-hidden="true">{entry.position}</span>
            </div>
          </li>
        ))}
      </ol>
      {others.length > 0 ? (
        <ol className={styles.others} aria-label={t('alsoAwarded')} data-testid="podium-others">
          {others.map((entry) => (
            <li key={entry.riderId} value={entry.position}>
              <span className={styles.othersPos}>{t('ordinal', { position: entry.position })}</span>
              {entry.firstName} <strong>{entry.lastName}</strong> <span className={styles.detail} style={{ display: 'inline' }}>#{entry.number}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

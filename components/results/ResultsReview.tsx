import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import type { TResultChange, TResultsReview } from '@/lib/platform/port';
import { clockFormat } from '@/lib/results/columns';
import styles from './results.module.css';

/** Changes listed per update; the rest are counted. */
const SHOWN_PER_UPDATE = 8;

/**
 * Where a finished race's results stand (LiveLaps, from the results mirror; docs/decisions/048):
 * provisional until they stay unchanged for a while, then official; and the change log, "Results
 * updated 14:02: #34 moved from 3rd to 5th", for every change seen after the race was first shown
 * finished. Server-rendered: no script.
 */
export async function ResultsReview({ review, locale, timeZone }: { review: TResultsReview; locale: TLocale; timeZone: string }) {
  const t = await getTranslations('ResultsReview');
  const clock = clockFormat(locale, timeZone);
  const place = (position: number | null) => (position === null ? t('unclassified') : t('position', { position }));
  const line = (c: TResultChange) => {
    const who = { number: c.number, name: c.name };
    switch (c.kind) {
      case 'moved':
        return t('moved', { ...who, from: place(c.from), to: place(c.to) });
      case 'added':
        return t('added', { ...who, to: place(c.to) });
      case 'removed':
        return t('removed', { ...who, from: place(c.from) });
      default:
        return t('time', who);
    }
  };
  return (
    <div className={styles.review} data-testid="results-review" data-state={review.state}>
      <p className={styles.reviewState}>
        <span className={`${styles.statusTag} ${review.state === 'official' ? styles.statusFinished : styles.statusProvisional}`} data-testid="results-state">
          {t(review.state)}
        </span>
        {review.state === 'provisional' ? <span className={styles.reviewNote}>{t('provisionalNote')}</span> : null}
      </p>
      {review.changes.length > 0 ? (
        <section className={styles.changeLog} aria-labelledby="change-log-title" data-testid="change-log">
          <h3 id="change-log-title" className={styles.changeLogTitle}>
            {t('changesTitle')}
          </h3>
          {review.changes.map((change) => (
            <div key={change.at.toISOString()} data-testid="change-log-entry">
              <p className={styles.changeLogWhen}>
                <time dateTime={change.at.toISOString()}>{t('changedAt', { time: clock.format(change.at) })}</time>
              </p>
              <ul className={styles.changeLogList}>
                {change.items.slice(0, SHOWN_PER_UPDATE).map((item, i) => (
                  <li key={i}>{line(item)}</li>
                ))}
                {change.items.length > SHOWN_PER_UPDATE ? <li>{t('more', { count: change.items.length - SHOWN_PER_UPDATE })}</li> : null}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

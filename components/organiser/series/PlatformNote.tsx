import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { selectPlatform } from '@/lib/platform/select';
import styles from '../organiser.module.css';

/**
 * What definitions are for (docs/decisions/047): on LiveLaps, the site computes series standings
 * from them; on the embedded platform the platform computes its own series, and definitions wait
 * for the day the site reads LiveLaps.
 */
export async function SeriesPlatformNote() {
  const t = await getTranslations('OrganiserSeries');
  const embedded = selectPlatform(env).kind === 'embedded';
  return (
    <div className={styles.section}>
      <p>{t('intro')}</p>
      {embedded && (
        <p className={styles.card} data-testid="series-embedded-note">
          {t('embeddedNote')}
        </p>
      )}
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/Card';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import type { TSeriesSummary } from '@/lib/platform/port';
import styles from './promoters.module.css';

/** Series (championships) with their season and discipline, each a link to /series/{id}. */
export async function SeriesList({ series, locale, empty }: { series: TSeriesSummary[]; locale: TLocale; empty: string }) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  if (series.length === 0) {
    return (
      <p className={`${styles.text} ${styles.secondary}`} data-testid="series-empty">
        {empty}
      </p>
    );
  }
  return (
    <ul className={styles.seriesList} data-testid="series-list">
      {series.map((s) => (
        <Card as="li" key={s.id} data-testid="series-item">
          <h3 className={styles.seriesTitle}>
            <NextLink href={`/series/${s.id}`} className={styles.link}>
              {s.name}
            </NextLink>
          </h3>
          <p className={`${styles.body2} ${styles.secondary}`}>{t('seriesMeta', { season: s.season, discipline: t(`discipline.${s.discipline}`) })}</p>
        </Card>
      ))}
    </ul>
  );
}

import { getLocale, getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import { formatDate, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { requestReadLog } from '@/lib/platform/freshness';
import { PageCacheVeto } from '@/components/results/PageCacheHint';
import styles from './platform.module.css';

/**
 * "Data as of 14:05: the live-scoring platform is not answering…", when this request showed last
 * good answers of the platform in place of fresh ones (lib/platform/freshness.ts): once per page,
 * at the top of its body. The request's read log is read before anything is awaited, so the notice
 * covers every read made before it renders (all those of the page function).
 */
export async function StaleDataNotice() {
  const asOf = requestReadLog().claim();
  if (!asOf) return null;
  const [t, locale] = await Promise.all([getTranslations('PlatformOutage'), getLocale() as Promise<TLocale>]);
  const sameDay = formatDate(asOf, locale, 'date', SITE_TIME_ZONE) === formatDate(new Date(), locale, 'date', SITE_TIME_ZONE);
  const text = t('asOf', {
    sameDay: sameDay ? 'yes' : 'no',
    time: formatDate(asOf, locale, 'time', SITE_TIME_ZONE),
    date: formatDate(asOf, locale, 'date', SITE_TIME_ZONE),
  });
  // Last good data is never shared by the page cache: the next visitor may well get fresh data.
  return (
    <>
      <PageCacheVeto />
      <p className={styles.stale} role="status" data-testid="platform-stale" data-as-of={asOf.toISOString()}>
        {text}
      </p>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RecentRaces } from '@/components/results/RecentRaces';
import styles from '@/components/results/results.module.css';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
  return { title: t('listTitle'), robots: { index: false } };
}

/** /scores/print without a race: the races to print (scoresOverall), live ones first. */
export default async function PrintScoresListPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('ResultsPrint');
  return (
    <article className={styles.view}>
      <h1 className={styles.printTitle}>{t('listTitle')}</h1>
      <p>{t('scoresOverall')}</p>
      <RecentRaces base="/scores/print" locale={locale} />
    </article>
  );
}

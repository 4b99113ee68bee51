import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { RecentRaces } from '@/components/results/RecentRaces';
import styles from '@/components/results/results.module.css';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Results' });
  return { title: t('scoresListTitle') };
}

/** /scores: scores without a race: the races to choose from, live ones first. */
export default async function ScoresListPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Results');
  return (
    <>
      <PageHeader title={t('scoresListTitle')} crumbs={[{ label: t('title'), href: '/results' }]} />
      <PageBody>
        <div className={styles.view}>
          <p>{t('scoresListIntro')}</p>
          <RecentRaces base="/scores" locale={locale} />
        </div>
      </PageBody>
    </>
  );
}

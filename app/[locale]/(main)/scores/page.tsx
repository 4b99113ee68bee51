import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { RaceChooser } from '@/components/results/RaceChooser';
import { ResultsMessage } from '@/components/results/ResultsMessage';
import styles from '@/components/results/results.module.css';
import type { TLocale } from '@/lib/constants';
import { log } from '@/lib/log';
import { listRecentRaces, type TRaceChoice } from '@/lib/results/access';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Results' });
  return { title: t('scoresListTitle') };
}

/** /scores: scores without a race: the races to choose from, live ones first. */
export default async function ScoresListPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Results');
  let races: TRaceChoice[] | null = null;
  try {
    races = await listRecentRaces(locale as TLocale);
  } catch (error) {
    log.error({ err: error }, 'race list failed to load');
  }
  return (
    <>
      <PageHeader title={t('scoresListTitle')} crumbs={[{ label: t('title'), href: '/results' }]} />
      <PageBody>
        <div className={styles.view}>
          <p>{t('scoresListIntro')}</p>
          {races ? <RaceChooser races={races} base="/scores" locale={locale as TLocale} /> : <ResultsMessage kind="fetchFailed" text={t('errors.fetchFailed')} error />}
        </div>
      </PageBody>
    </>
  );
}

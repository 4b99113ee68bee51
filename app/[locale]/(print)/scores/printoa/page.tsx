import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RaceChooser } from '@/components/results/RaceChooser';
import { ResultsMessage } from '@/components/results/ResultsMessage';
import styles from '@/components/results/results.module.css';
import type { TLocale } from '@/lib/constants';
import { log } from '@/lib/log';
import { listRecentRaces, type TRaceChoice } from '@/lib/results/access';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
  return { title: t('listTitle'), robots: { index: false } };
}

/** /scores/printoa without a race: the races to print (scoresAllClasses), live ones first. */
export default async function PrintScoresAllClassesListPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('ResultsPrint');
  const tr = await getTranslations('Results');
  let races: TRaceChoice[] | null = null;
  try {
    races = await listRecentRaces(locale as TLocale);
  } catch (error) {
    log.error({ err: error }, 'race list failed to load');
  }
  return (
    <article className={styles.view}>
      <h1 className={styles.printTitle}>{t('listTitle')}</h1>
      <p>{t('scoresAllClasses')}</p>
      {races ? <RaceChooser races={races} base="/scores/printoa" locale={locale as TLocale} /> : <ResultsMessage kind="fetchFailed" text={tr('errors.fetchFailed')} error />}
    </article>
  );
}

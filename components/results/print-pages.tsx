import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';
import { raceForPage, raceTitle } from '@/lib/results/page';
import { parseResultViewState } from '@/lib/results/view-state';
import { PRINT_TITLE_KEY, PrintResults, type TPrintKind } from './PrintResults';
import { PrintChooser, type TPrintChoice } from './PrintChooser';
import { RecentRaces } from './RecentRaces';
import styles from './results.module.css';

/*
 * The print pages (print layout, seed §2), one pair per kind of print (PrintResults): the race's
 * print at {base}/{id}, and at {base} without a race the races to print, live ones first. A page
 * file under app/[locale]/(print) only names its kind. Print pages are never indexed.
 */

type TQuery = Record<string, string | string[] | undefined>;
type TRaceProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<TQuery> };
type TListProps = { params: Promise<{ locale: string }> };
type TChooserProps = { params: Promise<{ locale: string }>; searchParams: Promise<TQuery> };

/** Where each kind of print lives (the same paths as the chooser's `printTarget`). */
export const PRINT_BASE: Record<TPrintKind, string> = {
  race: '/races/print',
  scores: '/scores/print',
  scoresByClass: '/scores/printc',
  scoresAllClasses: '/scores/printoa',
};

/** {base}/{id}: the print of one race (`?view=`, `?class=`… as the results page's Print link passes them). */
export function printRacePage(kind: TPrintKind) {
  return {
    async generateMetadata({ params }: TRaceProps): Promise<Metadata> {
      const { locale, id } = await pageParams(params);
      const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
      return { title: `${t(PRINT_TITLE_KEY[kind])} · ${await raceTitle(id, locale, '')}`, robots: { index: false } };
    },
    async Page({ params, searchParams }: TRaceProps) {
      const [{ locale, id }, query] = await Promise.all([pageParams(params), searchParams]);
      const loaded = await raceForPage(id, locale);
      return <PrintResults loaded={loaded} kind={kind} state={parseResultViewState(query)} locale={locale} />;
    },
  };
}

/** {base} without a race: the races to print, live ones first. */
export function printListPage(kind: TPrintKind) {
  return {
    async generateMetadata({ params }: TListProps): Promise<Metadata> {
      const locale = await pageLocale(params);
      const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
      return { title: t('listTitle'), robots: { index: false } };
    },
    async Page({ params }: TListProps) {
      const locale = await pageLocale(params);
      const t = await getTranslations('ResultsPrint');
      return (
        <article className={styles.view}>
          <h1 className={styles.printTitle}>{t('listTitle')}</h1>
          <p>{t(PRINT_TITLE_KEY[kind])}</p>
          <RecentRaces base={PRINT_BASE[kind]} locale={locale} />
        </article>
      );
    },
  };
}

/** {path} (/races/printScores, /scores/printScores): choose a race and what to print, `defaultChoice` first. */
export function printChooserPage(path: string, defaultChoice: TPrintChoice) {
  return {
    async generateMetadata({ params }: TChooserProps): Promise<Metadata> {
      const locale = await pageLocale(params);
      const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
      return { title: t('chooseTitle'), robots: { index: false } };
    },
    async Page({ params, searchParams }: TChooserProps) {
      const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
      return <PrintChooser path={path} defaultChoice={defaultChoice} query={query} locale={locale} />;
    },
  };
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrintResults } from '@/components/results/PrintResults';
import { raceForPage, raceTitle } from '@/lib/results/page';
import { parseResultViewState } from '@/lib/results/view-state';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
  return { title: `${t('raceResults')} · ${await raceTitle(id, locale, '')}`, robots: { index: false } };
}

/** /races/print/{id}: print of the race results (overall, or the view and filters of the results page's Print link). */
export default async function PrintRacePage({ params, searchParams }: TProps) {
  const [{ locale, id }, query] = await Promise.all([pageParams(params), searchParams]);
  const loaded = await raceForPage(id, locale);
  return <PrintResults loaded={loaded} kind="race" state={parseResultViewState(query)} locale={locale} />;
}

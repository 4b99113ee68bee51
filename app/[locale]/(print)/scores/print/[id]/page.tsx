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
  return { title: `${t('scoresOverall')} · ${await raceTitle(id, locale, '')}`, robots: { index: false } };
}

/** /scores/print/{id}: print of the scores (overall; `?view=position&class=…` prints positions only). */
export default async function PrintScoresPage({ params, searchParams }: TProps) {
  const [{ locale, id }, query] = await Promise.all([pageParams(params), searchParams]);
  const loaded = await raceForPage(id, locale);
  return <PrintResults loaded={loaded} kind="scores" state={parseResultViewState(query)} locale={locale} />;
}

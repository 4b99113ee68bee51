import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrintResults } from '@/components/results/PrintResults';
import type { TLocale } from '@/lib/constants';
import { raceForPage, raceTitle } from '@/lib/results/page';
import { parseResultViewState } from '@/lib/results/view-state';

type TProps = {
  params: Promise<{ locale: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
  return { title: `${t('scoresByClass')} · ${await raceTitle(id, locale as TLocale, '')}`, robots: { index: false } };
}

/** /scores/printc/{id}: print of the scores by class: a table per class, each on a new page. */
export default async function PrintScoresByClassPage({ params, searchParams }: TProps) {
  const [{ locale, id }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const loaded = await raceForPage(id, locale as TLocale);
  return <PrintResults loaded={loaded} kind="scoresByClass" state={parseResultViewState(query)} locale={locale as TLocale} />;
}

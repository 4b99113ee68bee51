import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrintChooser } from '@/components/results/PrintChooser';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ResultsPrint' });
  return { title: t('chooseTitle'), robots: { index: false } };
}

/** /races/printScores: choose a race and what to print (race results by default). */
export default async function RacesPrintScoresPage({ params, searchParams }: TProps) {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  return <PrintChooser path="/races/printScores" defaultChoice="raceResults" query={query} locale={locale} />;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { RacerSearch, type TInitialSearch } from '@/components/trackside/RacerSearch';
import { TracksideIntl } from '@/components/trackside/TracksideIntl';
import { searchTypeOf } from '@/lib/search/racer-search';
import { runRacerSearch } from '@/lib/trackside/search-service';
import { markServiceUnavailable } from '@/server/response-status.mjs';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const firstOf = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Trackside' });
  return { title: t('search.title'), description: t('search.intro') };
}

/**
 * /liveonlivelaps: the trackside racer search (seed §2, §5). The criteria of the URL (`q`, `by`)
 * are searched on the server, so a shared link, a reload or a phone whose JavaScript has not
 * arrived yet shows the results; the island then searches as the visitor types.
 */
export default async function TracksideSearchPage({ params, searchParams }: TProps) {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations('Trackside');
  const text = firstOf(query.q);
  const type = searchTypeOf(firstOf(query.by));
  const outcome = await runRacerSearch(text, type, locale);
  const initial: TInitialSearch = {
    text: text.slice(0, 200),
    type,
    racers: outcome.body.success ? outcome.body.racers.map((r) => ({ ...r })) : null,
    failure:
      outcome.status === 503
        ? { kind: 'upstream' }
        : outcome.status === 502
          ? !outcome.body.success && outcome.body.message
            ? { kind: 'upstream', message: outcome.body.message }
            : { kind: 'request_error' }
          : null,
  };
  // The racing platform is not answering the search of the URL: the page says so (the search
  // box still works), and the document is a 503 (server/response-status.mjs).
  if (outcome.status === 503) markServiceUnavailable();

  return (
    <>
      <PageHeader title={t('search.title')} crumbs={[{ label: t('crumb'), href: '/results' }]} />
      <PageBody>
        <p>{t('search.intro')}</p>
        <TracksideIntl>
          <RacerSearch initial={initial} />
        </TracksideIntl>
      </PageBody>
    </>
  );
}

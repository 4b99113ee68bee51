import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResultEventList } from '@/components/events/ResultEventList';
import { ResultSearchForm } from '@/components/events/ResultSearchForm';
import styles from '@/components/events/pages.module.css';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { withPlatformOutage } from '@/components/platform/PlatformOutage';
import { FilterChip } from '@/components/ui/FilterChip';
import { menuTitle } from '@/lib/content/titles';
import { loadPromoter } from '@/lib/organizations/data';
import { searchResultEvents } from '@/lib/results/access';
import { parseResultSearchParams, resultSearchHref, resultYearOptions, toResultSearch } from '@/lib/results/search';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ResultsSearch' });
  return { title: await menuTitle(locale, '/results', t('title')), description: t('description') };
}

/**
 * /results: find events with results by event, promoter or race name, by date and by year
 * (`?q=&date=&year=&promoter=`), newest first. `?promoter=` is where a refused event page sends
 * the visitor (the default promoter's results); a chip shows it and clears it.
 */
async function ResultsSearchPage({ params, searchParams }: TProps) {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations('ResultsSearch');
  const now = new Date();
  const search = parseResultSearchParams(query, now);

  const [events, promoter] = await Promise.all([
    searchResultEvents(toResultSearch(search), { locale }),
    search.promoterId !== null ? loadPromoter(search.promoterId, locale) : Promise.resolve(null),
  ]);
  const isSearch = Boolean(search.text || search.date || search.year !== null || search.promoterId !== null);

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <p className={styles.intro}>{t('intro')}</p>
        <ResultSearchForm params={search} years={resultYearOptions(now, search.year)} />

        {search.promoterId !== null ? (
          <div className={styles.chips}>
            <FilterChip
              href={resultSearchHref({ ...search, promoterId: null })}
              label={t('promoterFilter', { name: promoter?.name ?? `#${search.promoterId}` })}
              removeLabel={t('clearPromoter', { name: promoter?.name ?? `#${search.promoterId}` })}
              testId="promoter-filter"
            />
          </div>
        ) : null}

        <h2 className={styles.headingSmall} aria-live="polite" data-testid="results-count">
          {isSearch ? t('found', { count: events.length }) : t('latest')}
        </h2>
        {events.length === 0 ? (
          <div className={styles.empty} data-testid="results-empty">
            <p className={styles.strong}>{t('noEvents')}</p>
            <p className={styles.hint}>{t('noEventsHint')}</p>
          </div>
        ) : (
          <ResultEventList events={events} locale={locale} headingLevel={3} />
        )}
      </PageBody>
    </>
  );
}

export default withPlatformOutage(ResultsSearchPage, 'ResultsSearch.title');

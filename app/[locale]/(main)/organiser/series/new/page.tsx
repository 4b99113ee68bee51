import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { newSeriesValues, seriesFormChoices } from '@/components/organiser/series/choices';
import { PromoterPicker } from '@/components/organiser/series/PromoterPicker';
import { SeriesForm } from '@/components/organiser/series/SeriesForms';
import { OrganiserFormIntl } from '@/components/organiser/shared/ScopedIntl';
import { SERIES_DEFINITION_DISCIPLINES } from '@/lib/db/schema/mirror';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organiserDeps } from '@/lib/organiser';
import { seriesPromoters } from '@/lib/organiser/series';
import { POINTS_CHOICES } from '@/lib/organiser/series-forms';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserSeries' });
  return { title: t('new'), robots: { index: false } };
}

/** /organiser/series/new?promoter={id}: a new series definition of one of the account's promoters, saved unpublished. */
export default async function NewSeriesPage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const organiser = await requireOrganiser(locale, '/organiser/series/new');
  const promoters = await seriesPromoters(organiserDeps(), organiser.scope, locale);
  const asked = parseId(firstParam(query.promoter));
  const promoter = asked ? promoters.find((p) => p.id === asked) : promoters[0];
  if (!promoter) notFound();
  const t = await getTranslations('OrganiserSeries');
  const to = await getTranslations('Organiser');
  const choices = await seriesFormChoices(promoter.id, locale, null);
  const season = Number(calendarDay(new Date(), SITE_TIME_ZONE).slice(0, 4));
  return (
    <>
      <PageHeader title={t('new')} crumbs={[{ label: to('title'), href: '/organiser' }, { label: t('title'), href: '/organiser/series' }]} />
      <PageBody>
        <OrganiserNav current="series" organises={organiser.scope.organizationIds.length > 0} />
        <section className={styles.section} aria-labelledby="new-series">
          <h2 id="new-series">{t('newOf', { name: promoter.name })}</h2>
          <p className={styles.hint}>{t('draftHint')}</p>
          <PromoterPicker promoters={promoters} current={promoter.id} />
          <OrganiserFormIntl>
            <SeriesForm
              key={promoter.id}
              mode="new"
              promoterId={promoter.id}
              saved={newSeriesValues(season)}
              events={choices.events}
              races={choices.races}
              disciplines={SERIES_DEFINITION_DISCIPLINES}
              presets={POINTS_CHOICES}
            />
          </OrganiserFormIntl>
        </section>
      </PageBody>
    </>
  );
}

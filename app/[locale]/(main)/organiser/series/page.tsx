import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { SeriesPlatformNote } from '@/components/organiser/series/PlatformNote';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organiserDeps } from '@/lib/organiser';
import { definitionsOf, seriesPromoters } from '@/lib/organiser/series';

type TProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserSeries' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /organiser/series: the series definitions of the account's promoters (its own as a promoter,
 * every promoter of the organisations it organises), published or not (docs/decisions/057).
 */
export default async function OrganiserSeriesPage({ params }: TProps) {
  const locale = await pageLocale(params);
  const organiser = await requireOrganiser(locale, '/organiser/series');
  const t = await getTranslations('OrganiserSeries');
  const to = await getTranslations('Organiser');
  const promoters = await seriesPromoters(organiserDeps(), organiser.scope, locale);
  const definitions = await definitionsOf(await getDb(), promoters.map((p) => p.id));
  const promoterName = (id: number) => promoters.find((p) => p.id === id)?.name ?? `#${id}`;
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: to('title'), href: '/organiser' }]} />
      <PageBody>
        <OrganiserNav current="series" organises={organiser.scope.organizationIds.length > 0} />
        <SeriesPlatformNote />
        {promoters.length > 0 && (
          <p className={styles.links}>
            <Link href="/organiser/series/new" data-testid="series-new-link">
              {t('new')}
            </Link>
          </p>
        )}
        <section className={styles.section} aria-labelledby="definitions">
          <h2 id="definitions">{t('listHeading')}</h2>
          {definitions.length === 0 ? (
            <p data-testid="series-none">{t('none')}</p>
          ) : (
            <ul className={styles.list} data-testid="series-definitions">
              {definitions.map((d) => (
                <li key={d.id} className={styles.card} data-testid="series-card" data-series-id={d.id}>
                  <h3>
                    <Link href={`/organiser/series/${d.id}`} data-testid="series-edit-link">
                      {d.name}
                    </Link>
                  </h3>
                  <span>
                    {t('summary', { season: d.season, promoter: promoterName(d.promoterId), rounds: d.eventIds.length })} · {t(`disciplines.${d.discipline}`)}
                  </span>
                  <span>
                    <span className={d.published ? styles.badgeOn : styles.badge} data-testid="series-state">
                      {t(d.published ? 'published' : 'draft')}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </PageBody>
    </>
  );
}

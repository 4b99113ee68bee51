import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { seriesFormChoices, seriesValues } from '@/components/organiser/series/choices';
import { SeriesPlatformNote } from '@/components/organiser/series/PlatformNote';
import { PromoterPicker } from '@/components/organiser/series/PromoterPicker';
import { PublishButton, SeriesForm } from '@/components/organiser/series/SeriesForms';
import { StandingsPreview } from '@/components/organiser/series/StandingsPreview';
import { OrganiserFormIntl } from '@/components/organiser/shared/ScopedIntl';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { SERIES_DEFINITION_DISCIPLINES } from '@/lib/db/schema/mirror';
import { env } from '@/lib/env';
import { pageLocale } from '@/lib/i18n/page-locale';
import { log } from '@/lib/log';
import { organiserDeps, previewSeriesStandings } from '@/lib/organiser';
import { definitionOf, seriesPromoters } from '@/lib/organiser/series';
import { POINTS_CHOICES } from '@/lib/organiser/series-forms';
import type { TSeriesStandings, TSeriesType } from '@/lib/platform/port';
import { selectPlatform } from '@/lib/platform/select';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserSeries' });
  return { title: t('editTitle'), robots: { index: false } };
}

/**
 * /organiser/series/{id}: a series definition (docs/decisions/047, 057): published or draft with
 * the button that changes it, its form (`?promoter=` lists another of the account's promoters'
 * events, to move it), and the preview of its standings (`?table=final|overall`), computed as the
 * public series page computes them, published or not. Another promoter's definition, or an
 * unknown id, reads "not found".
 */
export default async function SeriesDefinitionPage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const query = await searchParams;
  const organiser = await requireOrganiser(locale, `/organiser/series/${id}`);
  const promoters = await seriesPromoters(organiserDeps(), organiser.scope, locale);
  const seriesId = parseId(id);
  const definition = seriesId ? await definitionOf(await getDb(), seriesId, promoters.map((p) => p.id)) : null;
  if (!definition) notFound();
  const asked = parseId(firstParam(query.promoter));
  const promoter = promoters.find((p) => p.id === asked) ?? promoters.find((p) => p.id === definition.promoterId)!;
  const t = await getTranslations('OrganiserSeries');
  const to = await getTranslations('Organiser');
  const choices = await seriesFormChoices(promoter.id, locale, definition);
  const tableParam = firstParam(query.table);
  const requested: TSeriesType = tableParam === 'overall' || tableParam === 'final' ? tableParam : definition.tables === 'overall' ? 'overall' : 'final';
  let preview: TSeriesStandings | null = null;
  try {
    preview = await previewSeriesStandings(definition, requested);
  } catch (error) {
    log.warn({ err: error, seriesId: definition.id }, 'the preview of a series definition could not be computed');
  }
  return (
    <>
      <PageHeader title={definition.name} crumbs={[{ label: to('title'), href: '/organiser' }, { label: t('title'), href: '/organiser/series' }]} />
      <PageBody>
        <OrganiserNav current="series" organises={organiser.scope.organizationIds.length > 0} />
        {firstParam(query.created) === '1' && (
          <p role="status" className={`${styles.status} ${styles.statusOk}`} data-testid="series-created">
            {t('saved.created')}
          </p>
        )}
        <SeriesPlatformNote />
        <OrganiserFormIntl>
          <section className={styles.section} aria-labelledby="series-state" data-testid="series-page" data-series-id={definition.id}>
            <h2 id="series-state">{t('stateHeading')}</h2>
            <p>
              <span className={definition.published ? styles.badgeOn : styles.badge} data-testid="series-state">
                {t(definition.published ? 'published' : 'draft')}
              </span>{' '}
              {t(definition.published ? 'publishedHint' : 'draftHint')}
            </p>
            {/* The embedded platform's series pages show its own series (an id may be another series there). */}
            {definition.published && selectPlatform(env).kind !== 'embedded' && (
              <p className={styles.links}>
                <Link href={`/series/${definition.id}`} data-testid="series-public-link">
                  {t('publicPage')}
                </Link>
              </p>
            )}
            <PublishButton seriesId={definition.id} published={definition.published} name={definition.name} />
          </section>
          <section className={styles.section} aria-labelledby="series-preview">
            <h2 id="series-preview">{t('preview.heading')}</h2>
            {definition.tables === 'both' && (
              <p className={styles.links}>
                <Link href={`/organiser/series/${definition.id}?table=final`} aria-current={requested === 'final' ? 'true' : undefined} data-testid="series-preview-final">
                  {t('tables.final')}
                </Link>
                <Link href={`/organiser/series/${definition.id}?table=overall`} aria-current={requested === 'overall' ? 'true' : undefined} data-testid="series-preview-overall">
                  {t('tables.overall')}
                </Link>
              </p>
            )}
            {preview ? (
              <StandingsPreview standings={preview} expectedRounds={definition.eventIds.length} locale={locale} />
            ) : (
              <p role="alert" className={`${styles.status} ${styles.statusError}`} data-testid="series-preview-failed">
                {t('preview.failed')}
              </p>
            )}
          </section>
          <section className={styles.section} aria-labelledby="series-settings">
            <h2 id="series-settings">{t('settingsHeading')}</h2>
            <PromoterPicker promoters={promoters} current={promoter.id} />
            <SeriesForm
              key={promoter.id}
              mode="edit"
              seriesId={definition.id}
              promoterId={promoter.id}
              saved={seriesValues(definition, promoter.id)}
              events={choices.events}
              races={choices.races}
              disciplines={SERIES_DEFINITION_DISCIPLINES}
              presets={POINTS_CHOICES}
            />
          </section>
        </OrganiserFormIntl>
      </PageBody>
    </>
  );
}

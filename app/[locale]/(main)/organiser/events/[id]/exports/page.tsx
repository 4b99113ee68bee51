import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiserEvent } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import own from '@/components/organiser/purchases.module.css';
import { Link } from '@/i18n/navigation';
import { BASE_PATH } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organisationFor } from '@/lib/organiser';
import { parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserPurchases' });
  return { title: t('exports.title'), robots: { index: false } };
}

/**
 * /organiser/events/{id}/exports: the event's files (docs/decisions/056): spectators with waiver
 * and check-in, purchases for accounting, the members of the event's organisation (its organisers
 * only), each a CSV from /api/organiser/events/{id}/exports/{kind} with headers in the page's
 * language, and the waiver bundle for print.
 */
export default async function OrganiserExportsPage({ params }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const { event, organiser, place } = await requireOrganiserEvent(locale, parseId(id), `/organiser/events/${id}/exports`);
  const t = await getTranslations('OrganiserPurchases.exports');
  const te = await getTranslations('Organiser');
  const organisation = place.organizationId !== null ? await organisationFor(organiser, place.organizationId, locale) : null;
  // A route handler, not a page: a plain link (no client navigation), with the page's language.
  const csv = (kind: string) => `${BASE_PATH}/api/organiser/events/${event.id}/exports/${kind}?locale=${locale}`;
  return (
    <>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: te('title'), href: '/organiser' }, { label: event.name, href: `/organiser/events/${event.id}` }, { label: t('title') }]}
      />
      <PageBody>
        <OrganiserNav current="events" organises={organiser.scope.organizationIds.length > 0} />
        <p className={styles.section}>{t('intro')}</p>
        <ul className={own.exports} data-testid="exports">
          <li>
            <strong>{t('spectators')}</strong>
            <span className={styles.hint}>{t('spectatorsHint')}</span>
            <a href={csv('spectators')} download data-testid="export-spectators">
              {t('download')}
            </a>
          </li>
          <li>
            <strong>{t('purchases')}</strong>
            <span className={styles.hint}>{t('purchasesHint')}</span>
            <a href={csv('purchases')} download data-testid="export-purchases">
              {t('download')}
            </a>
          </li>
          {organisation && (
            <li>
              <strong>{t('members', { organisation: organisation.name })}</strong>
              <span className={styles.hint}>{t('membersHint')}</span>
              <a href={csv('members')} download data-testid="export-members">
                {t('download')}
              </a>
            </li>
          )}
          <li>
            <strong>{t('waivers')}</strong>
            <span className={styles.hint}>{t('waiversHint')}</span>
            <Link href={`/organiser/events/${event.id}/waivers`} prefetch={false} data-testid="export-waivers">
              {t('open')}
            </Link>
          </li>
        </ul>
      </PageBody>
    </>
  );
}

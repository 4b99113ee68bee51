import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { MembershipTypeSummary } from '@/components/organiser/memberships/TypeSummary';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { Link } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organiserDeps } from '@/lib/organiser';
import { organisationTypes } from '@/lib/organiser/membership-types';
import { firstParam } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserMemberships' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /organiser/memberships: the membership types of each organisation the account organises, on sale
 * or retired, with their price ranges and what was sold (docs/decisions/057). Organisers only: a
 * promoter or anyone else gets "not found".
 */
export default async function OrganiserMembershipsPage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const organiser = await requireOrganiser(locale, '/organiser/memberships');
  if (organiser.scope.organizationIds.length === 0) notFound();
  const query = await searchParams;
  const t = await getTranslations('OrganiserMemberships');
  const to = await getTranslations('Organiser');
  const { platform } = organiserDeps();
  const db = await getDb();
  const organisations = await Promise.all(
    organiser.scope.organizationIds.map(async (id) => {
      const [organisation, types, events] = await Promise.all([platform.getOrganization(id, { locale }), organisationTypes(db, id), platform.listEvents({ locale, organizationId: id })]);
      return { id, name: organisation?.name ?? `#${id}`, types, eventNames: new Map(events.map((e) => [e.id, e.name])) };
    }),
  );
  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: to('title'), href: '/organiser' }]} />
      <PageBody>
        <OrganiserNav current="memberships" organises />
        <p className={styles.section}>{t('intro')}</p>
        {firstParam(query.deleted) === '1' && (
          <p role="status" className={`${styles.status} ${styles.statusOk}`} data-testid="type-deleted">
            {t('saved.deleted')}
          </p>
        )}
        {organisations.map((org) => (
          <section key={org.id} className={styles.section} aria-labelledby={`org-${org.id}`} data-testid="membership-organisation" data-organisation-id={org.id}>
            <h2 id={`org-${org.id}`}>{org.name}</h2>
            <p className={styles.links}>
              <Link href={`/organiser/memberships/new?organization=${org.id}`} data-testid="type-new-link">
                {t('newType')}
              </Link>
            </p>
            {org.types.length === 0 ? (
              <p data-testid="types-none">{t('none')}</p>
            ) : (
              <ul className={styles.list} data-testid="types">
                {org.types.map((type) => (
                  <li key={type.id} className={styles.card} data-testid="type-card" data-type-id={type.id}>
                    <h3>
                      <Link href={`/organiser/memberships/${type.id}`} data-testid="type-edit-link">
                        {type.name[locale] || type.name.en}
                      </Link>
                    </h3>
                    <MembershipTypeSummary type={type} locale={locale} eventName={type.eventId ? org.eventNames.get(type.eventId) : undefined} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </PageBody>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { singleEventChoices } from '@/components/organiser/memberships/events';
import { MembershipTypeForm } from '@/components/organiser/memberships/TypeForms';
import { NEW_TYPE_VALUES } from '@/components/organiser/memberships/values';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import styles from '@/components/organiser/organiser.module.css';
import { OrganiserFormIntl } from '@/components/organiser/shared/ScopedIntl';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organisationFor } from '@/lib/organiser';
import { CURRENCIES } from '@/lib/organiser/forms';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserMemberships' });
  return { title: t('newType'), robots: { index: false } };
}

/**
 * /organiser/memberships/new?organization={id}: a new membership type with its first price range
 * (docs/decisions/057). Without `organization`, the account's only (or first) organisation; one it
 * does not organise reads "not found".
 */
export default async function NewMembershipTypePage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const organiser = await requireOrganiser(locale, '/organiser/memberships/new');
  const organizationId = parseId(firstParam(query.organization)) ?? organiser.scope.organizationIds[0] ?? null;
  const organisation = organizationId ? await organisationFor(organiser, organizationId, locale) : null;
  if (!organisation) notFound();
  const t = await getTranslations('OrganiserMemberships');
  const to = await getTranslations('Organiser');
  const events = await singleEventChoices(organisation.id, locale, null);
  return (
    <>
      <PageHeader title={t('newType')} crumbs={[{ label: to('title'), href: '/organiser' }, { label: t('title'), href: '/organiser/memberships' }]} />
      <PageBody>
        <OrganiserNav current="memberships" organises />
        <section className={styles.section} aria-labelledby="new-type">
          <h2 id="new-type">{t('newTypeOf', { name: organisation.name })}</h2>
          <OrganiserFormIntl>
            <MembershipTypeForm mode="new" organizationId={organisation.id} saved={NEW_TYPE_VALUES} events={events} currencies={CURRENCIES} />
          </OrganiserFormIntl>
        </section>
      </PageBody>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { requireOrganiser } from '@/components/organiser/guard';
import { OrganiserNav } from '@/components/organiser/OrganiserNav';
import { GrantForm, RevokeButton } from '@/components/organiser/RoleForms';
import styles from '@/components/organiser/organiser.module.css';
import { getDb } from '@/lib/db/client';
import { formatDate } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { organiserDeps } from '@/lib/organiser';
import { grantsOn } from '@/lib/organiser/access';

type TProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Organiser' });
  return { title: t('roles.title'), robots: { index: false } };
}

/** /organiser/roles: who runs each of the organiser's organisations, granting and revoking (decision 052). */
export default async function OrganiserRolesPage({ params }: TProps) {
  const locale = await pageLocale(params);
  const organiser = await requireOrganiser(locale, '/organiser/roles');
  if (organiser.scope.organizationIds.length === 0) notFound();
  const t = await getTranslations('Organiser');
  const { platform } = organiserDeps();
  const db = await getDb();
  const organisations = await Promise.all(
    organiser.scope.organizationIds.map(async (id) => {
      const [organisation, promoters] = await Promise.all([platform.getOrganization(id, { locale }), platform.listPromoters({ locale, organizationId: id })]);
      const grants = await grantsOn(db, id, promoters.map((p) => p.id));
      return { id, name: organisation?.name ?? `#${id}`, promoters, grants };
    }),
  );
  return (
    <>
      <PageHeader title={t('roles.title')} crumbs={[{ label: t('title'), href: '/organiser' }, { label: t('roles.title') }]} />
      <PageBody>
        <OrganiserNav current="roles" organises />
        {organisations.map((org) => (
          <section key={org.id} className={styles.section} aria-labelledby={`org-${org.id}`} data-testid="roles-organisation" data-organisation-id={org.id}>
            <h2 id={`org-${org.id}`}>{org.name}</h2>
            <div className={styles.tableBox}>
              <table className={styles.table} data-testid="role-grants">
                <thead>
                  <tr>
                    <th scope="col">{t('roles.person')}</th>
                    <th scope="col">{t('roles.role')}</th>
                    <th scope="col">{t('roles.since')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('roles.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {org.grants.map((grant) => (
                    <tr key={grant.id} data-testid="role-grant" data-email={grant.email ?? ''}>
                      <td>
                        {grant.name}
                        <br />
                        <span className={styles.hint}>{grant.email}</span>
                      </td>
                      <td>
                        {grant.kind === 'organiser'
                          ? t('roles.organiserRole')
                          : t('roles.promoterRole', { name: org.promoters.find((p) => p.id === grant.promoterId)?.name ?? `#${grant.promoterId}` })}
                      </td>
                      <td>{formatDate(grant.grantedAt, locale, 'date')}</td>
                      <td>{grant.accountId !== organiser.account.id && <RevokeButton organizationId={org.id} grantId={grant.id} name={grant.name} />}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h3>{t('roles.give')}</h3>
            <GrantForm organizationId={org.id} promoters={org.promoters.map((p) => ({ id: p.id, name: p.name }))} />
          </section>
        ))}
      </PageBody>
    </>
  );
}

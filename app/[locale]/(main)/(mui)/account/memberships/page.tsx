import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requireAccount } from '@/components/accounts/family/require-account';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { MembershipStatus } from '@/components/memberships/MembershipStatus';
import styles from '@/components/memberships/memberships.module.css';
import { Link } from '@/i18n/navigation';
import { myMemberships } from '@/lib/memberships';
import { formatDay } from '@/lib/memberships/display';
import { pageLocale } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'MembershipAccount' });
  return { title: t('title'), robots: { index: false } };
}

/** /account/memberships: the signed-in account's memberships and those of the minors of their family (docs/decisions/050). */
export default async function MyMembershipsPage({ params }: TProps) {
  const locale = await pageLocale(params);
  const account = await requireAccount(locale, '/account/memberships');
  const t = await getTranslations('MembershipAccount');
  const list = await myMemberships(account, locale);

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <p>{t('intro')}</p>
        {list.length === 0 ? (
          <p data-testid="my-memberships-none">{t('none')}</p>
        ) : (
          <ul className={styles.list} data-testid="my-memberships">
            {list.map((m) => (
              <li key={m.id} className={styles.item} data-testid="my-membership" data-membership-id={m.id} data-status={m.status}>
                <h2>
                  <Link href={`/account/memberships/${m.id}`} aria-label={t('openLabel', { name: m.holderName, type: m.typeName })}>
                    {m.typeName}
                  </Link>
                </h2>
                <span>
                  {m.holderName} · {m.memberNumber}
                </span>
                <span>{t('validRange', { from: formatDay(m.validFrom, locale), until: formatDay(m.validUntil, locale) })}</span>
                <MembershipStatus status={m.status} validFrom={m.validFrom} locale={locale} />
              </li>
            ))}
          </ul>
        )}
        <p className={styles.links} style={{ marginTop: 24 }}>
          <Link className={styles.linkButton} href="/membership/type" data-testid="my-memberships-buy">
            {t('buyOne')}
          </Link>
        </p>
      </PageBody>
    </>
  );
}

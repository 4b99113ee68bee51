import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { requireAccount } from '@/components/accounts/family/require-account';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { SecurityPanel } from '@/components/accounts/security/SecurityPanel';
import styles from '@/components/accounts/security/security.module.css';
import { siteName } from '@/components/layout/LocaleDocument';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getPathname } from '@/i18n/navigation';
import { safeNextPath, SECURITY_PATH, withNext } from '@/lib/accounts/paths';
import { holdsRole, secondFactorStatus } from '@/lib/accounts/second-factor';
import { BASE_PATH } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { formatDate } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { groupSecret, otpauthUri } from '@/lib/security/totp';
import { firstParam } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SecondFactor' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /account/security: the account's second factor (docs/decisions/055). Off: a button sets one up.
 * Being set up: the key as a QR code for the authenticator app and as text, and the first code that
 * turns it on (then the ten recovery codes, shown once). On: new recovery codes, or turning it off,
 * each with a current code (an organiser or promoter keeps it). `?next=` is where the organiser area
 * sends a role holder who has none yet, to come back to after the recovery codes.
 */
export default async function SecurityPage({ params, searchParams }: TProps) {
  const [locale, query] = await Promise.all([pageLocale(params), searchParams]);
  const next = safeNextPath(firstParam(query.next)) ?? undefined;
  const account = await requireAccount(locale, withNext(SECURITY_PATH, next));
  const t = await getTranslations('SecondFactor');
  const db = await getDb();
  const [status, role] = await Promise.all([secondFactorStatus({ db }, account.id), holdsRole(db, account.id)]);

  let enrolment: { groupedSecret: string; qrSvg: string } | undefined;
  if (status.state === 'pending') {
    const uri = otpauthUri({ secret: status.secret, issuer: await siteName(), account: account.email ?? `${account.firstName} ${account.lastName}` });
    enrolment = { groupedSecret: groupSecret(status.secret), qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
  }
  const continueHref = `${BASE_PATH}${getPathname({ href: next ?? SECURITY_PATH, locale })}`;

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <div className={styles.panel}>
          {role && status.state !== 'confirmed' ? (
            <p className={styles.info} role="status" data-testid="second-factor-required">
              {t('required')}
            </p>
          ) : null}
          {firstParam(query.status) === 'removed' && status.state === 'none' ? (
            <p className={styles.ok} role="status" data-testid="second-factor-removed">
              {t('removed')}
            </p>
          ) : null}
          <ScopedMessages pick={(m) => ({ SecondFactor: m.SecondFactor })}>
            <SecurityPanel
              status={status.state}
              enrolment={enrolment}
              confirmedOn={status.state === 'confirmed' ? formatDate(status.confirmedAt, locale) : undefined}
              recoveryCodesLeft={status.state === 'confirmed' ? status.recoveryCodesLeft : undefined}
              holdsRole={role}
              next={next}
              continueHref={continueHref}
            />
          </ScopedMessages>
        </div>
      </PageBody>
    </>
  );
}

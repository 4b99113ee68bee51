import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { pickRegistrationMessages } from '@/components/accounts/registration/messages';
import { RegistrationStepper } from '@/components/accounts/registration/RegistrationStepper';
import styles from '@/components/accounts/registration/registration.module.css';
import { Alert } from '@/components/forms/Alert';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { NextLink } from '@/components/ui/NextLink';
import { ScriptGate } from '@/components/ui/ScriptGate';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { menuTitle } from '@/lib/content/titles';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Registration' });
  return { title: await menuTitle(locale, '/registration/participant', t('title')) };
}

/**
 * /registration/participant: the participant registration stepper (plain HTML, CSS modules and
 * native form controls: outside the `(mui)` group, it ships neither MUI nor Emotion). A signed-in
 * adult is offered as the guardian of a minor who registers (Existing Account) and pointed to Family members.
 */
export default async function ParticipantRegistrationPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const t = await getTranslations('Registration');
  const tf = await getTranslations('Forms');
  const account = await getCurrentAccount();
  const adult = account && !account.isMinor ? { firstName: account.firstName, lastName: account.lastName, email: account.email } : null;

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <p className={styles.intro}>{t('intro')}</p>
        {adult ? (
          <Alert severity="info" className={styles.notice} data-testid="registration-signed-in">
            {t('signedInAs', { name: `${adult.firstName} ${adult.lastName}` })}{' '}
            <NextLink href="/account/family">
              {t('familyLink')}
            </NextLink>
          </Alert>
        ) : null}
        <ScriptGate loading={tf('loading')} noScript={tf('needsJavaScript')}>
          <ScopedMessages pick={pickRegistrationMessages}>
            <RegistrationStepper signedInGuardian={adult} />
          </ScopedMessages>
        </ScriptGate>
      </PageBody>
    </>
  );
}

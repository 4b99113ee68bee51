import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { pickRegistrationMessages } from '@/components/accounts/registration/messages';
import { RegistrationStepper } from '@/components/accounts/registration/RegistrationStepper';
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
 * /registration/participant: the participant registration stepper. A signed-in adult is offered
 * as the guardian of a minor who registers (Existing Account) and pointed to Family members.
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
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        {adult ? (
          <Alert severity="info" sx={{ mb: 3 }} data-testid="registration-signed-in">
            {t('signedInAs', { name: `${adult.firstName} ${adult.lastName}` })}{' '}
            <Link component={NextLink} href="/account/family">
              {t('familyLink')}
            </Link>
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

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ScopedMessages } from '@/components/accounts/auth/ScopedMessages';
import { pickRegistrationMessages } from '@/components/accounts/registration/messages';
import { RegistrationForEvent } from '@/components/accounts/registration/RegistrationForEvent';
import { RegistrationStepper } from '@/components/accounts/registration/RegistrationStepper';
import styles from '@/components/accounts/registration/registration.module.css';
import { Alert } from '@/components/forms/Alert';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { NextLink } from '@/components/ui/NextLink';
import { ScriptGate } from '@/components/ui/ScriptGate';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { menuTitle } from '@/lib/content/titles';
import { loadReturnEvent, membersOnlyEvent } from '@/lib/events/registration';
import { MembersOnlyCheck } from '@/components/memberships/MembersOnlyCheck';
import { pageLocale } from '@/lib/i18n/page-locale';
import { firstParam, parseId } from '@/lib/validation/params';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Registration' });
  return { title: await menuTitle(locale, '/registration/participant', t('title')) };
}

/**
 * /registration/participant: the participant registration stepper (plain HTML, CSS modules and
 * native form controls: outside the `(mui)` group, it ships neither MUI nor Emotion). A signed-in
 * adult is offered as the guardian of a minor who registers (Existing Account) and pointed to Family members.
 * `?event={id}` (an event's "Register" on the embedded platform): the account is for that event,
 * and the thank-you page leads back to it; anything but a positive integer, or an event the
 * platform does not show, is ignored. A members-only event (pre-registration) first says who of
 * the signed-in family holds a membership valid on its day, and which membership is missing.
 */
export default async function ParticipantRegistrationPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ event?: string | string[] }>;
}) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const event = await loadReturnEvent(parseId(firstParam(query.event)), locale);
  const membersOnly = event ? await membersOnlyEvent(event.id, locale) : null;
  const t = await getTranslations('Registration');
  const tf = await getTranslations('Forms');
  const account = await getCurrentAccount();
  const adult = account && !account.isMinor ? { firstName: account.firstName, lastName: account.lastName, email: account.email } : null;

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <p className={styles.intro}>{t('intro')}</p>
        {event ? <RegistrationForEvent event={event} /> : null}
        {membersOnly ? <MembersOnlyCheck event={membersOnly.event} organizationId={membersOnly.organizationId} organizationName={membersOnly.organizationName} locale={locale} /> : null}
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
            <RegistrationStepper signedInGuardian={adult} eventId={event?.id ?? null} />
          </ScopedMessages>
        </ScriptGate>
      </PageBody>
    </>
  );
}

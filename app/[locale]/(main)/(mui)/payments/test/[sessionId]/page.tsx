import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { TestCheckout } from '@/components/payments/TestCheckout';
import { getTestMembershipCheckout } from '@/lib/memberships';
import { getTestCheckout, PAYMENT_ERRORS, type TPaymentError } from '@/lib/spectators';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string; sessionId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'TestPayment' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /payments/test/{sessionId}: the hosted page of the built-in test payment provider (used when
 * Stripe is not configured), for a ticket purchase or a membership. Unknown sessions, or Stripe
 * in use: 404.
 */
export default async function TestPaymentPage({ params, searchParams }: TProps) {
  const [{ locale, sessionId }, query] = await Promise.all([pageParams(params), searchParams]);
  const checkout = (await getTestCheckout(sessionId)) ?? (await getTestMembershipCheckout(sessionId, locale));
  if (!checkout) notFound();
  const t = await getTranslations('TestPayment');
  const raw = Array.isArray(query.error) ? query.error[0] : query.error;
  const error = (PAYMENT_ERRORS as readonly string[]).includes(raw ?? '') ? (raw as TPaymentError) : null;
  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <TestCheckout checkout={checkout} locale={locale} error={error} />
      </PageBody>
    </>
  );
}

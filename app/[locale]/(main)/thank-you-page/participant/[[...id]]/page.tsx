import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThankYou } from '@/components/accounts/registration/ThankYou';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getWelcome } from '@/lib/accounts/family';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { loadReturnEvent } from '@/lib/events/registration';
import { optionalIdOr404 } from '@/lib/http/route-params';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';
import { familyDeps } from '@/lib/accounts/services';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id?: string[] }>; searchParams: Promise<{ event?: string | string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ThankYou' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /thank-you-page/participant/{id?}: after a registration. The new account itself, or its
 * guardian, is greeted with its details; anyone else (or no id) gets the generic thanks, never
 * personal data. A malformed id is a 404. `?event={id}` (the stepper carries the event the
 * visitor came to register for): a prominent link back to it; a malformed or unknown event is ignored.
 */
export default async function ParticipantThankYouPage({ params, searchParams }: TProps) {
  const [{ locale, id: segments }, query] = await Promise.all([pageParams(params), searchParams]);
  const id = optionalIdOr404(segments);
  const t = await getTranslations('ThankYou');
  const viewer = await getCurrentAccount();
  const [welcome, event] = await Promise.all([
    id === null || !viewer ? null : getWelcome(await familyDeps(), { accountId: id, viewerId: viewer.id }),
    loadReturnEvent(parseId(firstParam(query.event)), locale),
  ]);

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <ThankYou welcome={welcome} viewerIsAdult={Boolean(viewer && !viewer.isMinor)} event={event} locale={locale} />
      </PageBody>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThankYou } from '@/components/accounts/registration/ThankYou';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getWelcome } from '@/lib/accounts/family';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { optionalIdOr404 } from '@/lib/http/route-params';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';
import { familyDeps } from '@/lib/accounts/services';

type TProps = { params: Promise<{ locale: string; id?: string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ThankYou' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /thank-you-page/participant/{id?}: after a registration. The new account itself, or its
 * guardian, is greeted with its details; anyone else (or no id) gets the generic thanks, never
 * personal data. A malformed id is a 404.
 */
export default async function ParticipantThankYouPage({ params }: TProps) {
  const { locale, id: segments } = await pageParams(params);
  const id = optionalIdOr404(segments);
  const t = await getTranslations('ThankYou');
  const viewer = await getCurrentAccount();
  const welcome = id === null || !viewer ? null : await getWelcome(await familyDeps(), { accountId: id, viewerId: viewer.id });

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <ThankYou welcome={welcome} viewerIsAdult={Boolean(viewer && !viewer.isMinor)} locale={locale} />
      </PageBody>
    </>
  );
}

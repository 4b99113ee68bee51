import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { WaiverAbout } from '@/components/waiver/WaiverAbout';
import { WaiverView } from '@/components/waiver/WaiverView';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { getWaiver, isDocumentUuid } from '@/lib/spectators';
import { parseUuid } from '@/lib/validation/params';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; uuid?: string[] }>; searchParams: Promise<{ token?: string | string[] }> };

/** The document UUID of the path: null for /waiver, the UUID, or 404 for anything else. */
function uuidOr404(segments: string[] | undefined): string | null {
  if (!segments || segments.length === 0) return null;
  const uuid = segments.length === 1 ? parseUuid(segments[0]) : null;
  if (!uuid || !isDocumentUuid(uuid)) notFound();
  return uuid;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'WaiverUi.page' });
  // A waiver link is personal: never indexed.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /waiver/{documentUUID?}[?token=]: without a UUID, what waivers are and where their links come
 * from; with one, the waiver not signed (text and form), signed (the record, a printable copy) or
 * rejected (cannot be signed). Once signed, the record's personal data only for its owners signed
 * in or a valid copy link (`?token=`, the completion page); a summary for anyone else (decision
 * 012). Unknown or malformed UUIDs are 404.
 */
export default async function WaiverPage({ params, searchParams }: TProps) {
  const { locale, uuid: segments } = await pageParams(params);
  const { token } = await searchParams;
  const uuid = uuidOr404(segments);
  const t = await getTranslations('WaiverUi.page');

  if (!uuid) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody>
          <WaiverAbout />
        </PageBody>
      </>
    );
  }

  const account = await getCurrentAccount();
  const viewer = account ? { id: account.id, role: account.role } : null;
  const waiver = await getWaiver({ uuid, locale: locale, viewer, copyToken: typeof token === 'string' ? token : null });
  if (!waiver) notFound();

  return (
    <>
      <PageHeader title={t('titleFor', { event: waiver.event.name })} crumbs={[{ label: t('title'), href: '/waiver' }]} />
      <PageBody>
        <WaiverView waiver={waiver} locale={locale} signedIn={viewer !== null} />
      </PageBody>
    </>
  );
}

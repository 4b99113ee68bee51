import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { WaiverCopy } from '@/components/waiver/WaiverCopy';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import { getWaiver, isDocumentUuid } from '@/lib/spectators';
import { parseUuid } from '@/lib/validation/params';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; uuid: string }>; searchParams: Promise<{ token?: string | string[] }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'WaiverUi.copy' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /waiver/copy/{documentUUID}[?token=]: the printable copy of a signed or rejected waiver (print
 * layout): the exact text, what was agreed to, the signature, the hashes and the record's seal,
 * for the record's owners signed in or a valid copy link (`?token=`, from the completion page or
 * the mail, 7 days); anyone else sees the outcome with initials, and an expired or forged link
 * says so. A waiver not signed yet has no copy (404).
 */
export default async function WaiverCopyPage({ params, searchParams }: TProps) {
  const { locale, uuid: raw } = await pageParams(params);
  const { token } = await searchParams;
  const uuid = parseUuid(raw);
  if (!uuid || !isDocumentUuid(uuid)) notFound();
  const account = await getCurrentAccount();
  const waiver = await getWaiver({
    uuid,
    locale: locale,
    viewer: account ? { id: account.id, role: account.role } : null,
    copyToken: typeof token === 'string' ? token : null,
  });
  if (!waiver || waiver.status === 'not_signed') notFound();
  return <WaiverCopy waiver={waiver} locale={locale} signedIn={account !== null} />;
}

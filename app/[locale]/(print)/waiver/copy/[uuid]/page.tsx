import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WaiverCopy } from '@/components/waiver/WaiverCopy';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import type { TLocale } from '@/lib/constants';
import { getWaiver, isDocumentUuid } from '@/lib/spectators';
import { parseUuid } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; uuid: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'WaiverUi.copy' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * /waiver/copy/{documentUUID}: the printable copy of a signed or rejected waiver (print layout):
 * the exact text, what was agreed to, the signature, the hashes and the record's seal. A waiver
 * not signed yet has no copy (404).
 */
export default async function WaiverCopyPage({ params }: TProps) {
  const { locale, uuid: raw } = await params;
  setRequestLocale(locale);
  const uuid = parseUuid(raw);
  if (!uuid || !isDocumentUuid(uuid)) notFound();
  const account = await getCurrentAccount();
  const waiver = await getWaiver({ uuid, locale: locale as TLocale, viewer: account ? { id: account.id, role: account.role } : null });
  if (!waiver?.copy) notFound();
  return <WaiverCopy waiver={waiver} copy={waiver.copy} locale={locale as TLocale} />;
}

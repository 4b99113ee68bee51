import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';

/** /maytest: an old address; moved permanently to the home page (in the same language). */
export default async function Redirect({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  permanentRedirect(getPathname({ href: '/', locale: locale as TLocale }));
}

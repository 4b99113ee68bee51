import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';

/** /series/oldPage: an old address; moved permanently to /series (in the same language). */
export default async function Redirect({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  permanentRedirect(getPathname({ href: '/series', locale: locale as TLocale }));
}

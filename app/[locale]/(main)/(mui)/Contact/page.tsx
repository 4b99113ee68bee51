import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';

/** /Contact: the old contact address; moved permanently to /contact-us (in the same language). */
export default async function Redirect({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  permanentRedirect(getPathname({ href: '/contact-us', locale: locale as TLocale }));
}

import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

/** /series/oldPage: an old address; moved permanently to /series (in the same language). */
export default async function Redirect({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  permanentRedirect(getPathname({ href: '/series', locale: locale }));
}

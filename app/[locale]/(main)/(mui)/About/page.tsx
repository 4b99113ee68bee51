import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { pageLocale } from '@/lib/i18n/page-locale';

/** /About: the old about address; moved permanently to /about-us (in the same language). */
export default async function Redirect({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  permanentRedirect(getPathname({ href: '/about-us', locale: locale }));
}

import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { ServiceNotice } from '@/components/layout/ServiceNotice';
import { Link } from '@/i18n/navigation';

/**
 * What a content page shows when the content service failed and no earlier copy is kept
 * (docs/decisions/022): a translated notice and a link that loads the page again. Plain HTML and
 * CSS, no client JavaScript. `heading` is h1 where the page has no title of its own (home).
 */
export async function ContentUnavailable({ retryHref, heading = 'h2' }: { retryHref: string; heading?: 'h1' | 'h2' }) {
  const t = await getTranslations('ContentUnavailable');
  return (
    <ServiceNotice
      id="content-unavailable-title"
      testId="content-unavailable"
      heading={heading}
      title={t('title')}
      description={t('description')}
      action={
        <Link href={retryHref} className={button.contained} prefetch={false}>
          {t('retry')}
        </Link>
      }
    />
  );
}

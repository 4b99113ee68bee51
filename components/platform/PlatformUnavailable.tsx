import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { PageBody, PageHeader, type TCrumb } from '@/components/layout/PageHeader';
import { ServiceNotice } from '@/components/layout/ServiceNotice';
import { Link } from '@/i18n/navigation';
import { markNotImplemented } from '@/server/response-status.mjs';

/**
 * What a page (or a section of one) shows in place of something the racing platform in use does
 * not offer (AppError PLATFORM_NOT_AVAILABLE, docs/decisions/024): a translated notice and a link
 * home. Nothing to retry: it is how the site is set up, not an outage. A page that shows it answers
 * 501 as a document (it marks the request as it renders: server/response-status.mjs). Plain HTML,
 * no client JavaScript.
 */
export async function PlatformUnavailable({ heading = 'h2' }: { heading?: 'h2' | 'h3' }) {
  markNotImplemented();
  const t = await getTranslations('PlatformUnavailable');
  const tc = await getTranslations('Common');
  return (
    <ServiceNotice
      id="platform-unavailable-title"
      testId="platform-unavailable"
      heading={heading}
      title={t('title')}
      description={t('description')}
      action={
        <Link href="/" className={button.contained} prefetch={false}>
          {tc('backHome')}
        </Link>
      }
    />
  );
}

/** A whole page of something the racing platform in use does not offer: its header, then the notice. */
export async function PlatformUnavailablePage({ title, crumbs }: { title: string; crumbs?: TCrumb[] }) {
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <PageBody>
        <PlatformUnavailable />
      </PageBody>
    </>
  );
}

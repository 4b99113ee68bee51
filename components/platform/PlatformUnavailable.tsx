import { getTranslations } from 'next-intl/server';
import styles from '@/components/content/ContentUnavailable.module.css';
import button from '@/components/layout/button.module.css';
import { PageBody, PageHeader, type TCrumb } from '@/components/layout/PageHeader';
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
  const Heading = heading;
  return (
    <section className={styles.box} aria-labelledby="platform-unavailable-title" data-testid="platform-unavailable">
      <Heading id="platform-unavailable-title" className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.description}>{t('description')}</p>
      <Link href="/" className={button.contained} prefetch={false}>
        {tc('backHome')}
      </Link>
    </section>
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

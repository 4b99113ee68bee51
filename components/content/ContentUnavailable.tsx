import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { Link } from '@/i18n/navigation';
import styles from './ContentUnavailable.module.css';

/**
 * What a content page shows when the content service failed and no earlier copy is kept
 * (docs/decisions/022): a translated notice and a link that loads the page again. Plain HTML and
 * CSS, no client JavaScript. `heading` is h1 where the page has no title of its own (home).
 */
export async function ContentUnavailable({ retryHref, heading = 'h2' }: { retryHref: string; heading?: 'h1' | 'h2' }) {
  const t = await getTranslations('ContentUnavailable');
  const Heading = heading;
  return (
    <section className={styles.box} aria-labelledby="content-unavailable-title" data-testid="content-unavailable">
      <Heading id="content-unavailable-title" className={styles.title}>
        {t('title')}
      </Heading>
      <p className={styles.description}>{t('description')}</p>
      <Link href={retryHref} className={button.contained} prefetch={false}>
        {t('retry')}
      </Link>
    </section>
  );
}

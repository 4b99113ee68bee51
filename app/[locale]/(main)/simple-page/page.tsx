import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { getTranslations } from 'next-intl/server';
import content from '@/components/content/content.module.css';
import styles from '@/components/content/pages.module.css';
import { Link } from '@/i18n/navigation';
import { listSimplePages } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { pageLocale } from '@/lib/i18n/page-locale';

/** The seo links the page route accepts (others would only lead to a 404). */
const SEO_LINK = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SimplePage' });
  return { title: t('indexTitle'), description: t('indexDescription') };
}

/** /simple-page: an index of all the simple pages. */
export default async function SimplePageIndex({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('SimplePage');
  const loaded = await loadPageContent('simple pages', () => listSimplePages(locale));
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('indexTitle')} retryHref="/simple-page" />;
  }
  const pages = loaded.value.filter((p) => SEO_LINK.test(p.seoLink));

  return (
    <ContentPage title={t('indexTitle')}>
      {pages.length === 0 ? (
        <p className={content.text} data-testid="simple-pages-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={styles.simplePages} data-testid="simple-pages-list">
          {pages.map((p) => (
            <li key={p.id}>
              <Link href={`/simple-page/${p.seoLink}`} className={content.link}>
                {p.title || p.pageName || p.seoLink}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ContentPage>
  );
}

import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { menuTitle } from '@/lib/content/titles';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import content from '@/components/content/content.module.css';
import styles from '@/components/content/pages.module.css';
import button from '@/components/layout/button.module.css';
import { Icon } from '@/components/layout/icons';
import { Link } from '@/i18n/navigation';
import { getSettings, listNews } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { loadOr } from '@/lib/http/safe';
import { formatDate } from '@/lib/i18n/format';
import { pageParams } from '@/lib/i18n/page-locale';

const PAGE_SIZE = 10;

type TProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

/** `?page=N`: a positive whole number, anything else is page 1. */
function parsePage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,7}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

function pageHref(page: number): string {
  return page <= 1 ? '/news' : `/news?page=${page}`;
}

export async function generateMetadata({ params, searchParams }: TProps): Promise<Metadata> {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'News' });
  const page = parsePage(query.page);
  return { title: page > 1 ? t('pageTitle', { page }) : await menuTitle(locale, '/news', t('title')), description: t('description') };
}

/** /news: the articles, newest first, ten a page (`?page=N`). */
export default async function NewsPage({ params, searchParams }: TProps) {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations('News');
  const page = parsePage(query.page);

  const [loaded, settings] = await Promise.all([
    loadPageContent('news', () => listNews(locale, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })),
    loadOr('settings', () => getSettings(), null),
  ]);
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('title')} retryHref={pageHref(page)} />;
  }
  const { items, total } = loaded.value;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) notFound();
  const placeholder = settings?.images.imagePlaceholder;

  return (
    <ContentPage title={t('title')}>
      {items.length === 0 ? (
        <p className={content.text} data-testid="news-empty">
          {t('empty')}
        </p>
      ) : (
        <ul className={`${content.plainList} ${styles.newsList}`} data-testid="news-list">
          {items.map((item) => {
            const image = item.imageUrl ?? placeholder;
            const published = new Date(item.publishedAt);
            return (
              <li key={item.id} className={`${styles.newsItem} ${image ? styles.newsItemWithImage : ''}`} data-testid="news-item">
                {image ? (
                  // eslint-disable-next-line @next/next/no-img-element -- content images (SVG or remote)
                  <img src={image} alt="" loading="lazy" className={styles.newsImage} />
                ) : null}
                <div className={styles.newsText}>
                  <h2 className={`${content.h2Small} ${styles.newsTitle}`}>
                    <Link href={`/news/${encodeURIComponent(item.slug)}`} className={content.link}>
                      {item.title}
                    </Link>
                  </h2>
                  <p className={`${content.body2} ${content.secondary} ${styles.newsDate}`}>
                    <time dateTime={published.toISOString()}>{t('published', { date: formatDate(published, locale, 'date') })}</time>
                  </p>
                  {item.summary ? <p className={content.text}>{item.summary}</p> : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('pagination')} className={styles.pagination} data-testid="news-pagination">
          <div className={styles.paginationSide}>
            {page > 1 ? (
              <Link href={pageHref(page - 1)} rel="prev" className={button.outlined}>
                <span className={content.startIcon}>
                  <Icon name="chevronLeft" size={20} />
                </span>
                {t('previous')}
              </Link>
            ) : null}
          </div>
          <p className={content.body2}>{t('pageStatus', { page, pages })}</p>
          <div className={styles.paginationSide}>
            {page < pages ? (
              <Link href={pageHref(page + 1)} rel="next" className={button.outlined}>
                {t('next')}
                <span className={content.endIcon}>
                  <Icon name="chevronRight" size={20} />
                </span>
              </Link>
            ) : null}
          </div>
        </nav>
      ) : null}
    </ContentPage>
  );
}

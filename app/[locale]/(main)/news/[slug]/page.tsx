import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import content from '@/components/content/content.module.css';
import styles from '@/components/content/pages.module.css';
import button from '@/components/layout/button.module.css';
import { Icon } from '@/components/layout/icons';
import { Link } from '@/i18n/navigation';
import { getNewsArticle, type TNewsArticle } from '@/lib/content';
import { loadPageContent, type TPageContent } from '@/lib/content/page';
import { formatDate } from '@/lib/i18n/format';
import { type TLocale } from '@/lib/constants';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; slug: string }> };

/**
 * One load per request, shared by the metadata and the page. Absurd slugs are not looked up.
 * `ok: false` when the content service failed with nothing kept; a null value is an unknown slug.
 */
const loadArticle = cache(async (slug: string, locale: TLocale): Promise<TPageContent<TNewsArticle | null>> => {
  if (slug.length === 0 || slug.length > 200) return { ok: true, value: null };
  return loadPageContent('news article', () => getNewsArticle(slug, locale));
});

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, slug } = await pageParams(params);
  const loaded = await loadArticle(slug, locale);
  const article = loaded.ok ? loaded.value : null;
  if (!article) {
    const t = await getTranslations({ locale, namespace: 'News' });
    return { title: t('title') };
  }
  return {
    title: article.title,
    description: article.summary || undefined,
    openGraph: { title: article.title, description: article.summary || undefined, type: 'article', images: article.imageUrl ? [article.imageUrl] : undefined },
  };
}

/** /news/[slug]: one article; an unknown slug is a 404. */
export default async function NewsArticlePage({ params }: TProps) {
  const { locale, slug } = await pageParams(params);
  const loaded = await loadArticle(slug, locale);
  const t = await getTranslations('News');
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('title')} retryHref={`/news/${encodeURIComponent(slug)}`} />;
  }
  const article = loaded.value;
  if (!article) notFound();
  const published = new Date(article.publishedAt);

  return (
    <ContentPage title={article.title} crumbs={[{ label: t('title'), href: '/news' }]}>
      <article className={styles.article} data-testid="news-article">
        <p className={`${content.body2} ${content.secondary} ${styles.articleDate}`}>
          <time dateTime={published.toISOString()}>{t('published', { date: formatDate(published, locale, 'date') })}</time>
        </p>
        {article.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- content images (SVG or remote)
          <img src={article.imageUrl} alt="" className={styles.articleImage} />
        ) : null}
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: article.html }} />
      </article>
      <Link href="/news" className={`${button.text} ${styles.articleBack}`} data-testid="news-back">
        <span className={content.startIcon}>
          <Icon name="arrowBack" size={20} />
        </span>
        {t('back')}
      </Link>
    </ContentPage>
  );
}

import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { getSimplePage, type TSimplePage } from '@/lib/content';
import { loadPageContent, type TPageContent } from '@/lib/content/page';
import type { TLocale } from '@/lib/constants';
import { pageParams } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string; seolink: string }> };

/** A simple page's seo link: letters, digits and hyphens, at most 100 characters. */
const SEO_LINK = /^[a-z0-9][a-z0-9-]{0,99}$/i;

/**
 * One load per request, shared by the metadata and the page; a malformed link is never looked up.
 * `ok: false` when the content service failed with nothing kept; a null value is an unknown link.
 */
const loadPage = cache(
  async (seolink: string, locale: TLocale): Promise<TPageContent<TSimplePage | null>> =>
    SEO_LINK.test(seolink) ? loadPageContent('simple page', () => getSimplePage(seolink, locale)) : { ok: true, value: null },
);

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, seolink } = await pageParams(params);
  const loaded = await loadPage(seolink, locale);
  const page = loaded.ok ? loaded.value : null;
  if (!page) {
    const t = await getTranslations({ locale, namespace: 'SimplePage' });
    return { title: t('indexTitle') };
  }
  return { title: page.title || page.pageName };
}

/** /simple-page/[seolink]: an editor page (title and HTML); an unknown or malformed link is a 404. */
export default async function SimplePage({ params }: TProps) {
  const { locale, seolink } = await pageParams(params);
  const loaded = await loadPage(seolink, locale);
  const t = await getTranslations('SimplePage');
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('indexTitle')} retryHref={`/simple-page/${seolink}`} />;
  }
  const page = loaded.value;
  if (!page) notFound();

  return (
    <ContentPage title={page.title || page.pageName} crumbs={[{ label: t('indexTitle'), href: '/simple-page' }]}>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: page.html }} data-testid="simple-page-content" />
    </ContentPage>
  );
}

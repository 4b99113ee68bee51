import type { MetadataRoute } from 'next';
import { listNews, listSimplePages } from '@/lib/content';
import { env } from '@/lib/env';
import { LOCALES } from '@/lib/constants';
import { loadOr } from '@/lib/http/safe';
import { absoluteUrl } from '@/lib/http/paths';

export const dynamic = 'force-dynamic';

/** Public pages every language has; detail pages are added from the content and platform. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/about-us',
  '/contact-us',
  '/documents',
  '/event-calendar',
  '/faqs',
  '/news',
  '/results',
  '/rules',
  '/series',
  '/sponsors',
  '/simple-page',
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, news] = await Promise.all([
    loadOr('sitemap simple pages', () => listSimplePages('en'), []),
    loadOr('sitemap news', () => listNews('en', { limit: 500 }), { items: [], total: 0 }),
  ]);
  const paths = [
    ...SITEMAP_STATIC_PATHS.map((p) => ({ path: p as string, lastModified: undefined as Date | undefined })),
    ...pages.map((p) => ({ path: `/simple-page/${p.seoLink}`, lastModified: p.updatedAt })),
    ...news.items.map((n) => ({ path: `/news/${n.slug}`, lastModified: n.publishedAt })),
  ];
  return paths.map(({ path, lastModified }) => ({
    url: absoluteUrl(env.SITE_URL, path, 'en'),
    lastModified,
    alternates: { languages: Object.fromEntries(LOCALES.map((l) => [l, absoluteUrl(env.SITE_URL, path, l)])) },
  }));
}

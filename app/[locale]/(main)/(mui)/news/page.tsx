import type { Metadata } from 'next';
import { menuTitle } from '@/lib/content/titles';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { NextLink } from '@/components/ui/NextLink';
import { getContent, getSettings } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { loadOr } from '@/lib/http/safe';
import { formatDate } from '@/lib/i18n/format';
import { type TLocale } from '@/lib/constants';

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
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  const t = await getTranslations({ locale, namespace: 'News' });
  const page = parsePage(query.page);
  return { title: page > 1 ? t('pageTitle', { page }) : await menuTitle(locale, '/news', t('title')), description: t('description') };
}

/** /news: the articles, newest first, ten a page (`?page=N`). */
export default async function NewsPage({ params, searchParams }: TProps) {
  const [{ locale }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale);
  const lang = locale as TLocale;
  const t = await getTranslations('News');
  const page = parsePage(query.page);

  const [loaded, settings] = await Promise.all([
    loadPageContent('news', () => getContent().listNews(lang, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE })),
    loadOr('settings', () => getSettings(), null),
  ]);
  if (!loaded.ok) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody>
          <ContentUnavailable retryHref={pageHref(page)} />
        </PageBody>
      </>
    );
  }
  const { items, total } = loaded.value;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) notFound();
  const placeholder = settings?.images.imagePlaceholder;

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        {items.length === 0 ? (
          <Typography data-testid="news-empty">{t('empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }} data-testid="news-list">
            {items.map((item) => {
              const image = item.imageUrl ?? placeholder;
              const published = new Date(item.publishedAt);
              return (
                <Box
                  component="li"
                  key={item.id}
                  sx={{
                    display: 'grid',
                    gap: 2,
                    gridTemplateColumns: { xs: '1fr', sm: image ? '220px 1fr' : '1fr' },
                    alignItems: 'start',
                    pb: 3,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                  data-testid="news-item"
                >
                  {image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- content images (SVG or remote)
                    <img
                      src={image}
                      alt=""
                      loading="lazy"
                      style={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block', borderRadius: 6 }}
                    />
                  ) : null}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
                      <MuiLink component={NextLink} href={`/news/${encodeURIComponent(item.slug)}`} underline="always">
                        {item.title}
                      </MuiLink>
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                      <time dateTime={published.toISOString()}>{t('published', { date: formatDate(published, lang, 'date') })}</time>
                    </Typography>
                    {item.summary ? <Typography>{item.summary}</Typography> : null}
                  </Box>
                </Box>
              );
            })}
          </Box>
        )}
        {pages > 1 ? (
          <Box
            component="nav"
            aria-label={t('pagination')}
            sx={{ mt: 3, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
            data-testid="news-pagination"
          >
            <Box sx={{ minWidth: 0 }}>
              {page > 1 ? (
                <Button component={NextLink} href={pageHref(page - 1)} rel="prev" variant="outlined" startIcon={<ChevronLeftIcon />}>
                  {t('previous')}
                </Button>
              ) : null}
            </Box>
            <Typography variant="body2">
              {t('pageStatus', { page, pages })}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              {page < pages ? (
                <Button component={NextLink} href={pageHref(page + 1)} rel="next" variant="outlined" endIcon={<ChevronRightIcon />}>
                  {t('next')}
                </Button>
              ) : null}
            </Box>
          </Box>
        ) : null}
      </PageBody>
    </>
  );
}

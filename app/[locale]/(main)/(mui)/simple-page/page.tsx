import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { NextLink } from '@/components/ui/NextLink';
import { getContent } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import type { TLocale } from '@/lib/constants';

/** The seo links the page route accepts (others would only lead to a 404). */
const SEO_LINK = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'SimplePage' });
  return { title: t('indexTitle'), description: t('indexDescription') };
}

/** /simple-page: an index of all the simple pages. */
export default async function SimplePageIndex({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('SimplePage');
  const loaded = await loadPageContent('simple pages', () => getContent().listSimplePages(locale as TLocale));
  if (!loaded.ok) {
    return (
      <>
        <PageHeader title={t('indexTitle')} />
        <PageBody>
          <ContentUnavailable retryHref="/simple-page" />
        </PageBody>
      </>
    );
  }
  const pages = loaded.value.filter((p) => SEO_LINK.test(p.seoLink));

  return (
    <>
      <PageHeader title={t('indexTitle')} />
      <PageBody>
        {pages.length === 0 ? (
          <Typography data-testid="simple-pages-empty">{t('empty')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3, '& li': { py: 0.75 } }} data-testid="simple-pages-list">
            {pages.map((p) => (
              <li key={p.id}>
                <MuiLink component={NextLink} href={`/simple-page/${p.seoLink}`} underline="always">
                  {p.title || p.pageName || p.seoLink}
                </MuiLink>
              </li>
            ))}
          </Box>
        )}
      </PageBody>
    </>
  );
}

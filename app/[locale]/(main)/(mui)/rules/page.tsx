import type { Metadata } from 'next';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getContent } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import type { TLocale } from '@/lib/constants';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Rules' });
  return { title: await menuTitle(locale, '/rules', t('title')), description: t('description') };
}

/** An HTML id from a section slug (ids cannot hold spaces). */
function anchorOf(slug: string, id: number): string {
  const clean = slug.trim().replace(/\s+/g, '-');
  return clean === '' ? `rule-${id}` : clean;
}

/** /rules: a table of contents (links to each section's slug), then the sections. */
export default async function RulesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Rules');
  const loaded = await loadPageContent('rules', () => getContent().listRules(locale as TLocale));
  if (!loaded.ok) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody>
          <ContentUnavailable retryHref="/rules" />
        </PageBody>
      </>
    );
  }
  const sections = loaded.value;

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        {sections.length === 0 ? (
          <Typography data-testid="rules-empty">{t('empty')}</Typography>
        ) : (
          <>
            <Paper component="nav" variant="outlined" aria-labelledby="rules-contents" id="rules-toc" sx={{ p: { xs: 2, sm: 3 }, mb: 4, maxWidth: 720, scrollMarginTop: '80px' }} data-testid="rules-toc">
              <Typography variant="h2" id="rules-contents" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {t('contents')}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3, '& li': { py: 0.5 } }}>
                {sections.map((s) => (
                  <li key={s.id}>
                    <MuiLink href={`#${anchorOf(s.slug, s.id)}`} underline="always">
                      {s.title}
                    </MuiLink>
                  </li>
                ))}
              </Box>
            </Paper>
            {sections.map((s) => {
              const anchor = anchorOf(s.slug, s.id);
              return (
                <Box
                  component="section"
                  key={s.id}
                  id={anchor}
                  aria-labelledby={`${anchor}-title`}
                  tabIndex={-1}
                  sx={{ mb: 4, scrollMarginTop: '80px', outline: 'none' }}
                  data-testid="rules-section"
                >
                  <Typography variant="h2" id={`${anchor}-title`} sx={{ mb: 1.5 }}>
                    {s.title}
                  </Typography>
                  <div className="rich-text" dangerouslySetInnerHTML={{ __html: s.html }} />
                  <Typography variant="body2" sx={{ mt: 1 }}>
                    <MuiLink href="#rules-toc" underline="always">
                      {t('backToContents')}
                    </MuiLink>
                  </Typography>
                </Box>
              );
            })}
          </>
        )}
      </PageBody>
    </>
  );
}

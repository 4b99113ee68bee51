import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getContent } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { loadOr } from '@/lib/http/safe';
import type { TLocale } from '@/lib/constants';

/** One load per request, shared by the metadata and the page (`ok: false`: nothing to show). */
const loadAbout = cache((locale: TLocale) => loadPageContent('about', () => getContent().getAbout(locale)));

/** A tel: link target: digits and a leading +, nothing else. */
function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'About' });
  const loaded = await loadAbout(locale as TLocale);
  return { title: (loaded.ok && loaded.value.title) || t('title'), description: t('description') };
}

/** /about-us: the about text and body, then the organisation's contact lists. */
export default async function AboutPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lang = locale as TLocale;
  const t = await getTranslations('About');
  const [loaded, contactLists] = await Promise.all([
    loadAbout(lang),
    loadOr('contact lists', () => getContent().listContactLists(lang), []),
  ]);
  if (!loaded.ok) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody>
          <ContentUnavailable retryHref="/about-us" />
        </PageBody>
      </>
    );
  }
  const about = loaded.value;
  const lists = contactLists.filter((l) => l.contacts.length > 0);

  return (
    <>
      <PageHeader title={about.title || t('title')} />
      <PageBody>
        {about.aboutHtml ? <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.aboutHtml }} data-testid="about-about" /> : null}
        {about.bodyHtml ? (
          <Box sx={{ mt: 3 }}>
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: about.bodyHtml }} data-testid="about-body" />
          </Box>
        ) : null}
        {lists.length > 0 ? (
          <Box component="section" aria-labelledby="about-contacts" sx={{ mt: 5 }} data-testid="about-contacts">
            <Typography variant="h2" id="about-contacts" sx={{ mb: 2 }}>
              {t('contacts')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
              {lists.map((list) => (
                <Paper component="section" variant="outlined" key={list.id} aria-labelledby={`contact-list-${list.id}`} sx={{ p: 2 }} data-testid="contact-list">
                  <Typography variant="h3" id={`contact-list-${list.id}`} sx={{ mb: 1 }}>
                    {list.title}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                    {list.contacts.map((c, i) => (
                      <li key={`${c.name}-${i}`}>
                        <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
                        {c.role ? <Typography variant="body2">{c.role}</Typography> : null}
                        {c.email ? (
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {t('email')}{' '}
                            <MuiLink href={`mailto:${c.email}`} underline="always">
                              {c.email}
                            </MuiLink>
                          </Typography>
                        ) : null}
                        {c.phone ? (
                          <Typography variant="body2">
                            {t('phone')}{' '}
                            <MuiLink href={telHref(c.phone)} underline="always">
                              {c.phone}
                            </MuiLink>
                          </Typography>
                        ) : null}
                      </li>
                    ))}
                  </Box>
                </Paper>
              ))}
            </Box>
          </Box>
        ) : null}
      </PageBody>
    </>
  );
}

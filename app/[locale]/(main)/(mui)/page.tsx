import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import { HomeCarousel } from '@/components/home/HomeCarousel';
import { MenuIcon } from '@/components/ui/MenuIcon';
import { NextLink } from '@/components/ui/NextLink';
import { getContent } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { loadOr } from '@/lib/http/safe';
import type { TLocale } from '@/lib/constants';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const home = await loadOr('home', () => getContent().getHome(locale as TLocale), null);
  return { title: { absolute: home?.title ?? 'Racing Portal' } };
}

/** Home (landing layout): carousel, home-menu buttons, up to four titled sections. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const content = getContent();
  const t = await getTranslations('Home');
  const [loaded, buttons] = await Promise.all([
    loadPageContent('home', () => content.getHome(locale as TLocale)),
    loadOr('home buttons', () => content.getHomeButtons(locale as TLocale), []),
  ]);
  // Without the home content (service down, nothing kept): the notice, and the buttons if known.
  const home = loaded.ok ? loaded.value : null;

  return (
    <>
      {home ? <HomeCarousel images={home.images} /> : null}
      <Container maxWidth="lg" sx={{ py: 4 }}>
        {home ? (
          <Typography variant="h1" sx={{ mb: 3 }}>
            {home.title}
          </Typography>
        ) : (
          <ContentUnavailable retryHref="/" heading="h1" />
        )}
        {buttons.length > 0 ? (
          <Box component="nav" aria-label={t('quickLinks')} sx={{ mb: 4 }}>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' } }}>
              {buttons.map((b) => (
                <li key={b.id}>
                  <Button
                    component={NextLink}
                    href={b.href}
                    fullWidth
                    variant="contained"
                    startIcon={<MenuIcon name={b.icon} />}
                    sx={{
                      py: 1.5,
                      bgcolor: 'var(--mui-palette-portal-mainMenuButtonFill)',
                      color: 'var(--mui-palette-portal-mainMenuButtonFont)',
                      border: '2px solid var(--mui-palette-portal-mainMenuButtonBorder)',
                      fontSize: 'var(--mui-palette-portal-mainMenuButtonFontSize)',
                      textTransform: 'none',
                      '&:hover': { bgcolor: 'var(--mui-palette-portal-hover)' },
                    }}
                    data-testid="home-button"
                  >
                    {b.name}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        <Grid container spacing={3}>
          {(home?.sections ?? []).map((section, i) => (
            <Grid key={i} size={{ xs: 12, md: 6 }}>
              <Paper component="section" variant="outlined" sx={{ p: 3, height: '100%' }} data-testid="home-section">
                <Typography variant="h2" sx={{ mb: 1.5 }}>
                  {section.title}
                </Typography>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: section.content }} />
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </>
  );
}

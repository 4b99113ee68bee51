import type { Metadata } from 'next';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getContent } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import type { TSponsor } from '@/lib/content/port';
import { type TLocale } from '@/lib/constants';

const TIERS = ['title', 'gold', 'silver', 'supporter'] as const satisfies readonly TSponsor['tier'][];

/** Logo height and card columns per tier: the higher the tier, the bigger the logo. */
const TIER_LAYOUT: Record<TSponsor['tier'], { logo: number; columns: { xs: string; sm: string; md: string } }> = {
  title: { logo: 120, columns: { xs: '1fr', sm: '1fr', md: 'repeat(2, 1fr)' } },
  gold: { logo: 96, columns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } },
  silver: { logo: 80, columns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } },
  supporter: { logo: 64, columns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } },
};

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Sponsors' });
  return { title: await menuTitle(locale, '/sponsors', t('title')), description: t('description') };
}

/** /sponsors: the sponsors by tier (title, gold, silver, supporter), each with logo, text and link. */
export default async function SponsorsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Sponsors');
  const loaded = await loadPageContent('sponsors', () => getContent().getSponsors(locale as TLocale));
  if (!loaded.ok) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody>
          <ContentUnavailable retryHref="/sponsors" />
        </PageBody>
      </>
    );
  }
  const sponsors = loaded.value;
  const tiers = TIERS.map((tier) => ({ tier, list: sponsors.filter((s) => s.tier === tier) })).filter((g) => g.list.length > 0);

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        {tiers.length === 0 ? (
          <Typography data-testid="sponsors-empty">{t('empty')}</Typography>
        ) : (
          tiers.map(({ tier, list }) => (
            <Box component="section" key={tier} aria-labelledby={`sponsors-${tier}`} sx={{ mb: 4 }} data-testid="sponsors-tier" data-tier={tier}>
              <Typography variant="h2" id={`sponsors-${tier}`} sx={{ mb: 2 }}>
                {t(`tiers.${tier}`)}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: TIER_LAYOUT[tier].columns }}>
                {list.map((s) => (
                  <Paper
                    component="li"
                    variant="outlined"
                    key={s.id}
                    sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
                    data-testid="sponsor-card"
                  >
                    <Box sx={{ height: TIER_LAYOUT[tier].logo, width: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- sponsor logos are SVG/remote files */}
                      <img
                        src={s.logoUrl}
                        alt={s.name}
                        loading="lazy"
                        style={{ maxHeight: TIER_LAYOUT[tier].logo, maxWidth: '100%', width: 'auto', height: 'auto', display: 'block' }}
                      />
                    </Box>
                    <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
                      {s.name}
                    </Typography>
                    {s.description ? <Typography variant="body2">{s.description}</Typography> : null}
                    {s.link ? (
                      <MuiLink
                        href={s.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        underline="always"
                        sx={{ mt: 'auto', display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.5 }}
                        data-testid="sponsor-page-link"
                      >
                        {t('visit', { name: s.name })}
                        <OpenInNewIcon fontSize="small" aria-hidden="true" />
                        <span className="visually-hidden"> {t('opensInNewTab')}</span>
                      </MuiLink>
                    ) : null}
                  </Paper>
                ))}
              </Box>
            </Box>
          ))
        )}
      </PageBody>
    </>
  );
}

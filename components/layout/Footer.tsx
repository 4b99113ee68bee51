import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { TFooterItem } from '@/lib/content/port';
import { MenuLink } from './MenuLink';

export async function Footer({ items, siteName }: { items: TFooterItem[]; siteName: string }) {
  const t = await getTranslations('Shell');
  return (
    <Box component="footer" sx={{ bgcolor: 'var(--mui-palette-portal-navbar)', color: '#fff', py: 3, mt: 'auto' }}>
      <Container maxWidth="lg">
        <Box component="nav" aria-label={t('footer')}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2.5 }} data-testid="footer-links">
            {items.map((item) => (
              <li key={item.id}>
                <Box component={MenuLink} href={item.href} openInNewTab={item.openInNewTab} sx={{ color: 'inherit' }}>
                  {item.name}
                  {item.openInNewTab ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
                </Box>
              </li>
            ))}
          </Box>
        </Box>
        <Typography variant="body2" sx={{ mt: 2, opacity: 0.85 }}>
          {t('copyright', { year: new Date().getFullYear(), name: siteName })}
        </Typography>
      </Container>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import { BREADCRUMB_DIVIDER } from '@/lib/constants';

export type TCrumb = { label: string; href?: string };

/**
 * The sub-header of a page: its title on the sub-header colour and the breadcrumbs (divider "/").
 * `fixed` keeps it under the top bar while the page scrolls (layout "default with fixed sub-header").
 */
export async function PageHeader({
  title,
  crumbs = [],
  fixed = false,
  actions,
}: {
  title: string;
  crumbs?: TCrumb[];
  fixed?: boolean;
  actions?: ReactNode;
}) {
  const t = await getTranslations('Shell');
  const tc = await getTranslations('Common');
  const trail: TCrumb[] = [{ label: tc('home'), href: '/' }, ...crumbs, { label: title }];
  return (
    <Box
      sx={{
        bgcolor: 'var(--mui-palette-portal-subheader)',
        color: 'var(--mui-palette-portal-subheaderFont)',
        py: 1.5,
        ...(fixed ? { position: 'sticky', top: 64, zIndex: 2 } : {}),
      }}
      data-testid="page-header"
    >
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: 'var(--mui-palette-portal-subheaderFontSize)', fontWeight: 700 }}>
            {title}
          </Typography>
          <Breadcrumbs aria-label={t('breadcrumbs')} separator={BREADCRUMB_DIVIDER} sx={{ color: 'inherit', fontSize: '0.85rem', mt: 0.5 }}>
            {trail.map((c, i) =>
              c.href && i < trail.length - 1 ? (
                <MuiLink key={i} component={NextLink} href={c.href} color="inherit" underline="always">
                  {c.label}
                </MuiLink>
              ) : (
                <Typography key={i} component="span" aria-current="page" sx={{ fontSize: 'inherit', color: 'inherit' }}>
                  {c.label}
                </Typography>
              ),
            )}
          </Breadcrumbs>
        </Box>
        {actions}
      </Container>
    </Box>
  );
}

/** The page body container for the default layout; `full` fills the viewport height (score, series). */
export function PageBody({ children, full = false, wide = false }: { children: ReactNode; full?: boolean; wide?: boolean }) {
  return (
    <Container maxWidth={wide ? 'xl' : 'lg'} sx={{ py: 3, ...(full ? { minHeight: 'calc(100vh - 64px)' } : {}) }}>
      {children}
    </Container>
  );
}

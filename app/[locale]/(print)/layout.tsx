import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MuiRegistry } from '@/components/providers/MuiRegistry';
import { PrintButton } from '@/components/layout/PrintButton';
import { NextLink } from '@/components/ui/NextLink';
import { redirectUnofferedLocale } from '@/lib/http/request-page';
import { pageLocale } from '@/lib/i18n/page-locale';

/**
 * The print layout (landscape, seed §2): no menu, banner or footer; a small toolbar that is hidden
 * on paper.
 */
// Rendered per request: print pages read live data and carry the request's CSP nonce.
export const dynamic = 'force-dynamic';

export default async function PrintLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await redirectUnofferedLocale(locale);
  const t = await getTranslations('Print');
  return (
    <MuiRegistry>
      <Box sx={{ p: { xs: 1, md: 3 }, bgcolor: '#fff', color: '#000', minHeight: '100vh' }}>
        <Box className="no-print" sx={{ display: 'flex', gap: 1, mb: 2 }}>
          <PrintButton label={t('print')} />
          <Button component={NextLink} href="/" variant="text">
            {t('backToSite')}
          </Button>
        </Box>
        <main id="main">{children}</main>
      </Box>
    </MuiRegistry>
  );
}

import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PrintButton } from '@/components/layout/PrintButton';
import { NextLink } from '@/components/ui/NextLink';

/**
 * The print layout (landscape, seed §2): no menu, banner or footer; a small toolbar that is hidden
 * on paper.
 */
export default async function PrintLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations('Print');
  return (
    <Box sx={{ p: { xs: 1, md: 3 }, bgcolor: '#fff', color: '#000', minHeight: '100vh' }}>
      <Box className="no-print" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <PrintButton label={t('print')} />
        <Button component={NextLink} href="/" variant="text">
          {t('backToSite')}
        </Button>
      </Box>
      <main id="main">{children}</main>
    </Box>
  );
}

'use client';

import { useMemo, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { TTheme } from '@/lib/content/port';
import { buildTheme } from './theme';

/** Emotion's style tags need no nonce: the CSP allows inline styles (docs/security.md). */
export function ThemeRegistry({ colors, children }: { colors: TTheme; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(colors), [colors]);
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

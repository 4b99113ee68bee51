'use client';

import { useMemo, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { TTheme } from '@/lib/content/port';
import { buildTheme } from './theme';

export function ThemeRegistry({ colors, nonce, children }: { colors: TTheme; nonce?: string; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(colors), [colors]);
  return (
    <AppRouterCacheProvider options={{ key: 'mui', nonce }}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

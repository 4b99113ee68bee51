'use client';

import { useMemo, type ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { ThemeProvider } from '@mui/material/styles';
import type { TTheme } from '@/lib/content/port';
import { buildTheme } from './theme';

/**
 * Emotion's style tags need no nonce: the CSP allows inline styles (docs/security.md). The theme's
 * CSS variables and baseline rules (CssBaseline's) are not written into each page: the root layout
 * links /ll/theme.css (components/providers/theme-stylesheet.ts).
 */
export function ThemeRegistry({ colors, children }: { colors: TTheme; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(colors), [colors]);
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </AppRouterCacheProvider>
  );
}

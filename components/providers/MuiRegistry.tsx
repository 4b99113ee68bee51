import type { ReactNode } from 'react';
import { getSettings } from '@/lib/content';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { loadOr } from '@/lib/http/safe';
import { ThemeRegistry } from './ThemeRegistry';

/**
 * MUI's theme and Emotion's style cache, for the layouts whose pages use MUI components. Pages
 * built from plain HTML and CSS modules (the shell, the trackside lookup) sit outside it and ship
 * neither MUI nor Emotion (docs/decisions/016).
 */
export async function MuiRegistry({ children }: { children: ReactNode }) {
  const settings = await loadOr('settings', () => getSettings(), null);
  return <ThemeRegistry colors={settings?.theme ?? DEFAULT_THEME}>{children}</ThemeRegistry>;
}

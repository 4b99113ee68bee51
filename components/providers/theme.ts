import { createTheme, type Theme } from '@mui/material/styles';
import type { TTheme } from '@/lib/content/port';
import { BREAKPOINTS } from '@/lib/constants';

declare module '@mui/material/styles' {
  // The theme uses CSS variables (cssVariables: true): types for `theme.vars` and the provider's
  // CSS-variable props.
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    portal: TTheme;
  }
  interface PaletteOptions {
    portal?: TTheme;
  }
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
}

const themes = new Map<string, Theme>();

/**
 * The MUI theme from the content service's colours (applied on the server: no flash). Built once
 * per set of colours: creating a theme with CSS variables is a noticeable share of a page render.
 * Shared: read-only.
 */
export function buildTheme(colors: TTheme): Theme {
  const key = JSON.stringify(colors);
  let theme = themes.get(key);
  if (!theme) {
    theme = createPortalTheme(colors);
    if (themes.size >= 8) themes.clear();
    themes.set(key, theme);
  }
  return theme;
}

function createPortalTheme(colors: TTheme): Theme {
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    cssVariables: true,
    palette: {
      primary: { main: colors.button, dark: colors.hover, contrastText: '#ffffff' },
      secondary: { main: colors.navbar, contrastText: '#ffffff' },
      success: { main: colors.successBorder, light: colors.successFill, dark: colors.successFont },
      // MUI's own info (#0288d1) and warning (#ed6c02) carry white text at 3.9:1 and 3.1:1 (a filled
      // chip's label: "Opens soon", "Closing soon", "Upcoming"); these darker tones reach 4.8:1 and 5:1 (WCAG AA).
      info: { main: '#0277bd', contrastText: '#ffffff' },
      warning: { main: '#b45309', contrastText: '#ffffff' },
      text: { primary: colors.normal },
      portal: colors,
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
    },
    shape: { borderRadius: 6 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAccordion: { styleOverrides: { root: { backgroundColor: colors.accordion } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}

import { createHash } from 'node:crypto';
import { buildTheme } from './theme';
import type { TTheme } from '@/lib/content/port';

/**
 * The theme's CSS variables (`--mui-…`, from the content service's colours) and the baseline
 * rules (CssBaseline's) as one stylesheet,
 * served at /ll/theme.css and linked from the root layout, instead of MUI writing the same
 * ~13 kB into every page it renders (`disableStyleSheetGeneration` in ThemeRegistry). A page
 * links `?v=<hash>`, so the browser keeps it until the colours change.
 */
export type TThemeStylesheet = { css: string; version: string };

const kebab = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

type TRules = { [selector: string]: string | number | TRules | undefined };

function serialize(rules: TRules): string {
  let css = '';
  for (const [selector, body] of Object.entries(rules)) {
    if (body === undefined || typeof body !== 'object') continue;
    const declarations = Object.entries(body)
      .filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number')
      .map(([name, value]) => `${kebab(name)}:${value};`)
      .join('');
    const nested = Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === 'object')) as TRules;
    css += `${selector}{${declarations}${serialize(nested)}}`;
  }
  return css;
}

/**
 * MUI's CssBaseline, as static rules: the same normalisation, written once here instead of by
 * Emotion on every render.
 */
function baseline(fontFamily: string): string {
  return [
    'html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%;}',
    '*,*::before,*::after{box-sizing:inherit;}',
    'strong,b{font-weight:700;}',
    `body{margin:0;color:var(--mui-palette-text-primary);font-family:${fontFamily};font-weight:400;font-size:1rem;line-height:1.5;background-color:var(--mui-palette-background-default);}`,
    '@media print{body{background-color:var(--mui-palette-common-white);}}',
    'body::backdrop{background-color:var(--mui-palette-background-default);}',
  ].join('');
}

const built = new Map<string, TThemeStylesheet>();

export function themeStylesheet(colors: TTheme): TThemeStylesheet {
  const key = JSON.stringify(colors);
  let sheet = built.get(key);
  if (!sheet) {
    const theme = buildTheme(colors) as unknown as { generateStyleSheets: () => TRules[]; typography: { fontFamily: string } };
    const css = [...theme.generateStyleSheets().map(serialize), baseline(theme.typography.fontFamily)].join('\n');
    sheet = { css, version: createHash('sha256').update(css).digest('base64url').slice(0, 12) };
    if (built.size > 8) built.clear();
    built.set(key, sheet);
  }
  return sheet;
}

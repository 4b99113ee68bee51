import { getSettings } from '@/lib/content';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { loadOr } from '@/lib/http/safe';
import { themeStylesheet } from '@/components/providers/theme-stylesheet';

export const dynamic = 'force-dynamic';

/**
 * GET /ll/theme.css: the theme's CSS variables (components/providers/theme-stylesheet.ts). Asked
 * with the current version (`?v=`, what the layout links) it may be kept for a year; any other
 * request gets the current stylesheet with a short lifetime (a page rendered before a colour
 * change).
 */
export async function GET(request: Request): Promise<Response> {
  const settings = await loadOr('settings', () => getSettings(), null);
  const { css, version } = themeStylesheet(settings?.theme ?? DEFAULT_THEME);
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(css, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
      etag: `"${version}"`,
    },
  });
}

import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { BASE_PATH, DEFAULT_LOCALE } from '@/lib/constants';
import { DEFAULT_THEME } from '@/lib/content/settings';

/**
 * The web app manifest, served at /ll/manifest.webmanifest (Next adds the base path and links it
 * from every page). One manifest for the site, in the default language: the start page picks the
 * visitor's language itself (cookie, Accept-Language). Icons: scripts/make-icons.mjs.
 * docs/decisions/018-installable-offline.md.
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'Metadata' });
  return {
    id: `${BASE_PATH}/`,
    name: t('appName'),
    short_name: t('appShortName'),
    description: t('description'),
    lang: DEFAULT_LOCALE,
    start_url: `${BASE_PATH}/`,
    scope: `${BASE_PATH}/`,
    display: 'standalone',
    theme_color: DEFAULT_THEME.navbar,
    background_color: '#ffffff',
    icons: [
      { src: `${BASE_PATH}/icons/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `${BASE_PATH}/icons/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `${BASE_PATH}/icons/maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

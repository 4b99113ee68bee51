import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { DISPLAY_SCRIPT } from '@/components/layout/display';
import { pickMessages } from '@/i18n/client';
import { getSettings } from '@/lib/content';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { env } from '@/lib/env';
import { loadOr } from '@/lib/http/safe';
import { themeStylesheet } from '@/lib/theme-stylesheet';
import { BASE_PATH } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';

/*
 * Every page below this layout renders per request (the main and print layouts are
 * force-dynamic: live data, the language alternates of the requested path). This layout reads one
 * request header, the CSP nonce from proxy.ts, for the inline script that applies the device's
 * display choice before the first paint (docs/decisions/019). A page served from the page cache
 * (server/page-cache.mjs) keeps the CSP header of its render, so the nonce still matches.
 */

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: DEFAULT_THEME.navbar };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const settings = await loadOr('settings', () => getSettings(), null);
  const siteName = settings?.browserTabTitle ?? 'Racing Portal';
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: t('description'),
    // The web app manifest (app/manifest.ts) is linked by Next itself; iOS reads its own icon link.
    icons: { ...(settings?.images.tabLogo ? { icon: settings.images.tabLogo } : {}), apple: `${BASE_PATH}/icons/apple-touch-icon.png` },
    applicationName: siteName,
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);

  const [settings, messages, requestHeaders] = await Promise.all([loadOr('settings', () => getSettings(), null), getMessages(), headers()]);
  const nonce = requestHeaders.get('x-nonce') ?? undefined;

  const colors = settings?.theme ?? DEFAULT_THEME;

  return (
    // The display script may add data-display to <html> before React hydrates it.
    <html lang={locale} suppressHydrationWarning>
      <body>
        {nonce ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: DISPLAY_SCRIPT }} /> : null}
        <link rel="stylesheet" href={`${BASE_PATH}/theme.css?v=${themeStylesheet(colors).version}`} precedence="theme" />
        {/* MUI's theme is mounted by the layouts of the pages that use MUI (MuiRegistry), not here. */}
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages)}>
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { DISPLAY_SCRIPT } from '@/components/layout/display';
import { pickMessages } from '@/i18n/client';
import { getSettings } from '@/lib/content';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { env } from '@/lib/env';
import { loadOr } from '@/lib/http/safe';
import { themeStylesheet } from '@/components/providers/theme-stylesheet';
import { BASE_PATH, type TLocale } from '@/lib/constants';

/**
 * The document of a page in one language: `<html lang>`, the inline script that applies the
 * device's display choice before the first paint (docs/decisions/019; it carries the CSP nonce
 * of proxy.ts), the theme stylesheet and the client messages. Used by app/[locale]/layout.tsx and
 * by app/not-found.tsx, the 404 of an address no route matches, so that page is sent in its
 * language too.
 */
export async function LocaleDocument({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const [settings, messages, requestHeaders] = await Promise.all([loadOr('settings', () => getSettings(), null), getMessages({ locale }), headers()]);
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

/** The site's name (the browser tab title of the settings). */
export async function siteName(): Promise<string> {
  const settings = await loadOr('settings', () => getSettings(), null);
  return settings?.browserTabTitle ?? 'Racing Portal';
}

/** The metadata every page of a language starts from: the site name as title template, description, icons. */
export async function localeMetadata(locale: TLocale): Promise<Metadata> {
  const [t, settings, name] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    loadOr('settings', () => getSettings(), null),
    siteName(),
  ]);
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: name, template: `%s | ${name}` },
    description: t('description'),
    // The web app manifest (app/manifest.ts) is linked by Next itself; iOS reads its own icon link.
    icons: { ...(settings?.images.tabLogo ? { icon: settings.images.tabLogo } : {}), apple: `${BASE_PATH}/icons/apple-touch-icon.png` },
    applicationName: name,
  };
}

import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ThemeRegistry } from '@/components/providers/ThemeRegistry';
import { pickMessages } from '@/i18n/client';
import { routing } from '@/i18n/routing';
import { getSettings } from '@/lib/content';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { env } from '@/lib/env';
import { loadOr } from '@/lib/http/safe';
import { themeStylesheet } from '@/lib/theme-stylesheet';
import { BASE_PATH, type TLocale } from '@/lib/constants';


/*
 * This layout reads no request data (headers, cookies), so routes below it may be rendered once and
 * cached (the cached result views). The main and print layouts render per request: they carry the
 * per-request CSP nonce and the language alternates of the requested path.
 */

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: DEFAULT_THEME.navbar };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const settings = await loadOr('settings', () => getSettings(), null);
  const siteName = settings?.browserTabTitle ?? 'Racing Portal';
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: t('description'),
    icons: settings?.images.tabLogo ? { icon: settings.images.tabLogo } : undefined,
    applicationName: siteName,
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [settings, messages] = await Promise.all([loadOr('settings', () => getSettings(), null), getMessages()]);

  const colors = settings?.theme ?? DEFAULT_THEME;

  return (
    <html lang={locale as TLocale}>
      <body>
        <link rel="stylesheet" href={`${BASE_PATH}/theme.css?v=${themeStylesheet(colors).version}`} precedence="theme" />
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages)}>
          <ThemeRegistry colors={colors}>
            {children}
          </ThemeRegistry>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

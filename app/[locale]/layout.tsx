import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { ThemeRegistry } from '@/components/providers/ThemeRegistry';
import { pickMessages } from '@/i18n/client';
import { routing } from '@/i18n/routing';
import { getSettings } from '@/lib/content';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { env } from '@/lib/env';
import { loadOr } from '@/lib/http/safe';
import { languageAlternates } from '@/lib/http/alternates';
import { localizedPath } from '@/lib/http/paths';
import { unconfiguredLocaleTarget } from '@/lib/i18n/locale';
import type { TLocale } from '@/lib/constants';

// Pages read the database and a per-request CSP nonce: always rendered per request.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: DEFAULT_THEME.navbar };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const settings = await loadOr('settings', () => getSettings(), null);
  const { canonicalPath, languages } = languageAlternates((await headers()).get('x-pathname') ?? '/');
  const siteName = settings?.browserTabTitle ?? 'Racing Portal';
  return {
    metadataBase: new URL(env.SITE_URL),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: t('description'),
    icons: settings?.images.tabLogo ? { icon: settings.images.tabLogo } : undefined,
    applicationName: siteName,
    alternates: { canonical: localizedPath(canonicalPath, locale as TLocale), languages },
  };
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [settings, messages, requestHeaders] = await Promise.all([loadOr('settings', () => getSettings(), null), getMessages(), headers()]);
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  // A language the settings do not offer: the same page in the default language.
  const target = settings && unconfiguredLocaleTarget(locale, settings.languages, settings.defaultLocale, requestHeaders.get('x-pathname') ?? '/');
  if (target) redirect(target);

  return (
    <html lang={locale as TLocale}>
      <body>
        <NextIntlClientProvider locale={locale} messages={pickMessages(messages)}>
          <ThemeRegistry colors={settings?.theme ?? DEFAULT_THEME} nonce={nonce}>
            {children}
          </ThemeRegistry>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

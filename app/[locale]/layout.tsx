import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { LocaleDocument, localeMetadata } from '@/components/layout/LocaleDocument';
import { DEFAULT_THEME } from '@/lib/content/settings';
import { pageLocale } from '@/lib/i18n/page-locale';

/*
 * Every page below this layout renders per request (the main and print layouts are
 * force-dynamic: live data, the language alternates of the requested path). This layout's
 * document (LocaleDocument) reads one request header, the CSP nonce from proxy.ts, for the inline
 * script that applies the device's display choice before the first paint (docs/decisions/019). A page served from the page cache
 * (server/page-cache.mjs) keeps the CSP header of its render, so the nonce still matches.
 */

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: DEFAULT_THEME.navbar };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return localeMetadata(await pageLocale(params));
}

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}

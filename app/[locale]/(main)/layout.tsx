import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { AppShell } from '@/components/layout/AppShell';
import { SharedPageHint } from '@/components/results/PageCacheHint';
import { alternatesMetadata, redirectUnofferedLocale } from '@/lib/http/request-page';
import { pageLocale } from '@/lib/i18n/page-locale';

// Rendered per request: the pages read live data and carry the request's CSP nonce.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  return alternatesMetadata(locale);
}

export default async function MainLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  await redirectUnofferedLocale(locale);
  return (
    <AppShell locale={locale}>
      <SharedPageHint />
      {children}
    </AppShell>
  );
}

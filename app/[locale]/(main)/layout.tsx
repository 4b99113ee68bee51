import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { AppShell } from '@/components/layout/AppShell';
import { SharedPageHint } from '@/components/results/PageCacheHint';
import { alternatesMetadata, redirectUnofferedLocale } from '@/lib/http/request-page';
import type { TLocale } from '@/lib/constants';

// Rendered per request: the pages read live data and carry the request's CSP nonce.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return alternatesMetadata(locale as TLocale);
}

export default async function MainLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  await redirectUnofferedLocale(locale as TLocale);
  return (
    <AppShell locale={locale as TLocale}>
      <SharedPageHint />
      {children}
    </AppShell>
  );
}

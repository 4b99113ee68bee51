import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/AppShell';
import type { TLocale } from '@/lib/constants';

export default async function MainLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <AppShell locale={locale as TLocale}>{children}</AppShell>;
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/layout/MessagePage';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Error' });
  return { title: t('title'), robots: { index: false } };
}

/** /error: where a failed permission check sends the visitor (seed §6): a generic message and home. */
export default async function ErrorPage({ params }: { params: Promise<{ locale: string }> }) {
  await pageLocale(params);
  const t = await getTranslations('Error');
  const tc = await getTranslations('Common');
  return <MessagePage title={t('title')} description={t('description')} homeLabel={tc('backHome')} testId="error-title" />;
}

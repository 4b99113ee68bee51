import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/layout/MessagePage';

/** 404 outside the main layout (print pages). */
export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const tc = await getTranslations('Common');
  return <MessagePage title={t('title')} homeLabel={tc('backHome')} testId="not-found-title" />;
}

import { getTranslations } from 'next-intl/server';
import { MessagePage } from '@/components/layout/MessagePage';

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  const tc = await getTranslations('Common');
  return <MessagePage overline={t('status')} title={t('title')} description={t('description')} homeLabel={tc('backHome')} testId="not-found-title" />;
}

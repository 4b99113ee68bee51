import { getTranslations } from 'next-intl/server';
import { MessagePage } from './MessagePage';

/** "This page could not be found", with its explanation and the way home, in the page's language. */
export async function NotFoundMessage() {
  const [t, tc] = await Promise.all([getTranslations('NotFound'), getTranslations('Common')]);
  return <MessagePage overline={t('status')} title={t('title')} description={t('description')} homeLabel={tc('backHome')} testId="not-found-title" />;
}

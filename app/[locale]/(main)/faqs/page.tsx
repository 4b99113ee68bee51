import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations } from 'next-intl/server';
import { FaqSearch, type TFaqItem } from '@/components/content/FaqSearch';
import content from '@/components/content/content.module.css';
import { listFaqs } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { htmlToText } from '@/lib/content/html';
import { SEARCH_TEXT_MAX } from '@/lib/constants';
import { pageLocale, pageParams } from '@/lib/i18n/page-locale';

type TProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ q?: string | string[] }>;
};

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Faqs' });
  return { title: await menuTitle(locale, '/faqs', t('title')), description: t('description') };
}

/**
 * /faqs: the questions by category, with a search box that filters as you type. `?q=` holds the
 * search, so a shared link opens the same filtered view (read here for the first render).
 */
export default async function FaqsPage({ params, searchParams }: TProps) {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations('Faqs');
  const loaded = await loadPageContent('faqs', () => listFaqs(locale));
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('title')} retryHref="/faqs" />;
  }
  const faqs = loaded.value;
  const rawQuery = Array.isArray(query.q) ? query.q[0] : query.q;
  const initialQuery = (rawQuery ?? '').slice(0, SEARCH_TEXT_MAX);
  const items: TFaqItem[] = faqs.map((f) => ({
    id: f.id,
    category: f.category,
    question: f.question,
    answerHtml: f.answerHtml,
    answerText: htmlToText(f.answerHtml),
  }));

  return (
    <ContentPage title={t('title')}>
      {items.length === 0 ? (
        <p className={content.text} data-testid="faqs-empty">
          {t('empty')}
        </p>
      ) : (
        <FaqSearch key={initialQuery} items={items} initialQuery={initialQuery} maxLength={SEARCH_TEXT_MAX} />
      )}
    </ContentPage>
  );
}

import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations } from 'next-intl/server';
import content from '@/components/content/content.module.css';
import styles from '@/components/content/pages.module.css';
import { listRules } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Rules' });
  return { title: await menuTitle(locale, '/rules', t('title')), description: t('description') };
}

/** An HTML id from a section slug (ids cannot hold spaces). */
function anchorOf(slug: string, id: number): string {
  const clean = slug.trim().replace(/\s+/g, '-');
  return clean === '' ? `rule-${id}` : clean;
}

/** /rules: a table of contents (links to each section's slug), then the sections. */
export default async function RulesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Rules');
  const loaded = await loadPageContent('rules', () => listRules(locale));
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('title')} retryHref="/rules" />;
  }
  const sections = loaded.value;

  return (
    <ContentPage title={t('title')}>
      {sections.length === 0 ? (
        <p className={content.text} data-testid="rules-empty">
          {t('empty')}
        </p>
      ) : (
        <>
          <nav aria-labelledby="rules-contents" id="rules-toc" className={`${content.paper} ${styles.rulesToc}`} data-testid="rules-toc">
            <h2 id="rules-contents" className={`${content.h2Small} ${styles.rulesTocTitle}`}>
              {t('contents')}
            </h2>
            <ol className={styles.rulesTocList}>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${anchorOf(s.slug, s.id)}`} className={content.link}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((s) => {
            const anchor = anchorOf(s.slug, s.id);
            return (
              <section key={s.id} id={anchor} aria-labelledby={`${anchor}-title`} tabIndex={-1} className={styles.rulesSection} data-testid="rules-section">
                <h2 id={`${anchor}-title`} className={`${content.h2} ${content.headingGap}`}>
                  {s.title}
                </h2>
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: s.html }} />
                <p className={`${content.body2} ${styles.rulesBack}`}>
                  <a href="#rules-toc" className={content.link}>
                    {t('backToContents')}
                  </a>
                </p>
              </section>
            );
          })}
        </>
      )}
    </ContentPage>
  );
}

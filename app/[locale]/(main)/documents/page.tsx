import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations } from 'next-intl/server';
import content from '@/components/content/content.module.css';
import { ContentIcon } from '@/components/content/icons';
import styles from '@/components/content/pages.module.css';
import button from '@/components/layout/button.module.css';
import { listDocuments } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import type { TDocument } from '@/lib/content/port';
import { formatBytes, formatDate } from '@/lib/i18n/format';
import { type TLocale } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';

type TFileKind = 'pdf' | 'csv' | 'word' | 'excel' | 'powerpoint' | 'text' | 'image' | 'zip' | 'other';

/** The kind of file from its MIME type (its label comes from the messages: PDF, CSV, Word…). */
function fileKind(mime: string): TFileKind {
  const m = mime.trim().toLowerCase().split(';')[0] ?? '';
  if (m === 'application/pdf') return 'pdf';
  if (m === 'text/csv' || m === 'application/csv' || m === 'text/comma-separated-values') return 'csv';
  if (m === 'application/msword' || m === 'application/rtf' || m === 'text/rtf' || m.includes('wordprocessingml') || m === 'application/vnd.oasis.opendocument.text') return 'word';
  if (m === 'application/vnd.ms-excel' || m.includes('spreadsheetml') || m === 'application/vnd.oasis.opendocument.spreadsheet') return 'excel';
  if (m === 'application/vnd.ms-powerpoint' || m.includes('presentationml') || m === 'application/vnd.oasis.opendocument.presentation') return 'powerpoint';
  if (m === 'application/zip' || m === 'application/x-zip-compressed') return 'zip';
  if (m.startsWith('image/')) return 'image';
  if (m.startsWith('text/')) return 'text';
  return 'other';
}

/** The name of a file's language in the page's language ("fr" → "French"), or the code itself. */
function languageName(code: string, locale: TLocale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function groupByCategory(documents: TDocument[]): [string, TDocument[]][] {
  const groups = new Map<string, TDocument[]>();
  for (const d of documents) {
    const list = groups.get(d.category);
    if (list) list.push(d);
    else groups.set(d.category, [d]);
  }
  return [...groups.entries()];
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Documents' });
  return { title: await menuTitle(locale, '/documents', t('title')), description: t('description') };
}

/** /documents: downloadable files by category, with type, size, date and language. */
export default async function DocumentsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Documents');
  const loaded = await loadPageContent('documents', () => listDocuments(locale));
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('title')} retryHref="/documents" />;
  }
  const documents = loaded.value;
  const groups = groupByCategory(documents);

  return (
    <ContentPage title={t('title')}>
      {groups.length === 0 ? (
        <p className={content.text} data-testid="documents-empty">
          {t('empty')}
        </p>
      ) : (
        groups.map(([category, list], index) => (
          <section key={category} aria-labelledby={`documents-category-${index}`} className={content.section} data-testid="documents-category">
            <h2 id={`documents-category-${index}`} className={`${content.h2} ${content.headingGap}`}>
              {category}
            </h2>
            <ul className={`${content.plainList} ${styles.documents}`}>
              {list.map((d) => {
                const type = t('fileType', { type: fileKind(d.mime) });
                const size = formatBytes(d.sizeBytes, locale);
                const published = new Date(d.publishedAt);
                return (
                  <li key={d.id} className={`${content.paper} ${styles.document}`} data-testid="document-item">
                    <div className={styles.documentText}>
                      <h3 className={`${content.h3Small} ${styles.documentTitle}`}>{d.title}</h3>
                      {d.description ? <p className={`${content.text} ${styles.documentDescription}`}>{d.description}</p> : null}
                      <ul className={`${content.plainList} ${content.secondary} ${styles.documentFacts}`}>
                        <li>{t('type', { type })}</li>
                        <li>{t('size', { size })}</li>
                        <li>
                          <time dateTime={published.toISOString()}>{t('published', { date: formatDate(published, locale, 'date') })}</time>
                        </li>
                        {d.language ? <li>{t('language', { language: languageName(d.language, locale) })}</li> : null}
                      </ul>
                    </div>
                    <a
                      href={d.url}
                      download
                      hrefLang={d.language || undefined}
                      aria-label={t('downloadLabel', { title: d.title, type, size })}
                      className={`${button.contained} ${styles.documentDownload}`}
                      data-testid="document-download"
                    >
                      <span className={content.startIcon}>
                        <ContentIcon name="download" />
                      </span>
                      {t('download')}
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </ContentPage>
  );
}

import type { Metadata } from 'next';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { getContent } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import type { TDocument } from '@/lib/content/port';
import { formatBytes, formatDate } from '@/lib/i18n/format';
import { type TLocale } from '@/lib/constants';

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
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Documents' });
  return { title: await menuTitle(locale, '/documents', t('title')), description: t('description') };
}

/** /documents: downloadable files by category, with type, size, date and language. */
export default async function DocumentsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lang = locale as TLocale;
  const t = await getTranslations('Documents');
  const loaded = await loadPageContent('documents', () => getContent().listDocuments(lang));
  if (!loaded.ok) {
    return (
      <>
        <PageHeader title={t('title')} />
        <PageBody>
          <ContentUnavailable retryHref="/documents" />
        </PageBody>
      </>
    );
  }
  const documents = loaded.value;
  const groups = groupByCategory(documents);

  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        {groups.length === 0 ? (
          <Typography data-testid="documents-empty">{t('empty')}</Typography>
        ) : (
          groups.map(([category, list], index) => (
            <Box component="section" key={category} aria-labelledby={`documents-category-${index}`} sx={{ mb: 4 }} data-testid="documents-category">
              <Typography variant="h2" id={`documents-category-${index}`} sx={{ mb: 1.5 }}>
                {category}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {list.map((d) => {
                  const type = t('fileType', { type: fileKind(d.mime) });
                  const size = formatBytes(d.sizeBytes, lang);
                  const published = new Date(d.publishedAt);
                  return (
                    <Paper
                      component="li"
                      variant="outlined"
                      key={d.id}
                      sx={{
                        p: 2,
                        display: 'flex',
                        flexDirection: { xs: 'column', sm: 'row' },
                        alignItems: { xs: 'stretch', sm: 'center' },
                        gap: 2,
                      }}
                      data-testid="document-item"
                    >
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography variant="h3" sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
                          {d.title}
                        </Typography>
                        {d.description ? <Typography sx={{ mt: 0.5 }}>{d.description}</Typography> : null}
                        <Box
                          component="ul"
                          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', fontSize: '0.875rem' }}
                        >
                          <li>{t('type', { type })}</li>
                          <li>{t('size', { size })}</li>
                          <li>
                            <time dateTime={published.toISOString()}>{t('published', { date: formatDate(published, lang, 'date') })}</time>
                          </li>
                          {d.language ? (
                            <li>
                              {t('language', { language: languageName(d.language, lang) })}
                            </li>
                          ) : null}
                        </Box>
                      </Box>
                      <Button
                        component="a"
                        href={d.url}
                        download
                        hrefLang={d.language || undefined}
                        variant="contained"
                        startIcon={<DownloadIcon />}
                        aria-label={t('downloadLabel', { title: d.title, type, size })}
                        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
                        data-testid="document-download"
                      >
                        {t('download')}
                      </Button>
                    </Paper>
                  );
                })}
              </Box>
            </Box>
          ))
        )}
      </PageBody>
    </>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { showOutbox } from '@/lib/env';
import { formatDate } from '@/lib/i18n/format';
import { listOutbox } from '@/lib/mail';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Outbox' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /outbox: the mail the app sent, for people trying the demo without a mail server. Off in
 * production unless SHOW_OUTBOX=true.
 */
export default async function OutboxPage({ params }: { params: Promise<{ locale: string }> }) {
  if (!showOutbox) notFound();
  const locale = await pageLocale(params);
  const t = await getTranslations('Outbox');
  const mails = await listOutbox(100);
  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('intro')}
        </Alert>
        {mails.length === 0 ? <Typography>{t('empty')}</Typography> : null}
        {mails.map((m) => (
          <Accordion key={m.id} disableGutters data-testid="outbox-mail">
            <AccordionSummary>
              <Typography sx={{ fontWeight: 600, flex: 1 }}>{m.subject}</Typography>
              <Typography variant="body2" sx={{ ml: 2 }}>
                {t('to', { to: m.to })} · {formatDate(m.createdAt, locale, 'dateTime')}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              {m.transport === 'smtp' ? (
                <Typography variant="body2">{t('sentBySmtp', { id: m.messageId ?? '' })}</Typography>
              ) : (
                <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: '0.85rem', m: 0 }} data-testid="outbox-body">
                  {m.text}
                </Typography>
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </PageBody>
    </>
  );
}

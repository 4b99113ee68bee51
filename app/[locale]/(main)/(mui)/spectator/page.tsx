import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { EventsOnSale } from '@/components/spectators/EventsOnSale';
import type { TLocale } from '@/lib/constants';
import { listTicketEvents } from '@/lib/spectators';

type TProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'SpectatorUi.page' });
  return { title: t('title') };
}

/**
 * /spectator: the events with spectator tickets on sale. A page of its own, apart from the ticket
 * purchase (/spectator/{id}): it has no form, so it loads none of the purchase's client code
 * (forms, validation, waiver).
 */
export default async function SpectatorEventsPage({ params }: TProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const lang = locale as TLocale;
  const t = await getTranslations('SpectatorUi.page');
  const events = await listTicketEvents({ locale: lang });
  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <p>{t('intro')}</p>
        <EventsOnSale events={events} locale={lang} />
      </PageBody>
    </>
  );
}

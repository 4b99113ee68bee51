import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { EventsOnSale } from '@/components/spectators/EventsOnSale';
import { listTicketEvents } from '@/lib/spectators';
import { pageLocale } from '@/lib/i18n/page-locale';

type TProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'SpectatorUi.page' });
  return { title: t('title') };
}

/**
 * /spectator: the events with spectator tickets on sale. A page of its own, apart from the ticket
 * purchase (/spectator/{id}): it has no form, so it loads none of the purchase's client code
 * (forms, validation, waiver).
 */
export default async function SpectatorEventsPage({ params }: TProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations('SpectatorUi.page');
  const events = await listTicketEvents({ locale });
  return (
    <>
      <PageHeader title={t('title')} />
      <PageBody>
        <p>{t('intro')}</p>
        <EventsOnSale events={events} locale={locale} />
      </PageBody>
    </>
  );
}

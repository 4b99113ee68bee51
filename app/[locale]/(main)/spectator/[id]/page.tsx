import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { TicketStepper, type TStepperQuery } from '@/components/spectators/TicketStepper';
import { getTicketEvent } from '@/lib/spectators';
import { firstParam, parseId } from '@/lib/validation/params';
import { pageParams } from '@/lib/i18n/page-locale';

type TQuery = Record<string, string | string[] | undefined>;
type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<TQuery> };


function stepperQuery(query: TQuery): TStepperQuery {
  const step = firstParam(query.step);
  const payment = firstParam(query.payment);
  return {
    step: step && /^[1-4]$/.test(step) ? Number(step) : null,
    purchaseId: parseId(firstParam(query.purchase)),
    payment: payment === 'success' || payment === 'cancelled' ? payment : null,
    sign: parseId(firstParam(query.sign)),
  };
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const { locale, id: rawId } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'SpectatorUi.page' });
  const id = parseId(rawId);
  const event = id ? await getTicketEvent(id, { locale }).catch(() => null) : null;
  return { title: event ? t('titleFor', { event: event.name }) : t('title'), robots: event ? { index: false } : undefined };
}

/**
 * /spectator/{id}: the ticket purchase of an event (components/spectators/TicketStepper.tsx); the
 * events on sale are /spectator (../page.tsx). A malformed id, or an event the platform does not
 * know or show: 404.
 */
export default async function SpectatorPage({ params, searchParams }: TProps) {
  const [{ locale, id: rawId }, query] = await Promise.all([pageParams(params), searchParams]);
  const eventId = parseId(rawId);
  if (eventId === null) notFound();
  const t = await getTranslations('SpectatorUi.page');

  const event = await getTicketEvent(eventId, { locale });
  if (!event) notFound();
  return (
    <>
      <PageHeader title={t('titleFor', { event: event.name })} crumbs={[{ label: t('title'), href: '/spectator' }]} />
      <PageBody>
        <TicketStepper event={event} locale={locale} query={stepperQuery(query)} />
      </PageBody>
    </>
  );
}

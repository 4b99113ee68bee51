import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageBody, PageHeader } from '@/components/layout/PageHeader';
import { GateIntl } from '@/components/organiser/gate/GateIntl';
import { GatePanel } from '@/components/organiser/gate/GatePanel';
import { requireOrganiserEvent } from '@/components/organiser/guard';
import { loginHref } from '@/lib/accounts/paths';
import { getDb } from '@/lib/db/client';
import { localizedPath } from '@/lib/http/paths';
import { pageLocale } from '@/lib/i18n/page-locale';
import { gateList } from '@/lib/organiser/gate';
import { GATE_QUERY_MAX, gateWindow } from '@/lib/organiser/gate-list';
import { firstParam, parseId } from '@/lib/validation/params';

type TProps = { params: Promise<{ locale: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'OrganiserGate' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * /organiser/events/{id}/gate: the entrance of an event on a phone (docs/decisions/054). Counts,
 * the QR scanner and a typed code, and the list of the event's parties with their waivers and
 * entries, searchable by name (`?q=`, a GET form: it works without script). The page renders one
 * window of the list (GATE_WINDOW parties), whatever the size of the event; the phone then loads
 * the whole list for itself (components/organiser/gate/GatePanel.tsx).
 */
export default async function OrganiserGatePage({ params, searchParams }: TProps) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const path = `/organiser/events/${id}/gate`;
  const { event } = await requireOrganiserEvent(locale, parseId(id), path);
  const q = (firstParam((await searchParams).q) ?? '').slice(0, GATE_QUERY_MAX);
  const t = await getTranslations('OrganiserGate');
  const to = await getTranslations('Organiser');
  const list = await gateList(await getDb(), event.id);
  const { shown, matches } = gateWindow(list.parties, q);
  return (
    <>
      <PageHeader
        title={t('heading', { event: event.name })}
        crumbs={[{ label: to('title'), href: '/organiser' }, { label: event.name, href: `/organiser/events/${event.id}` }]}
      />
      <PageBody>
        <GateIntl>
          <GatePanel
            eventId={event.id}
            timeZone={event.timeZone}
            query={q}
            initial={{ shown, matches, counts: list.counts, at: list.at }}
            signInHref={localizedPath(loginHref(path), locale)}
          />
        </GateIntl>
      </PageBody>
    </>
  );
}

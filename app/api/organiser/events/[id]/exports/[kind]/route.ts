import { getTranslations } from 'next-intl/server';
import { calendarDay } from '@/lib/i18n/format';
import { asLocale } from '@/lib/i18n/locale';
import { log } from '@/lib/log';
import { organiserDeps, organiserOf } from '@/lib/organiser';
import { exportFor } from '@/lib/organiser/export-request';
import { EXPORT_KINDS, type TExportKind } from '@/lib/organiser/exports';
import { contentDisposition, slugify, slugifyUnicode } from '@/lib/results/csv';
import { parseId } from '@/lib/validation/params';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * GET /ll/api/organiser/events/{id}/exports/{spectators|purchases|members}?locale=fr: an event's
 * CSV for its organiser (docs/decisions/056), headers and words in `locale`, a file name naming
 * the event. The account goes through the area's gate (`organiserOf`: a role and its second
 * factor, decision 055), then the role is checked for the event (lib/organiser/export-request.ts):
 * not signed in, no role, no second factor, another organisation's event, an unknown event or
 * kind, or the members of an organisation the account does not organise all answer the same 404.
 * Never cached.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string; kind: string }> }): Promise<Response> {
  const { id, kind: rawKind } = await params;
  const eventId = parseId(id);
  const kind = (EXPORT_KINDS as readonly string[]).includes(rawKind) ? (rawKind as TExportKind) : null;
  const notFound = () => new Response('Not found', { status: 404, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
  if (!eventId || !kind) return notFound();
  const locale = asLocale(new URL(request.url).searchParams.get('locale'));
  const who = await organiserOf();
  const accountId = who.ok ? who.organiser.account.id : null;
  const t = await getTranslations({ locale, namespace: 'OrganiserPurchases' });
  const made = await exportFor(organiserDeps(), accountId, eventId, kind, { locale, t: (key) => t(`csv.${key}` as 'csv.yes'), today: calendarDay(new Date()) });
  if (!made.ok) return notFound();
  log.info({ eventId, kind, account: accountId, rows: made.rows }, 'organiser export downloaded');
  const label = t(`exports.files.${kind}`);
  const name = (slug: (s: string) => string) => `${slug(made.eventName) || `event-${eventId}`}-${slug(label) || kind}.csv`;
  return new Response(made.csv, {
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': contentDisposition({ ascii: name(slugify), utf8: name(slugifyUnicode) }),
    },
  });
}

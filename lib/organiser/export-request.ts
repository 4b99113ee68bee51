import type { TLocale } from '@/lib/constants';
import { hasAnyRole, manageableEvent, organisesOrganization, scopeOf, type TOrganiserDeps } from './access';
import { memberExportRows, membersCsv, purchaseExportRows, purchasesCsv, spectatorExportRows, spectatorsCsv, type TCsvTranslate, type TExportKind } from './exports';

/**
 * An export asked by an account (docs/decisions/056): the role is checked here as the pages check
 * it, then the CSV is made. No account, no role, another organisation's event, an unknown event,
 * or the members of an organisation the account does not organise (a promoter of the event) all
 * answer `{ ok: false }` (the route handler answers 404 to each alike).
 */
export async function exportFor(
  deps: TOrganiserDeps,
  accountId: number | null,
  eventId: number,
  kind: TExportKind,
  options: { locale: TLocale; t: TCsvTranslate; today: string },
): Promise<{ ok: true; csv: string; eventName: string; rows: number } | { ok: false }> {
  if (accountId === null) return { ok: false };
  const db = await deps.getDb();
  const scope = await scopeOf(db, accountId);
  if (!hasAnyRole(scope)) return { ok: false };
  const found = await manageableEvent(deps, scope, eventId, options.locale);
  if (!found) return { ok: false };
  const { event, place } = found;
  const timeZone = event.timeZone;
  if (kind === 'spectators') {
    const rows = await spectatorExportRows(db, event.id);
    return { ok: true, csv: spectatorsCsv(rows, { t: options.t, timeZone }), eventName: event.name, rows: rows.length };
  }
  if (kind === 'purchases') {
    const rows = await purchaseExportRows(db, event.id);
    return { ok: true, csv: purchasesCsv(rows, { t: options.t, timeZone }), eventName: event.name, rows: rows.length };
  }
  if (place.organizationId === null || !organisesOrganization(scope, place.organizationId)) return { ok: false };
  const rows = await memberExportRows(db, place.organizationId);
  return { ok: true, csv: membersCsv(rows, { t: options.t, locale: options.locale, timeZone, today: options.today }), eventName: event.name, rows: rows.length };
}

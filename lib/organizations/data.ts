import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import type { TLocale } from '../constants';
import { loadDefaults } from '../content/defaults';
import { loadOr } from '../http/safe';
import { redirect } from '../http/redirect';
import { getDb } from '../db/client';
import { loadEvent } from '../events/access';
import { listMembers, listMembershipTypes } from '../memberships/store';
import { getPlatform } from '../platform';
import { askPermission } from '../platform/permission';
import type { PlatformPort, TEvent, TEventSummary, TListOptions, TMembershipType, TMemberSummary, TPermissionCheck, TPromoter } from '../platform/port';

/**
 * Reads of the promoter, organisation and membership pages, shared by a page and its metadata
 * (React's per-request cache: one platform call each), and the display-promoter check (seed §6).
 */

export const loadPromoter = cache((id: number, locale: TLocale) => getPlatform().getPromoter(id, { locale }));
export const loadOrganization = cache((id: number, locale: TLocale) => getPlatform().getOrganization(id, { locale }));

/** Public promoters, of an organisation when asked. */
export function listPromoters(options: Parameters<PlatformPort['listPromoters']>[0]) {
  return getPlatform().listPromoters(options);
}

/** Membership types and members are the app's own (lib/memberships/store.ts, decision 050), on every platform. */
export const loadMembershipTypes = cache(async (locale: TLocale, organizationId?: number) => listMembershipTypes(await getDb(), { locale, organizationId }));
/**
 * Event names of single-event membership types, for their validity text. Here rather than beside
 * the organisation's sections, so the membership pages do not import those sections' contact form.
 */
export async function singleEventNames(types: TMembershipType[], locale: TLocale): Promise<Map<number, string>> {
  const ids = [...new Set(types.flatMap((type) => (type.validity === 'single_event' && type.eventId ? [type.eventId] : [])))];
  const events = await Promise.all(ids.map((id) => loadOr(`event ${id}`, () => loadEvent(id, locale), null)));
  return new Map(events.flatMap((e) => (e ? [[e.id, e.name] as const] : [])));
}

export const loadClasses = cache((locale: TLocale, organizationId?: number) => getPlatform().listClasses({ locale, organizationId }));
export const loadMembers = cache(async (locale: TLocale, organizationId?: number) => listMembers(await getDb(), { locale, organizationId }));

/** A member's rider's series results, round by round. */
export function listRiderStandings(riderId: number, options: TListOptions) {
  return getPlatform().listRiderStandings(riderId, options);
}

/** A member's rider's registrations for events from a date, as they are now. */
export function listRiderRegistrations(riderId: number, options: TListOptions & { from: Date }) {
  return getPlatform().listRiderRegistrations(riderId, options);
}

/** A public member by id (private members are not listed by the platform: 404). */
export async function loadMember(id: number, locale: TLocale): Promise<TMemberSummary | null> {
  const members = await loadMembers(locale);
  return members.find((m) => m.id === id) ?? null;
}

/** The platform's answer to a permission question; an error counts as "no" (and is logged); the platform being down is thrown. */
const allowed: (check: TPermissionCheck) => Promise<boolean> = askPermission;

/**
 * A promoter page's promoter: unknown → 404. The display-promoter check is skipped for the
 * default promoter user; otherwise the platform is asked with the default promoter ids, and a
 * refusal (or no answer) sends the visitor to /error in their language (seed §6).
 */
export async function requireDisplayablePromoter(id: number, locale: TLocale): Promise<TPromoter> {
  const [promoter, defaults] = await Promise.all([loadPromoter(id, locale), loadDefaults()]);
  if (!promoter) notFound();
  if (promoter.userId !== defaults.promoterUserId) {
    const ok = await allowed({ kind: 'displayPromoter', promoterId: id, defaultPromoterUserIds: defaults.promoterIds });
    if (!ok) redirect({ href: '/error', locale });
  }
  return promoter;
}

/**
 * An event shown inside an organisation: unknown, private or another organisation's → 404; the
 * platform refusing "display event" → /error.
 */
export async function requireOrganizationEvent(eventId: number, organizationId: number, locale: TLocale): Promise<TEvent> {
  const defaults = await loadDefaults();
  const [event, ok] = await Promise.all([
    loadEvent(eventId, locale),
    allowed({ kind: 'displayEvent', eventId, defaultPromoterUserId: defaults.promoterUserId }),
  ]);
  if (!event || event.organizationId !== organizationId) notFound();
  if (!ok) redirect({ href: '/error', locale });
  return event;
}

/**
 * Ids of the events (among these) whose pre-registration is for existing members only. The
 * summaries do not carry the flag, so the events still taking registrations are read in full
 * (a handful); past events are not asked about.
 */
export async function membersOnlyEventIds(events: readonly TEventSummary[], locale: TLocale): Promise<Set<number>> {
  const taking = events.filter((e) => ['open', 'not_open', 'full'].includes(e.registration.kind));
  const details = await Promise.all(taking.map((e) => loadOr(`event ${e.id}`, () => loadEvent(e.id, locale), null)));
  return new Set(details.flatMap((d) => (d?.membersOnly ? [d.id] : [])));
}

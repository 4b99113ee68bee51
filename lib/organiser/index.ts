import 'server-only';
import { getDb } from '@/lib/db/client';
import { getCurrentAccount, type TCurrentAccount } from '@/lib/accounts/sessions';
import type { TLocale } from '@/lib/constants';
import type { TSeriesDefinition } from '@/lib/mirror/series';
import { getMirror, getPlatform, type TSeriesStandings, type TSeriesType } from '@/lib/platform';
import { hasAnyRole, manageableEvent, organisesOrganization, scopeAndFactorOf, type TOrganiserDeps, type TScope } from './access';
import type { TActor } from './audit';

/**
 * The organiser area for pages and server actions (docs/decisions/052), bound to the app's
 * database and the racing platform. Every page and action starts with `organiserOf()` and asks
 * `eventFor` / `organisationFor` for what it touches.
 */
let deps: TOrganiserDeps | undefined;

export function organiserDeps(): TOrganiserDeps {
  deps ??= { getDb, platform: getPlatform() };
  return deps;
}

export type TOrganiser = { account: TCurrentAccount; scope: TScope; actor: TActor };

/**
 * The signed-in account with its roles: `signIn` when no one is signed in, `forbidden` when the
 * account has no role (the pages show the same "not allowed" page to both a participant and an
 * organiser of another organisation, without saying what exists), `secondFactor` when it has a
 * role but no confirmed second factor yet (decision 055: the pages send it to set one up; the
 * actions refuse).
 */
export async function organiserOf(): Promise<{ ok: true; organiser: TOrganiser } | { ok: false; reason: 'signIn' | 'forbidden' | 'secondFactor' }> {
  const account = await getCurrentAccount();
  if (!account) return { ok: false, reason: 'signIn' };
  // Two queries in all, the session with its account and the roles with the factor: every page,
  // action and gate check-in of the area starts here.
  const { scope, secondFactor } = await scopeAndFactorOf(await getDb(), account.id);
  if (!hasAnyRole(scope)) return { ok: false, reason: 'forbidden' };
  if (!secondFactor) return { ok: false, reason: 'secondFactor' };
  // The actor as audit.actorOf names it, from the account already read.
  return { ok: true, organiser: { account, scope, actor: { accountId: account.id, name: `${account.firstName} ${account.lastName}` } } };
}

/** The event if this organiser runs it, else null (unknown and not theirs read the same). */
export function eventFor(organiser: TOrganiser, eventId: number, locale: TLocale) {
  return manageableEvent(organiserDeps(), organiser.scope, eventId, locale);
}

/** The organisation if this organiser is an organiser of it, else null. */
export async function organisationFor(organiser: TOrganiser, organizationId: number, locale: TLocale) {
  if (!organisesOrganization(organiser.scope, organizationId)) return null;
  return organiserDeps().platform.getOrganization(organizationId, { locale });
}

/** The standings a series definition gives, published or not, computed as the public series page computes them (docs/decisions/047). */
export function previewSeriesStandings(definition: TSeriesDefinition, type: TSeriesType): Promise<TSeriesStandings> {
  return getMirror().previewStandings(definition, type);
}

export { manageableEvents } from './access';

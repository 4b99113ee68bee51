import 'server-only';
import { getDb } from '@/lib/db/client';
import { getCurrentAccount, type TCurrentAccount } from '@/lib/accounts/sessions';
import { hasConfirmedFactor } from '@/lib/accounts/second-factor';
import type { TLocale } from '@/lib/constants';
import { getPlatform } from '@/lib/platform';
import { hasAnyRole, manageableEvent, organisesOrganization, scopeOf, type TOrganiserDeps, type TScope } from './access';
import { actorOf, type TActor } from './audit';

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
  const db = await getDb();
  const scope = await scopeOf(db, account.id);
  if (!hasAnyRole(scope)) return { ok: false, reason: 'forbidden' };
  if (!(await hasConfirmedFactor(db, account.id))) return { ok: false, reason: 'secondFactor' };
  return { ok: true, organiser: { account, scope, actor: await actorOf(db, account.id) } };
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

export { manageableEvents } from './access';

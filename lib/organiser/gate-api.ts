import { createHash } from 'node:crypto';
import { z } from 'zod';
import { log } from '@/lib/log';
import { manageableEvent, scopeOf, type TOrganiserDeps, type TScope } from './access';
import { actorOf, type TActor } from './audit';
import { checkInItems, gateList, gateListVersion } from './gate';
import { CHECK_IN_BATCH, GATE_LABEL_MAX } from './gate-list';

/**
 * The gate's JSON calls (docs/decisions/054), apart from HTTP so tests call them with an account
 * id: the event's list (GET /api/organiser/gate?event=) and check-ins (POST
 * /api/organiser/check-in). Each asks, for the signed-in account, whether it runs the event:
 * nobody signed in is told to sign in (401), a role holder without a second factor to set one up
 * (403); an account without a role on the event gets the answer of an event that does not exist
 * (404). Bad input is a 400 with what was wrong, never a
 * 500; a database failure is a 503 the phone retries (its queue is kept).
 */

export type TGateApiAnswer = { status: 200 | 304 | 400 | 401 | 403 | 404 | 503; body: unknown; etag?: string };

/**
 * Who asks, as the organiser area's gate for actions (lib/organiser `organiserOf`) says it: an
 * account with a role and its second factor (its id), nobody signed in, a role holder without a
 * second factor yet (decision 055), or an account without any role (answered like an unknown event).
 */
export type TAsker = { accountId: number; scope?: TScope; actor?: TActor } | { refused: 'signIn' | 'secondFactor' | 'forbidden' };

/** The asker as `organiserOf` found it (its roles and name already read: not read again). */
export function whoAsks(result: { ok: true; organiser: { account: { id: number }; scope: TScope; actor: TActor } } | { ok: false; reason: 'signIn' | 'forbidden' | 'secondFactor' }): TAsker {
  return result.ok ? { accountId: result.organiser.account.id, scope: result.organiser.scope, actor: result.organiser.actor } : { refused: result.reason };
}

/** An account id as an asker (tests, and callers that checked the account themselves); null: nobody signed in. */
export const asker = (accountId: number | null): TAsker => (accountId === null ? { refused: 'signIn' } : { accountId });

const ZId = z.number().int().positive().max(2_147_483_647);

const ZCheckInItemSchema = z
  .object({
    /** The phone's own id of the check-in (its queue's key), given back with the answer. */
    key: z.string().min(1).max(64),
    token: z.string().min(1).max(80).optional(),
    purchaseId: ZId.optional(),
    /** When the phone scanned (ISO 8601); bounded by the server. */
    scannedAt: z.string().max(40).nullable().optional(),
  })
  .strict()
  .refine((item) => (item.token === undefined) !== (item.purchaseId === undefined), { message: 'a token or a purchaseId, not both' });

export const ZCheckInBodySchema = z
  .object({
    eventId: ZId,
    /** The phone's label ("Gate A"). */
    gate: z.string().trim().max(GATE_LABEL_MAX).nullable().optional(),
    items: z.array(ZCheckInItemSchema).min(1).max(CHECK_IN_BATCH),
  })
  .strict();
export type TCheckInBody = z.infer<typeof ZCheckInBodySchema>;

const problem = (status: 400 | 401 | 403 | 404 | 503, code: string, issues?: string[]): TGateApiAnswer => ({ status, body: { error: { code, ...(issues ? { issues } : {}) } } });

/** The refusal of someone who may not use the gate at all, or null. */
function refusalOf(who: TAsker): TGateApiAnswer | null {
  if ('accountId' in who) return null;
  if (who.refused === 'signIn') return problem(401, 'signIn');
  if (who.refused === 'secondFactor') return problem(403, 'secondFactor');
  return problem(404, 'notFound');
}

async function runnerOf(deps: TOrganiserDeps, who: { accountId: number; scope?: TScope }, eventId: number) {
  const db = await deps.getDb();
  const found = await manageableEvent(deps, who.scope ?? (await scopeOf(db, who.accountId)), eventId, 'en');
  return found ? { db, found } : null;
}

/** POST /api/organiser/check-in: the answers of a batch of check-ins, in its order, each with its key. */
export async function checkInRequest(deps: TOrganiserDeps, who: TAsker, input: unknown): Promise<TGateApiAnswer> {
  const parsed = ZCheckInBodySchema.safeParse(input);
  if (!parsed.success) return problem(400, 'invalidBody', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).slice(0, 10));
  const refused = refusalOf(who);
  if (refused || !('accountId' in who)) return refused!;
  const { accountId } = who;
  const body = parsed.data;
  try {
    const runner = await runnerOf(deps, who, body.eventId);
    if (!runner) return problem(404, 'notFound');
    const actor = who.actor ?? (await actorOf(runner.db, accountId));
    const answers = await checkInItems(runner.db, { eventId: body.eventId, actor: { ...actor, accountId }, gate: body.gate || null, now: deps.now }, body.items);
    return { status: 200, body: { answers } };
  } catch (error) {
    log.error({ err: error, eventId: body.eventId }, 'gate check-in failed');
    return problem(503, 'unavailable');
  }
}

/**
 * GET /api/organiser/gate?event={id}: the event's whole list, for the phone to keep, with its
 * version as ETag; a phone that has this version (`ifNoneMatch`) gets a 304 without the list.
 */
export async function gateListRequest(deps: TOrganiserDeps, who: TAsker, eventParam: string | null, ifNoneMatch: string | null = null): Promise<TGateApiAnswer> {
  const eventId = eventParam && /^[1-9]\d{0,9}$/.test(eventParam) ? Number(eventParam) : NaN;
  if (!ZId.safeParse(eventId).success) return problem(400, 'invalidEvent');
  const refused = refusalOf(who);
  if (refused || !('accountId' in who)) return refused!;
  try {
    const runner = await runnerOf(deps, who, eventId);
    if (!runner) return problem(404, 'notFound');
    const version = await gateListVersion(runner.db, eventId);
    const etag = `W/"${createHash('sha256').update(`${eventId}|${version}`).digest('base64url').slice(0, 27)}"`;
    if (ifNoneMatch === etag) return { status: 304, body: null, etag };
    return { status: 200, body: await gateList(runner.db, eventId, deps.now?.() ?? new Date()), etag };
  } catch (error) {
    log.error({ err: error, eventId }, 'gate list failed');
    return problem(503, 'unavailable');
  }
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/accounts/authenticate';
import { sessionCookieFor } from '@/lib/accounts/config';
import { hashPassword } from '@/lib/security/passwords';
import { createSession } from '@/lib/accounts/session-store';
import { getDb } from '@/lib/db/client';
import { accounts, totpFactors } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { loadEvent } from '@/lib/events/access';
import { ticketToken } from '@/lib/organiser/gate';
import { insertCrowd, insertParties } from '@/lib/organiser/gate-seed';
import { jsonError } from '@/lib/results/api';

export const dynamic = 'force-dynamic';

const ZEventId = z.number().int().positive().max(2_147_483_647);

const ZBody = z.discriminatedUnion('action', [
  /**
   * A paid party of an event, bought by a new spectator account that can sign in (to see its entry
   * pass): `people` of them, the last one's waiver not signed when `unsignedWaiver`; `status` other
   * than paid for the refusals. Answers the purchase, its check-in token, the buyer's sign-in and
   * the names.
   */
  z
    .object({
      action: z.literal('paidParty'),
      eventId: ZEventId,
      people: z.number().int().min(1).max(6).default(2),
      unsignedWaiver: z.boolean().default(false),
      status: z.enum(['paid', 'cancelled', 'pending_payment']).default('paid'),
    })
    .strict(),
  /** An event's crowd of `spectators` people in parties (the benchmark): answers the tokens of the first `tokens` parties. */
  z.object({ action: z.literal('crowd'), eventId: ZEventId, spectators: z.number().int().min(1).max(5000), tokens: z.number().int().min(0).max(1000).default(0) }).strict(),
  /**
   * A session of an existing account with a role, as its cookie (the benchmark's gate phones sign
   * in without the form). The account's second factor is marked set up when it has none (decision
   * 055: the organiser area asks for one; a benchmark has no authenticator app).
   */
  z.object({ action: z.literal('session'), email: z.string().max(254) }).strict(),
]);

/**
 * TEST ONLY (the gate's end-to-end tests and benchmark, docs/decisions/054). Enabled only when
 * E2E_TEST_ROUTES=true; a plain 404 otherwise, so it does not exist in production.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonError(400, 'invalid body', parsed.error.issues.map((i) => i.message));
  const body = parsed.data;
  const db = await getDb();
  const headers = { 'Cache-Control': 'no-store' };

  if (body.action === 'session') {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, normalizeEmail(body.email)));
    if (!account) return jsonError(404, 'no account with this email');
    await db.insert(totpFactors).values({ accountId: account.id, secretEncrypted: 'none (test route: a benchmark signs in without a code)', confirmedAt: new Date() }).onConflictDoNothing();
    const { token } = await createSession({ db }, { accountId: account.id, userAgent: 'gate bench' });
    return Response.json({ cookie: `${sessionCookieFor(env.SITE_URL).name}=${token}` }, { status: 201, headers });
  }

  const event = await loadEvent(body.eventId, 'en');
  if (!event) return jsonError(404, 'no such event');
  const suffix = randomBytes(5).toString('hex');
  const letters = suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const password = `Gate-${suffix}-9`;
  const [buyer] = await db
    .insert(accounts)
    .values({
      email: `gate-${suffix}@example.com`,
      passwordHash: body.action === 'paidParty' ? await hashPassword(password) : null,
      role: 'spectator',
      firstName: 'Gale',
      lastName: `Buyer${letters[0]!.toUpperCase()}${letters.slice(1)}`,
      gender: 'female',
      birthDate: '1984-02-03',
      locale: 'en',
    })
    .returning({ id: accounts.id, email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName });

  if (body.action === 'crowd') {
    const ids = await insertCrowd(db, { eventId: event.id, promoterId: event.promoter.id, buyerAccountId: buyer!.id, spectators: body.spectators });
    const tokens = await Promise.all(ids.slice(0, body.tokens).map((id) => ticketToken(db, id)));
    return Response.json({ parties: ids.length, tokens }, { status: 201, headers });
  }

  const people = Array.from({ length: body.people }, (_, i) =>
    i === 0
      ? { firstName: buyer!.firstName, lastName: buyer!.lastName }
      : { firstName: ['Noé', 'Inés', 'Zoé', 'Félix', 'Maëlle'][i - 1]!, lastName: buyer!.lastName, waiver: body.unsignedWaiver && i === body.people - 1 ? ('not_signed' as const) : ('signed' as const) },
  );
  const [purchaseId] = await insertParties(db, [{ eventId: event.id, promoterId: event.promoter.id, buyerAccountId: buyer!.id, people, status: body.status }]);
  return Response.json(
    { purchaseId, token: await ticketToken(db, purchaseId!), buyer: { email: buyer!.email, password }, names: people.map((p) => `${p.firstName} ${p.lastName}`) },
    { status: 201, headers },
  );
}

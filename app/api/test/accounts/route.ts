import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/accounts/authenticate';
import { createResetToken } from '@/lib/accounts/password-reset';
import { hashPassword } from '@/lib/security/passwords';
import { LOCALES, RESET_LINK_TTL_MS } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { accounts, guardianships, mailOutbox } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { jsonError } from '@/lib/results/api';
import { COMMAND_LINE_ACTOR } from '@/lib/organiser/audit';
import { grantRole } from '@/lib/organiser/roles';

export const dynamic = 'force-dynamic';

const ZBody = z.discriminatedUnion('action', [
  /** A fresh adult participant with its own email and password (tests that change a password). */
  z.object({ action: z.literal('createAccount'), locale: z.enum(LOCALES).default('en') }).strict(),
  /** A minor (twelve years old, no sign-in) in the family of the account of `guardianEmail` (membership tests). */
  z.object({ action: z.literal('addMinor'), guardianEmail: z.string() }).strict(),
  /** A reset link for an account that expired a minute ago. */
  z.object({ action: z.literal('expiredResetToken'), email: z.string() }).strict(),
  /** A role of the organiser area for the account of `email` (organiser of an organisation, or promoter), as `npm run roles -- grant` gives it. */
  z.object({ action: z.literal('grantRole'), email: z.string(), organizationId: z.number().int().positive().optional(), promoterId: z.number().int().positive().optional() }).strict(),
  /** The text of the newest mail to an address. */
  z.object({ action: z.literal('lastMail'), to: z.string() }).strict(),
]);

/**
 * TEST ONLY (end-to-end tests of sign-in and password reset). Enabled only when
 * E2E_TEST_ROUTES=true; a plain 404 otherwise, so it does not exist in production.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonError(400, 'invalid body', parsed.error.issues.map((i) => i.message));
  const body = parsed.data;
  const db = await getDb();
  const headers = { 'Cache-Control': 'no-store' };

  if (body.action === 'createAccount') {
    const suffix = randomBytes(6).toString('hex');
    const email = `e2e-${suffix}@example.com`;
    const password = `Trail-${suffix}-9`;
    const [row] = await db
      .insert(accounts)
      .values({
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Casey',
        lastName: `Tester${suffix.slice(0, 4)}`,
        gender: 'female',
        birthDate: '1991-04-02',
        locale: body.locale,
      })
      .returning({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName });
    return Response.json({ ...row, email, password }, { status: 201, headers });
  }

  if (body.action === 'grantRole') {
    if ((body.organizationId === undefined) === (body.promoterId === undefined)) return jsonError(400, 'give organizationId or promoterId');
    const target = body.organizationId !== undefined ? { kind: 'organiser' as const, organizationId: body.organizationId } : { kind: 'promoter' as const, promoterId: body.promoterId!, organizationId: null };
    const result = await grantRole(db, COMMAND_LINE_ACTOR, body.email, target);
    return result.ok ? Response.json(result, { status: 201, headers }) : Response.json({ error: result.error }, { status: 409, headers });
  }

  if (body.action === 'addMinor') {
    const [guardian] = await db.select({ id: accounts.id, lastName: accounts.lastName }).from(accounts).where(eq(accounts.email, normalizeEmail(body.guardianEmail)));
    if (!guardian) return jsonError(404, 'no account with this email');
    const birth = new Date();
    birth.setUTCFullYear(birth.getUTCFullYear() - 12);
    const [minor] = await db
      .insert(accounts)
      .values({ firstName: 'Robin', lastName: guardian.lastName, gender: 'male', birthDate: birth.toISOString().slice(0, 10), locale: 'en' })
      .returning({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName });
    await db.insert(guardianships).values({ minorAccountId: minor!.id, guardianAccountId: guardian.id, relationship: 'father' });
    return Response.json(minor, { status: 201, headers });
  }

  if (body.action === 'expiredResetToken') {
    const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, normalizeEmail(body.email)));
    if (!account) return jsonError(404, 'no account with this email');
    const past = new Date(Date.now() - RESET_LINK_TTL_MS - 60_000);
    const token = await createResetToken({ db, now: () => past }, account.id);
    return Response.json({ token }, { status: 201, headers });
  }

  const [mail] = await db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, body.to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) return jsonError(404, 'no mail to this address');
  return Response.json(mail, { headers });
}

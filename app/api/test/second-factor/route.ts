import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeEmail } from '@/lib/accounts/authenticate';
import { secondFactorLimitKey, secretContext, TOTP_KEY_NAME } from '@/lib/accounts/second-factor';
import { getDb } from '@/lib/db/client';
import { accounts, recoveryCodes, totpFactors } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { jsonError } from '@/lib/results/api';
import { openSecret } from '@/lib/security/secret-box';
import { getRateLimiter } from '@/lib/server/services';

export const dynamic = 'force-dynamic';

const ZBody = z.discriminatedUnion('action', [
  /** The account's TOTP secret (set up or confirmed) and the last step used, so a test can make its codes. */
  z.object({ action: z.literal('secret'), email: z.string().max(254) }).strict(),
  /** Forget the last step used, so a test signing in again within 30 s may use the current code. */
  z.object({ action: z.literal('forgetUsedCode'), email: z.string().max(254) }).strict(),
  /** Remove the account's factor and recovery codes, and forget its wrong codes (a test that starts from "set one up"). */
  z.object({ action: z.literal('remove'), email: z.string().max(254) }).strict(),
]);

/**
 * TEST ONLY (end-to-end tests that sign in with a second factor; e2e/helpers/organiser.ts,
 * docs/decisions/055). Enabled only when E2E_TEST_ROUTES=true; a plain 404 otherwise, so it does
 * not exist in production.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonError(400, 'invalid body', parsed.error.issues.map((i) => i.message));
  const body = parsed.data;
  const db = await getDb();
  const headers = { 'Cache-Control': 'no-store' };
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, normalizeEmail(body.email)));
  if (!account) return jsonError(404, 'no account with this email');

  if (body.action === 'remove') {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, account.id));
    await db.delete(totpFactors).where(eq(totpFactors.accountId, account.id));
    await getRateLimiter().reset('secondFactorFailsPerAccount', secondFactorLimitKey(account.id));
    return Response.json({ removed: true }, { headers });
  }
  if (body.action === 'forgetUsedCode') {
    await db.update(totpFactors).set({ lastStep: null }).where(eq(totpFactors.accountId, account.id));
    return Response.json({ forgotten: true }, { headers });
  }
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.accountId, account.id));
  if (!factor) return jsonError(404, 'no second factor');
  const secret = await openSecret(db, TOTP_KEY_NAME, secretContext(account.id), factor.secretEncrypted);
  if (!secret) return jsonError(404, 'the secret does not open with this database key');
  return Response.json({ secret, confirmed: factor.confirmedAt !== null, lastStep: factor.lastStep }, { headers });
}

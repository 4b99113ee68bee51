import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { waivers } from '@/lib/db/schema/spectators';
import { env } from '@/lib/env';
import { jsonError } from '@/lib/results/api';
import { issueCopyLink } from '@/lib/spectators/copy-links';
import { COPY_LINK_TTL_MS } from '@/lib/spectators/deps';

export const dynamic = 'force-dynamic';

const ZBody = z.object({ action: z.literal('copyLink'), uuid: z.uuid(), expired: z.boolean().default(false) }).strict();

/**
 * TEST ONLY (end-to-end tests of waiver copy links): POST {action: 'copyLink', uuid, expired?}
 * makes a copy link of a waiver (valid 7 days, or expired a minute ago) and answers its token, as
 * the completion page and the mail do for a real signer. Enabled only when
 * E2E_TEST_ROUTES=true; a plain 404 otherwise, so it does not exist in production.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonError(400, 'invalid body', parsed.error.issues.map((i) => i.message));
  const db = await getDb();
  const [waiver] = await db.select({ id: waivers.id }).from(waivers).where(eq(waivers.uuid, parsed.data.uuid));
  if (!waiver) return jsonError(404, 'no waiver with this uuid');
  const now = parsed.data.expired ? new Date(Date.now() - COPY_LINK_TTL_MS - 60_000) : new Date();
  const { token } = await issueCopyLink(db, waiver.id, now);
  return Response.json({ token }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

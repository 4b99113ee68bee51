import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import * as t from '@/lib/db/schema';
import { jsonError } from '@/lib/results/api';

export const dynamic = 'force-dynamic';

const ZBody = z.object({ raceId: z.number().int().positive(), entryId: z.number().int().positive().optional() }).strict();

/**
 * TEST ONLY (end-to-end tests of live results): POST {raceId, entryId?} adds the next lap of an
 * entry of a running race (the first running entry when none is given), one lap time after its
 * last crossing. Enabled only when E2E_TEST_ROUTES=true (playwright.config.ts sets it for the
 * e2e server); a plain 404 otherwise, so it does not exist in production.
 */
export async function POST(request: Request): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  const parsed = ZBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return jsonError(400, 'invalid body', parsed.error.issues.map((i) => i.message));
  const { raceId, entryId } = parsed.data;

  const db = await getDb();
  const [race] = await db.select().from(t.races).where(eq(t.races.id, raceId));
  if (!race || race.status !== 'running') return jsonError(404, 'no running race with this id');
  const [entry] = await db
    .select()
    .from(t.entries)
    .where(and(eq(t.entries.raceId, raceId), eq(t.entries.status, 'running'), ...(entryId ? [eq(t.entries.id, entryId)] : [])))
    .orderBy(asc(t.entries.id))
    .limit(1);
  if (!entry) return jsonError(404, 'no running entry with this id in the race');

  const [last] = await db.select().from(t.laps).where(eq(t.laps.entryId, entry.id)).orderBy(desc(t.laps.lapNumber)).limit(1);
  const lapTimeMs = last?.lapTimeMs ?? 300_000;
  const lapNumber = (last?.lapNumber ?? 0) + 1;
  const readAt = new Date((last?.readAt ?? race.startAt).getTime() + lapTimeMs);
  await db.insert(t.laps).values({ entryId: entry.id, lapNumber, lapTimeMs, readAt });
  return Response.json({ raceId, entryId: entry.id, lapNumber, lapTimeMs, readAt }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
}

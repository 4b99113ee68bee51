import { NextResponse } from 'next/server';
import { forgetAllAnswers } from '@/lib/cache/forget';
import { env } from '@/lib/env';
import { runPlatformSyncPass } from '@/lib/platform';

export const dynamic = 'force-dynamic';

/**
 * TEST ONLY (e2e/livelaps-mirror.spec.ts): POST runs one full pass of the results mirror's sync now
 * (every race list and every race's results read again, lib/mirror/sync.ts), as the scheduler
 * would in its own time, and forgets the answers the pages share; answers the pass's summary.
 * Enabled only when E2E_TEST_ROUTES=true; a plain 404 otherwise (and on the embedded platform).
 */
export async function POST(): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  const summary = await runPlatformSyncPass();
  if (!summary) return new Response('Not found', { status: 404 });
  forgetAllAnswers();
  return NextResponse.json(summary, { headers: { 'Cache-Control': 'no-store' } });
}

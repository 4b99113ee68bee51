import { env } from '@/lib/env';
import { getLiveFeed } from '@/lib/results/live';

export const dynamic = 'force-dynamic';

/**
 * TEST ONLY (end-to-end tests and the bench of live results): GET the live feed's counters: the
 * races it watches (subscribers, reads, version) and the reads made per race. Enabled only when
 * E2E_TEST_ROUTES=true; a plain 404 otherwise, so it does not exist in production.
 */
export async function GET(): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  return Response.json(getLiveFeed().stats(), { headers: { 'Cache-Control': 'no-store' } });
}

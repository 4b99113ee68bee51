import { forgetAllAnswers } from '@/lib/cache/forget';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * TEST ONLY (end-to-end tests of a LiveLaps outage, e2e/livelaps.spec.ts): POST forgets the racing
 * platform's answers that are still shared (as if their time to live had passed), keeping the last
 * good ones, so that the next page asks the platform again (lib/cache/forget.ts: every copy of the
 * caches, those of the pages included). Enabled only when E2E_TEST_ROUTES=true;
 * a plain 404 otherwise, so it does not exist in production.
 */
export async function POST(): Promise<Response> {
  if (!env.E2E_TEST_ROUTES) return new Response('Not found', { status: 404 });
  forgetAllAnswers();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

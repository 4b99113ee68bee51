import { notFound } from 'next/navigation';
import { env } from '@/lib/env';

// Rendered per request: the failure happens on the request, never at build time.
export const dynamic = 'force-dynamic';

/**
 * TEST ONLY (e2e/content-outage.spec.ts): a page that fails while rendering, to check that the
 * main layout's error page keeps the shell. Enabled only when E2E_TEST_ROUTES=true; a 404
 * otherwise, so it does not exist in production.
 */
export default async function RenderErrorTestPage() {
  if (!env.E2E_TEST_ROUTES) notFound();
  throw new Error('test: a page failed while rendering');
}

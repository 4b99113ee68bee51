import { getCurrentAccount } from '@/lib/accounts/sessions';
import { toAccountSummary } from '@/lib/accounts/summary';

export const dynamic = 'force-dynamic';

/**
 * GET /ll/api/account/me: who is signed in on this browser (for the shell's account menu, so no
 * layout has to read cookies). Never cached: the answer depends on the session cookie.
 */
export async function GET(): Promise<Response> {
  return Response.json(toAccountSummary(await getCurrentAccount()), {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  });
}

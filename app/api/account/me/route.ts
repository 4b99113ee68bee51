import { getCurrentAccount } from '@/lib/accounts/sessions';
import { toAccountSummary } from '@/lib/accounts/summary';
import { getDb } from '@/lib/db/client';
import { hasAnyRole, scopeOf } from '@/lib/organiser/access';

export const dynamic = 'force-dynamic';

/**
 * GET /ll/api/account/me: who is signed in on this browser (for the shell's account menu, so no
 * layout has to read cookies). Never cached: the answer depends on the session cookie.
 */
export async function GET(): Promise<Response> {
  const account = await getCurrentAccount();
  const organiser = account ? hasAnyRole(await scopeOf(await getDb(), account.id)) : false;
  return Response.json(toAccountSummary(account, organiser), {
    headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
  });
}

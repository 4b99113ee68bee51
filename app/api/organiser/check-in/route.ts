import { organiserDeps, organiserOf } from '@/lib/organiser';
import { checkInRequest, whoAsks } from '@/lib/organiser/gate-api';
import { jsonAnswer, readJsonBody, refusePost } from '@/lib/organiser/gate-http';

export const dynamic = 'force-dynamic';

/**
 * POST /ll/api/organiser/check-in: a gate phone's check-ins (docs/decisions/054), one or a batch
 * of its queue after a lost connection: `{ eventId, gate?, items: [{ key, token | purchaseId,
 * scannedAt? }] }` (at most 50). Answers each item with its key: admitted, already (who, when)
 * or refused (why). 401 when signed out, 403 without a second factor (decision 055), 404 for an
 * event the account does not run (or an account without a role), 400 for a
 * body that is not one, 403/413/415 for a foreign origin, a body too large, or not JSON.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refusePost(request);
  if (refused) return refused;
  const body = await readJsonBody(request);
  const answer = await checkInRequest(organiserDeps(), whoAsks(await organiserOf()), body);
  return jsonAnswer(answer.status, answer.body);
}

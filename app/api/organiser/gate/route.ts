import { organiserDeps, organiserOf } from '@/lib/organiser';
import { gateListRequest, whoAsks } from '@/lib/organiser/gate-api';
import { jsonAnswer, NO_STORE } from '@/lib/organiser/gate-http';

export const dynamic = 'force-dynamic';

/**
 * GET /ll/api/organiser/gate?event={id}: the whole list of an event's parties for a gate phone to
 * keep (docs/decisions/054), with the list's version as ETag: a phone polling an unchanged list
 * gets a 304, which costs a few aggregates and not the list. 401 when signed out, 403 without a
 * second factor, 404 for an event the account does not run.
 */
export async function GET(request: Request): Promise<Response> {
  const answer = await gateListRequest(organiserDeps(), whoAsks(await organiserOf()), new URL(request.url).searchParams.get('event'), request.headers.get('if-none-match'));
  const etag: Record<string, string> = answer.etag ? { ETag: answer.etag } : {};
  if (answer.status === 304) return new Response(null, { status: 304, headers: { ...NO_STORE, ...etag } });
  return jsonAnswer(answer.status, answer.body, etag);
}

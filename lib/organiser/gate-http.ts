import 'server-only';
import { env } from '@/lib/env';

/**
 * HTTP checks of the gate's JSON calls (docs/decisions/054) before any work: a POST must be JSON
 * (a form of another site cannot send it without asking first), from the site's own origin when
 * the browser names one (the session cookie is SameSite=Lax already; this is the second lock), and
 * small (a batch of 50 check-ins is about 6 kB).
 */
export const CHECK_IN_BODY_LIMIT_BYTES = 32 * 1024;

const siteHost = (() => {
  try {
    return new URL(env.SITE_URL).host;
  } catch {
    return null;
  }
})();

export const NO_STORE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' } as const;

export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Why a POST is refused before its body is read, or null. */
export function refusePost(request: Request): Response | null {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    let host: string | null = null;
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
    const own = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
    if (host === null || (host !== own && host !== siteHost)) return jsonAnswer(403, { error: { code: 'foreignOrigin' } });
  }
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) return jsonAnswer(415, { error: { code: 'jsonOnly' } });
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > CHECK_IN_BODY_LIMIT_BYTES) return jsonAnswer(413, { error: { code: 'tooLarge' } });
  return null;
}

/** The JSON body, read up to the limit; undefined when it is not JSON or too large. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (text.length > CHECK_IN_BODY_LIMIT_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

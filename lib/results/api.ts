import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../server/response-status.mjs';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '../constants';
import { ZIdSchema } from '../validation/params';
import { parseResultViewState, RESULT_VIEWS, type TResultViewState } from './view-state';

/**
 * Helpers of the results route handlers (app/api/races, app/api/series): strict parameter
 * validation (400 with a JSON error body), conditional GET with weak ETags, and the cache rules:
 * a few seconds while a race runs, long for finished results, which never change.
 */

export type TApiError = { error: { code: 'INVALID_INPUT' | 'NOT_FOUND' | 'UPSTREAM_FAILED' | 'PLATFORM_NOT_AVAILABLE'; message: string; issues?: string[] } };

/**
 * A JSON error. 503 is the racing platform not answering with nothing kept (docs/decisions/024):
 * it comes with Retry-After, as the pages' 503 does.
 */
export function jsonError(status: 400 | 404 | 501 | 502 | 503, message: string, issues?: string[]): Response {
  const code = status === 400 ? 'INVALID_INPUT' : status === 404 ? 'NOT_FOUND' : status === 501 ? 'PLATFORM_NOT_AVAILABLE' : 'UPSTREAM_FAILED';
  const body: TApiError = { error: { code, message, ...(issues ? { issues } : {}) } };
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (status === 503) headers['Retry-After'] = String(UNAVAILABLE_RETRY_AFTER_SECONDS);
  return Response.json(body, { status, headers });
}

export const notFoundResponse = (what = 'race'): Response => jsonError(404, `unknown ${what}`);

/** The racing platform is down or answered junk and nothing is kept: 503 with Retry-After. */
export const platformDownResponse = (): Response => jsonError(503, 'the results service is not answering');

/** The `[id]` route segment: a positive whole number, else null (answer 404). */
export function routeId(value: string): number | null {
  const parsed = ZIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const idList = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'a comma-separated list of ids')
    .refine((v) => v.split(',').length <= max, `at most ${max} ids`);
const positiveInt = z.string().regex(/^[1-9]\d{0,9}$/, 'a positive whole number');

export const ZLocaleParam = z.enum(LOCALES).default(DEFAULT_LOCALE);

/** The results query: the page's view state (lib/results/view-state.ts) plus locale and all. */
export const ZResultsQuery = z
  .object({
    view: z.enum(RESULT_VIEWS).optional(),
    class: idList(50).optional(),
    group: positiveInt.optional(),
    team: positiveInt.optional(),
    brand: z.string().trim().max(40).optional(),
    q: z.string().max(50).optional(),
    page: positiveInt.optional(),
    rider: idList(6).optional(),
    race: positiveInt.optional(),
    locale: ZLocaleParam,
    all: z.enum(['0', '1', 'true', 'false']).optional(),
  })
  .strict();

export type TResultsQuery = { state: TResultViewState; locale: TLocale; all: boolean; canonical: string };

function issuesOf(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`);
}

/** Parse a results query; repeated parameters are refused. */
export function parseResultsQuery(url: URL): { ok: true; value: TResultsQuery } | { ok: false; response: Response } {
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in raw) return { ok: false, response: jsonError(400, 'invalid query', [`${key}: given more than once`]) };
    raw[key] = value;
  }
  const parsed = ZResultsQuery.safeParse(raw);
  if (!parsed.success) return { ok: false, response: jsonError(400, 'invalid query', issuesOf(parsed.error)) };
  const { locale, all, ...view } = parsed.data;
  const state = parseResultViewState(view);
  const canonical = new URLSearchParams(Object.entries(raw).sort(([a], [b]) => a.localeCompare(b))).toString();
  return { ok: true, value: { state, locale, all: all === '1' || all === 'true', canonical } };
}

/** Parse a small query with a zod object schema (unknown parameters refused). */
export function parseQuery<T extends z.ZodObject>(url: URL, schema: T): { ok: true; value: z.infer<T> } | { ok: false; response: Response } {
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (key in raw) return { ok: false, response: jsonError(400, 'invalid query', [`${key}: given more than once`]) };
    raw[key] = value;
  }
  const parsed = schema.strict().safeParse(raw);
  if (!parsed.success) return { ok: false, response: jsonError(400, 'invalid query', issuesOf(parsed.error)) };
  return { ok: true, value: parsed.data as z.infer<T> };
}

/** A weak ETag from a version (the race's last timing change) and what else shapes the body. */
export function weakEtag(...parts: (string | number)[]): string {
  const hash = createHash('sha1').update(parts.join('\u0000')).digest('base64url').slice(0, 20);
  return `W/"${hash}"`;
}

/** Does If-None-Match name this ETag (weak comparison, lists and `*` included)? */
export function matchesEtag(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match');
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Cache-Control of results: live data for a few seconds, finished results for long. */
export function resultsCacheControl(live: boolean): string {
  return live ? 'public, max-age=2' : 'public, max-age=300, stale-while-revalidate=86400';
}

/** 304 when the client has this version, else the response from `build` with ETag and caching. */
export async function conditional(request: Request, etag: string, live: boolean, build: () => Promise<Response> | Response): Promise<Response> {
  const headers = { ETag: etag, 'Cache-Control': resultsCacheControl(live), Vary: 'Accept-Encoding' };
  if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
  const response = await build();
  for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
  return response;
}

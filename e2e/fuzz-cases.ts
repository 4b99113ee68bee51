/**
 * Generators of hostile requests, shared by the fuzz run (`npm run fuzz`, scripts/fuzz.ts) and its
 * smaller sibling in the end-to-end tests (e2e/fuzz.spec.ts). Seeded, so a failing run can be
 * replayed with the same FUZZ_SEED. Header values stay printable ASCII (what any HTTP client will
 * send); paths may carry raw bytes, bad percent-encoding and `..`.
 */

// The seeded generator of the demo data (mulberry32): the same requests for the same FUZZ_SEED.
import { createRandom, type TRandom } from '../lib/demo/random';

export { createRandom, type TRandom };
export type TFuzzKind = 'path' | 'query' | 'cookie' | 'header' | 'action';

export type TFuzzRequest = {
  kind: TFuzzKind;
  method: 'GET' | 'HEAD' | 'POST';
  /** Request target under the site's origin, as sent (not normalised). */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The status the request must get, when it is fixed (a foreign origin on an action is a 403). */
  expectStatus?: number;
};


export const BASE_PATH = '/ll';
const LOCALE_PREFIXES = ['', '', '', '/es', '/fr', '/en', '/de', '/ES'] as const;

/** The routes of the README; `{n}` a number, `{s}` a word, `{u}` a uuid, `{t}` a tab. */
const PAGE_ROUTES = [
  '/',
  '/news',
  '/faqs',
  '/rules',
  '/documents',
  '/sponsors',
  '/about-us',
  '/About',
  '/contact-us',
  '/Contact',
  '/simple-page/{s}',
  '/outbox',
  '/results',
  '/results/{n}',
  '/races/{n}',
  '/races/print/{n}',
  '/scores/{n}',
  '/scores/print/{n}',
  '/eventScores/{n}',
  '/presentation/{n}',
  '/series/{n}',
  '/event-calendar',
  '/events/{n}',
  '/promoters/{n}',
  '/promoters/events/{n}',
  '/organizations/{n}/{t}',
  '/membership/classes/{n}',
  '/membership/type/{n}',
  '/membership/members/{n}',
  '/registration/participant',
  '/thank-you-page/participant/{n}',
  '/account/family',
  '/spectator',
  '/spectator/{n}',
  '/waiver/{u}',
  '/waiver/copy/{u}',
  '/payments/test/{s}',
  '/liveonlivelaps',
  '/liveonlivelaps/{n}',
  '/login',
  '/forgotPassword',
  '/resetPassword',
] as const;

const API_ROUTES = [
  '/api/account/me',
  '/api/racers/search',
  '/api/races/{n}/riders',
  '/api/races/{n}/results',
  '/api/races/{n}/results.csv',
  '/api/races/{n}/timing',
  '/api/races/{n}/version',
  '/api/series/{n}/standings',
  '/api/calendar/all.ics',
  '/api/calendar/promoter-{n}.ics',
  '/api/calendar/series-{n}.ics',
  '/api/calendar/event-{n}.ics',
  '/api/waivers/{u}/selfie',
  '/theme.css',
] as const;

const TABS = ['about-us', 'calendar', 'classes', 'contact', 'events', 'members', 'membership-type', 'series'] as const;

/** Bad or odd percent-encoding, and other things a path segment should survive. */
const JUNK_SEGMENTS = [
  '%zz',
  '%',
  '%%',
  '%E0%A4%A',
  '%C3',
  '%ED%A0%80',
  '%F0%9F',
  '%00',
  '%2e%2e',
  '%2F',
  '%5C',
  '..',
  '.',
  '...',
  '%2e',
  '~',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '9007199254740993',
  '1.5',
  'NaN',
  'Infinity',
  '0x1F',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20OR%201=1--",
  '%C3%89mile%20Gagn%C3%A9',
  '%F0%9F%8F%8D%EF%B8%8F',
  '%E2%80%AE',
  '%EF%BB%BF',
  'index.php',
  '.env',
  'wp-admin',
  '_next',
  'a;b',
  'a,b',
] as const;

const QUERY_KEYS = ['race', 'q', 'by', 'locale', 'tab', 'ids', 'next', 'token', 'page', 'view', 'class', 'status', 'error', 'season', 'sort', '_rsc', '__proto__', 'race[]', ''] as const;

const QUERY_VALUES = [
  '',
  '%zz',
  '%E0%A4%A',
  '99',
  '-1',
  '1e309',
  '0x10',
  'state',
  'fr',
  'de',
  '1,2,3',
  ',,,',
  'https://evil.example/',
  '//evil.example',
  '/%2F%2Fevil.example',
  'javascript:alert(1)',
  '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
  '%C3%A9',
  '%00',
  '..%2F..%2F',
  'true',
  '[]',
  '{}',
] as const;

const ACCEPT_LANGUAGES = [
  '*',
  'fr',
  'es-MX,es;q=0.9',
  'xx-YY;q=abc',
  'fr;q=',
  ';;;,,,',
  'en;q=-1,fr;q=2',
  'de-DE,de;q=0.9,en;q=0.1',
  'fr;q=NaN',
  'zh-Hant-TW;q=0.5, *;q=0.1',
] as const;

const FORWARDED_FOR = ['1.2.3.4', '1.2.3.4, 5.6.7.8', 'junk', '::::', '999.999.999.999', '::1', '[::1]:80', ', ,', 'unknown', '127.0.0.1, 10.0.0.1, junk'] as const;

const LOCALE_COOKIES = ['%E0%A4%A', '%zz', '%', 'fr', 'es', 'en', 'de', '', '""', '"fr"', 'fr%00', '%C3%A9', 'FR', 'fr; i18n_redirected=es'] as const;

const UUIDS = ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '11111111-1111-1111-1111-111111111111', 'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ'] as const;

const CONTENT_TYPES = [
  'text/plain;charset=UTF-8',
  'application/json',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=----fuzz',
  'image/jpeg',
  '',
] as const;

/** Bodies that are not a server action's arguments, or are broken ones. */
const ACTION_BODIES = [
  '',
  'junk',
  '[]',
  '{}',
  'null',
  '"string"',
  '["$K1"]',
  '["$@1"]',
  '["$Q1"]',
  '["$T"]',
  '["$h1"]',
  '["$D1"]',
  '["$n1"]',
  '[{"email":1,"password":null}]',
  '[{"$$typeof":"x"}]',
  '[null, "not a form"]',
  '[1,2,3,4,5,6,7,8,9,10]',
  '{"0":"x"}',
  '["$undefined","$undefined"]',
  '[',
  '\u0000\u0001\u0002',
] as const;

const randomHex = (r: TRandom, length: number) => Array.from({ length }, () => '0123456789abcdef'[r.int(0, 15)]).join('');

function fillRoute(r: TRandom, route: string): string {
  return route.replace(/\{([nstu])\}/g, (_, k: string) => {
    if (r.chance(0.35)) return r.pick(JUNK_SEGMENTS);
    if (k === 'n') return r.pick(['1', '4', '7', '99', '0', String(r.int(1, 100000))]);
    if (k === 't') return r.pick(TABS);
    if (k === 'u') return r.pick(UUIDS);
    return r.pick(['privacy', 'track-etiquette', 'x', 'a-b-c']);
  });
}

function fuzzPath(r: TRandom): string {
  const roll = r.next();
  if (roll < 0.08) return `${BASE_PATH}/${'a'.repeat(r.int(600, 6000))}`;
  if (roll < 0.12) return `${BASE_PATH}/${Array.from({ length: r.int(2, 200) }, () => r.pick(JUNK_SEGMENTS)).join('/')}`;
  if (roll < 0.16) return `${BASE_PATH}${r.pick(LOCALE_PREFIXES)}/${r.pick(JUNK_SEGMENTS)}`;
  if (roll < 0.2) return `${BASE_PATH}/${r.pick(['..', '%2e%2e', '.'])}/${r.pick(['etc/passwd', 'll', '.env', 'package.json', '_next/static'])}`;
  if (roll < 0.23) return r.pick(['/', '/ll', '//ll', '/ll//', '/ll/.', '/LL', '/ll%2F', '/ll/_next/static/%zz', '/ll/_next/image?url=%zz', '/ll/favicon.ico%zz']);
  const route = r.chance(0.3) ? r.pick(API_ROUTES) : `${r.pick(LOCALE_PREFIXES)}${r.pick(PAGE_ROUTES)}`;
  let path = `${BASE_PATH}${fillRoute(r, route)}`.replace(/\/$/, '') || BASE_PATH;
  if (r.chance(0.05)) path += '/';
  if (r.chance(0.05)) path += `/${r.pick(JUNK_SEGMENTS)}`;
  return path;
}

function fuzzQuery(r: TRandom): string {
  if (r.chance(0.05)) return `?${'q='.repeat(r.int(100, 2000))}`;
  if (r.chance(0.05)) return `?q=${'%zz'.repeat(r.int(10, 500))}`;
  const parts = Array.from({ length: r.int(1, 6) }, () => `${r.pick(QUERY_KEYS)}=${r.chance(0.1) ? 'x'.repeat(r.int(100, 4000)) : r.pick(QUERY_VALUES)}`);
  return `?${parts.join(r.chance(0.1) ? ';' : '&')}`;
}

/** A valid page path (the right place for junk queries, cookies and headers to land). */
function pagePath(r: TRandom): string {
  const route = r.chance(0.2) ? r.pick(API_ROUTES) : `${r.pick(['', '/es', '/fr'])}${r.pick(PAGE_ROUTES)}`;
  const filled = route.replace(/\{n\}/g, () => r.pick(['1', '4', '7', '99'])).replace(/\{t\}/g, () => r.pick(TABS)).replace(/\{u\}/g, () => r.pick(UUIDS)).replace(/\{s\}/g, 'privacy');
  return `${BASE_PATH}${filled}`.replace(/\/$/, '') || BASE_PATH;
}

function fuzzCookie(r: TRandom): string {
  const cookies: string[] = [];
  if (r.chance(0.7)) cookies.push(`i18n_redirected=${r.pick(LOCALE_COOKIES)}`);
  if (r.chance(0.5)) cookies.push(`${r.pick(['ll_session', '__Host-ll_session'])}=${r.pick(['', 'junk', '%zz', randomHex(r, 64), 'x'.repeat(r.int(100, 3000)), '%E0%A4%A'])}`);
  if (r.chance(0.2)) cookies.push(...Array.from({ length: r.int(10, 100) }, (_, i) => `c${i}=${randomHex(r, 8)}`));
  if (r.chance(0.1)) cookies.push('=', ';;', 'noequals', '=value');
  return cookies.join('; ');
}

function fuzzHeaders(r: TRandom): Record<string, string> {
  const headers: Record<string, string> = {};
  if (r.chance(0.6)) headers['accept-language'] = r.chance(0.1) ? `${'fr;q=0.5,'.repeat(r.int(50, 800))}en` : r.pick(ACCEPT_LANGUAGES);
  if (r.chance(0.5)) headers['x-forwarded-for'] = r.chance(0.1) ? Array.from({ length: r.int(50, 500) }, () => r.pick(FORWARDED_FOR)).join(', ') : r.pick(FORWARDED_FOR);
  if (r.chance(0.1)) headers['x-forwarded-host'] = r.pick(['evil.example', '', 'a'.repeat(300), 'localhost:1']);
  if (r.chance(0.1)) headers['x-forwarded-proto'] = r.pick(['https', 'gopher', '']);
  if (r.chance(0.1)) headers.rsc = '1';
  if (r.chance(0.05)) headers['next-router-state-tree'] = r.pick(['junk', '%zz', '[]', '["",{}]']);
  if (r.chance(0.05)) headers['next-router-prefetch'] = '1';
  if (r.chance(0.1)) headers.range = r.pick(['bytes=0-10', 'bytes=junk', 'bytes=-1,-2,-3']);
  if (r.chance(0.1)) headers['if-none-match'] = r.pick(['"x"', '*', 'W/"', 'junk']);
  if (r.chance(0.05)) headers['if-modified-since'] = r.pick(['junk', 'Thu, 01 Jan 1970 00:00:00 GMT']);
  if (r.chance(0.1)) headers['accept-encoding'] = r.pick(['gzip', 'br', 'junk', '*;q=0', 'identity;q=0']);
  if (r.chance(0.05)) headers.accept = r.pick(['text/x-component', 'application/json', '*/*;q=junk']);
  // Large, but within Node's 16 KB limit for all headers together.
  if (r.chance(0.05)) headers['x-fuzz-large'] = 'x'.repeat(r.int(4000, 10000));
  return headers;
}

/** A multipart body that is broken in one of a few ways. */
function brokenMultipart(r: TRandom, actionId: string): { contentType: string; body: string } {
  const boundary = `----fuzz${randomHex(r, 8)}`;
  const variants = [
    // Boundary in the header, another in the body.
    { contentType: `multipart/form-data; boundary=${boundary}`, body: `--other\r\nContent-Disposition: form-data; name="1"\r\n\r\nx\r\n--other--\r\n` },
    // Truncated.
    { contentType: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"` },
    // No boundary at all.
    { contentType: 'multipart/form-data', body: `--${boundary}\r\n\r\n` },
    // A form posted without script, for a real or invented action, with junk fields.
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="$ACTION_ID_${actionId}"\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${r.pick(['', 'a@b.c', 'x'.repeat(500)])}\r\n--${boundary}--\r\n`,
    },
    // An action reference with a bound-arguments field that is not a reply.
    {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: `--${boundary}\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="$ACTION_1:0"\r\n\r\n${r.pick(['{"id":"x","bound":null}', 'junk', `{"id":"${actionId}","bound":"$@1"}`])}\r\n--${boundary}--\r\n`,
    },
    // A header without its blank line, and a part with no name.
    { contentType: `multipart/form-data; boundary=${boundary}`, body: `--${boundary}\r\nContent-Disposition: form-data\r\nx\r\n--${boundary}--\r\n` },
  ];
  return r.pick(variants);
}

export type TFuzzOptions = {
  seed: number;
  count: number;
  /** Real server action ids (from the build's server-reference-manifest.json), may be empty. */
  actionIds: readonly string[];
  /** The origin the requests go to (its own Origin header for actions). */
  origin: string;
};

function fuzzAction(r: TRandom, options: TFuzzOptions): TFuzzRequest {
  const realId = options.actionIds.length > 0 && r.chance(0.7);
  const actionId = realId ? r.pick(options.actionIds) : r.pick([randomHex(r, 42), randomHex(r, 40), 'junk', '', '%zz', '00'.repeat(100), 'x'.repeat(2000)]);
  const headers: Record<string, string> = { accept: 'text/x-component' };
  const mpa = r.chance(0.2);
  if (!mpa) headers['next-action'] = actionId;
  const originRoll = r.next();
  let foreign = false;
  if (originRoll < 0.5) headers.origin = options.origin;
  else if (originRoll < 0.75) {
    headers.origin = r.pick(['https://evil.example', 'null', 'http://', 'junk', 'http://127.0.0.1:1', 'file://x']);
    foreign = true;
  }
  if (r.chance(0.3)) headers['next-router-state-tree'] = r.pick(['%5B%22%22%2C%7B%7D%5D', 'junk', '[]']);
  let body: string;
  if (mpa || r.chance(0.3)) {
    const multipart = brokenMultipart(r, actionId);
    headers['content-type'] = multipart.contentType;
    body = multipart.body;
  } else {
    headers['content-type'] = r.pick(CONTENT_TYPES);
    body = r.chance(0.05) ? 'x'.repeat(r.int(10_000, 200_000)) : r.pick(ACTION_BODIES);
  }
  const path = r.chance(0.85) ? pagePath(r).replace(/^\/ll\/api\/.*/, '/ll/login') : fuzzPath(r);
  if (headers['content-type'] === '') delete headers['content-type'];
  const isAction = headers['next-action'] !== undefined || (headers['content-type'] ?? '').startsWith('multipart/form-data');
  // Refused before anything else but a path that does not decode (a 400).
  const expectStatus = foreign && isAction && !path.includes('%') ? 403 : undefined;
  return { kind: 'action', method: 'POST', path, headers, body, ...(expectStatus ? { expectStatus } : {}) };
}

/** `count` requests, the same ones for the same seed, options and action ids. */
export function fuzzRequests(options: TFuzzOptions): TFuzzRequest[] {
  const r = createRandom(options.seed);
  const requests: TFuzzRequest[] = [];
  for (let i = 0; i < options.count; i++) {
    const roll = r.next();
    const method = r.chance(0.1) ? 'HEAD' : 'GET';
    if (roll < 0.3) requests.push({ kind: 'path', method, path: fuzzPath(r), headers: {} });
    else if (roll < 0.45) requests.push({ kind: 'query', method, path: `${r.chance(0.8) ? pagePath(r) : fuzzPath(r)}${fuzzQuery(r)}`, headers: {} });
    else if (roll < 0.6) requests.push({ kind: 'cookie', method, path: pagePath(r), headers: { cookie: fuzzCookie(r) } });
    else if (roll < 0.75) requests.push({ kind: 'header', method, path: pagePath(r), headers: fuzzHeaders(r) });
    else requests.push(fuzzAction(r, options));
  }
  return requests;
}

/** What an answer must be: no 5xx (a 503 is an intended answer), the expected status if any. */
export function verdict(request: TFuzzRequest, status: number): 'ok' | 'server-error' | 'unexpected-status' {
  if (status >= 500 && status !== 503) return 'server-error';
  if (request.expectStatus !== undefined && status !== request.expectStatus) return 'unexpected-status';
  return 'ok';
}

/**
 * Whether an answer's headers grew with the request's path. Next.js names the path once (the
 * rewrite target of the language proxy); the `Link` header of language alternates once named it
 * four times (12 KB for a 3,000-character path). Allowed: 4 KB, plus the path once and a half.
 */
export function headersTooLarge(path: string, headerBytes: number): boolean {
  return headerBytes > 4 * 1024 + 1.5 * path.length;
}

/** Server action ids of a build (`<distDir>/server/server-reference-manifest.json`). */
export function actionIdsOf(manifest: unknown): string[] {
  if (!manifest || typeof manifest !== 'object') return [];
  const node = (manifest as { node?: unknown }).node;
  return node && typeof node === 'object' ? Object.keys(node) : [];
}

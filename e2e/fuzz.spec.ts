import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { actionIdsOf, fuzzRequests, headersTooLarge, verdict, type TFuzzRequest } from './fuzz-cases';

/**
 * Bad input never gets a 500 or hangs, and headers do not grow with the path (docs/security.md,
 * "Input"): the known cases, then a small seeded fuzz (300 requests, the generators of
 * `npm run fuzz`). A failure names the seed: FUZZ_SEED=<seed> replays it.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_101);
const COUNT = Number(process.env.E2E_FUZZ_COUNT ?? 300);
const CONCURRENCY = 6;

type TManifestEntry = { exportedName?: string };

function manifest(): Record<string, TManifestEntry> {
  const file = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json');
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { node?: Record<string, TManifestEntry> };
  return parsed.node ?? {};
}

const actions = manifest();
const actionId = (name: string) => Object.entries(actions).find(([, entry]) => entry.exportedName === name)?.[0];

async function send(request: APIRequestContext, fuzz: TFuzzRequest) {
  const response = await request.fetch(fuzz.path, {
    method: fuzz.method,
    headers: fuzz.headers,
    ...(fuzz.body !== undefined ? { data: fuzz.body } : {}),
    maxRedirects: 0,
    timeout: 10_000,
  });
  const headerBytes = response.headersArray().reduce((sum, h) => sum + h.name.length + h.value.length + 4, 0);
  return { status: response.status(), headerBytes };
}

test.describe('bad input', () => {
  test('a path whose percent-encoding does not decode is a 400, not a 500', async ({ request }) => {
    for (const p of ['/ll/%zz', '/ll/api/races/%zz/results', '/ll/es/%E0%A4%A', '/ll/results/%C3', '/ll/a%']) {
      const response = await request.get(p, { maxRedirects: 0 });
      expect([400, 404], p).toContain(response.status());
    }
  });

  test('a language cookie that does not decode gets the page, on cached result pages too', async ({ request }) => {
    for (const p of ['/ll/results/7?race=99', '/ll/races/4', '/ll/news', '/ll/fr/news']) {
      const response = await request.get(p, { headers: { cookie: 'i18n_redirected=%E0%A4%A' }, maxRedirects: 0, timeout: 15_000 });
      expect(response.status(), p).toBeLessThan(500);
    }
  });

  test('the Link header of language alternates does not grow with the path', async ({ request }) => {
    const real = await request.get('/ll/fr/news');
    expect(real.headers().link).toContain('hreflang="es"');
    // In French: the visit above set the language cookie to fr (an English path would redirect).
    const long = `/ll/fr/${'a'.repeat(3000)}`;
    const response = await request.get(long, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headersArray().filter((h) => h.name.toLowerCase() === 'link' && h.value.includes('aaaa'))).toEqual([]);
    const headerBytes = response.headersArray().reduce((sum, h) => sum + h.name.length + h.value.length + 4, 0);
    expect(headersTooLarge(long, headerBytes)).toBe(false);
  });

  test('a server action from a foreign or malformed Origin is a 403', async ({ request, baseURL }) => {
    const login = actionId('loginAction') ?? '0'.repeat(42);
    for (const origin of ['https://evil.example', 'null', 'http://']) {
      const response = await request.post('/ll/login', { headers: { 'next-action': login, origin, 'content-type': 'text/plain;charset=UTF-8' }, data: '["$K1"]' });
      expect(response.status(), origin).toBe(403);
    }
    // Its own origin is let through (to the action's own answer).
    const own = await request.post('/ll/login', { headers: { 'next-action': login, origin: baseURL!, 'content-type': 'text/plain;charset=UTF-8' }, data: '[{},"x"]' });
    expect(own.status()).toBeLessThan(500);
  });

  test('sign-in and forgotten password given a body that is not a form: never a 500', async ({ request, baseURL }) => {
    // A local run against a server built elsewhere may lack the manifest; CI builds it, so there it must be found.
    test.skip(!actionId('loginAction') && !process.env.CI, 'no server-reference-manifest.json in NEXT_DIST_DIR');
    expect(actionId('loginAction'), 'the build names the login action').toBeTruthy();
    for (const name of ['loginAction', 'forgotPasswordAction', 'resetPasswordAction']) {
      for (const [contentType, body] of [
        ['text/plain;charset=UTF-8', '["a","b"]'],
        ['text/plain;charset=UTF-8', '[]'],
        ['text/plain;charset=UTF-8', 'junk'],
        ['application/json', '{"email":"a@b.c"}'],
        ['multipart/form-data; boundary=x', 'junk'],
      ] as const) {
        const response = await request.post('/ll/login', { headers: { 'next-action': actionId(name)!, origin: baseURL!, 'content-type': contentType, accept: 'text/x-component' }, data: body });
        expect(response.status(), `${name} ${contentType} ${body}`).toBeLessThan(500);
      }
    }
  });

  test(`a seeded fuzz of ${COUNT} requests: no 5xx but 503, no hung request, no header growing with the path`, async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const requests = fuzzRequests({ seed: SEED, count: COUNT, actionIds: actionIdsOf({ node: actions }), origin: new URL(baseURL!).origin });
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const fuzz = requests[next++]!;
        const label = `${fuzz.method} ${fuzz.path.slice(0, 120)} ${JSON.stringify(fuzz.headers).slice(0, 200)}`;
        try {
          const { status, headerBytes } = await send(request, fuzz);
          const v = verdict(fuzz, status);
          if (v !== 'ok') failures.push(`${v} ${status}: ${label}`);
          if (headersTooLarge(fuzz.path, headerBytes)) failures.push(`headers of ${headerBytes} bytes: ${label}`);
        } catch (error) {
          const message = String(error);
          // Refused by the client before sending (an invalid request target): not the server's doing.
          if (/Invalid URL|Invalid character|ERR_INVALID/i.test(message)) continue;
          failures.push(`${/timeout/i.test(message) ? 'hung' : 'error'}: ${label}: ${message.slice(0, 200)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
});

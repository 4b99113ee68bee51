import { expect, test, LOCALES, localePath } from './fixtures';

/** Security headers of pages and the CSP nonce on every script of the HTML. */

/** The attributes of every <script> start tag in an HTML document. */
function scriptTags(html: string): { tag: string; attrs: Record<string, string> }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)].map((m) => {
    const attrs: Record<string, string> = {};
    for (const a of m[1]!.matchAll(/([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attrs[a[1]!.toLowerCase()] = a[2] ?? a[3] ?? a[4] ?? '';
    }
    return { tag: m[0], attrs };
  });
}

for (const locale of LOCALES) {
  test.describe(`security headers (${locale})`, () => {
    test(`the home page ${localePath(locale, '/')} sends a nonce CSP and the security headers`, async ({ request }) => {
      const response = await request.get(localePath(locale, '/'));
      expect(response.status()).toBe(200);
      const headers = response.headers();

      const csp = headers['content-security-policy'] ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((d) => d.trim())
          .filter(Boolean)
          .map((d) => {
            const [name, ...values] = d.split(/\s+/);
            return [name!, values] as const;
          }),
      );
      const scriptSrc = directives.get('script-src') ?? [];
      const nonceSource = scriptSrc.find((v) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(v));
      expect(nonceSource, `script-src with a nonce in: ${csp}`).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);

      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toMatch(/^(no-referrer|strict-origin|strict-origin-when-cross-origin|same-origin)$/);
      const permissions = headers['permissions-policy'] ?? '';
      expect(permissions.split(/\s*,\s*/)).toContain('camera=(self)');
      expect(headers['x-powered-by']).toBeUndefined();

      // Every script the HTML carries (inline or not) has this response's nonce; JSON data blocks
      // are not executed and need none.
      const nonce = nonceSource!.slice("'nonce-".length, -1);
      const html = await response.text();
      const scripts = scriptTags(html).filter((s) => !/json/i.test(s.attrs['type'] ?? ''));
      const inline = scripts.filter((s) => !('src' in s.attrs));
      expect(inline.length, 'the page has inline scripts (Next flight data)').toBeGreaterThan(0);
      const withoutNonce = scripts.filter((s) => s.attrs['nonce'] !== nonce).map((s) => s.tag);
      expect(withoutNonce, `scripts without the nonce ${nonce}`).toEqual([]);
    });
  });
}

test('each response of a page that is never shared has its own nonce; a shared page keeps the nonce of its render (decision 030)', async ({ request }) => {
  const nonceOf = async (path: string, headers: Record<string, string> = {}) => /'nonce-([^']+)'/.exec((await request.get(path, { headers })).headers()['content-security-policy'] ?? '')?.[1];
  // The sign-in page is personal: rendered for each visitor.
  const [a, b] = [await nonceOf('/ll/login'), await nonceOf('/ll/login')];
  expect(a).toBeTruthy();
  expect(b).toBeTruthy();
  expect(a).not.toBe(b);
  // Home is shared by the page cache: the entry's page and its CSP go together, nonce included.
  const [c, d] = [await nonceOf('/ll'), await nonceOf('/ll')];
  expect(c).toBeTruthy();
  expect(d).toBe(c);
  // A signed-in visitor is never answered from the cache: a fresh nonce.
  const signedIn = await nonceOf('/ll', { cookie: 'll_session=not-a-real-session' });
  expect(signedIn).toBeTruthy();
  expect(signedIn).not.toBe(c);
});

test("a page's scripts come compressed once, brotli to a browser that takes it, with the security headers and a year of cache", async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/') && response.url().split('?')[0]!.endsWith('.js')) scripts.push(response.url());
  });
  await page.goto(localePath('en', '/contact-us'));
  await expect(page.getByTestId('contact-form')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(3);
  for (const url of scripts.slice(0, 4)) {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const response = await request.get(url, { headers: { 'accept-encoding': accept } });
      expect(response.status(), url).toBe(200);
      const headers = response.headers();
      expect(headers['content-encoding'], url).toBe(encoding);
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['content-type']).toMatch(/^application\/javascript/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['vary']).toBe('Accept-Encoding');
      // Playwright decodes the body: the script itself.
      expect((await response.body()).length).toBeGreaterThan(0);
    }
  }
});

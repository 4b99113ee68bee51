import { SESSION_COOKIE_NAME_PLAIN } from '../lib/accounts/config';
import { BASE_PATH } from '../lib/constants';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_NAME_PLAIN } from '../lib/security/device-cookies';
import { RATE_LIMIT_POLICIES } from '../lib/security/rate-limit';
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  asClient,
  escapeRegExp,
  expectHydrated,
  localePath,
  t,
  urlOf,
  type TLocale,
} from './fixtures';

/**
 * The cap of untrusted sign-in attempts per account, and device cookies (docs/decisions/051): a
 * spread-out attack (wrong passwords from many addresses, each below every address limit) fills
 * an account's cap; a browser that signed in to that account before still signs in; a fresh
 * browser, the owner's too, is refused with the translated wait. The attack is what an attacker
 * would send: the login form posted without JavaScript, each time from another address.
 */

type TTestAccount = { id: number; email: string; password: string };

async function createAccount(page: Page): Promise<TTestAccount> {
  const response = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale: 'en' } });
  expect(response.status()).toBe(201);
  return (await response.json()) as TTestAccount;
}

async function openLogin(page: Page, locale: TLocale) {
  await page.goto(localePath(locale, '/login'));
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expectHydrated(page.getByTestId('login-submit'));
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

const decode = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos|nbsp));/gi, (_, hex: string, dec: string, name: string) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[name.toLowerCase()]!,
  );

/**
 * `count` wrong passwords for `email`, each from another address, ten at a time: the login form
 * posted as a browser without JavaScript posts it. Returns the form message of each answer.
 */
async function spreadOutAttack(request: APIRequestContext, origin: string, email: string, count: number): Promise<string[]> {
  const page = await request.get(localePath('en', '/login'), { headers: asClient() });
  expect(page.status()).toBe(200);
  const html = await page.text();
  const start = html.search(/<form\b[^>]*data-testid="login-form"/);
  expect(start).toBeGreaterThan(-1);
  const form = html.slice(start, html.indexOf('</form>', start));
  // The action's reference: the hidden fields React renders into the form for a post without JavaScript.
  const hidden: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (/type="hidden"/.test(input) && name !== undefined) hidden[decode(name)] = decode(/value="([^"]*)"/.exec(input)?.[1] ?? '');
  }

  const messages: string[] = [];
  for (let sent = 0; sent < count; sent += 10) {
    const batch = Array.from({ length: Math.min(10, count - sent) }, async (_, i) => {
      const response = await request.post(localePath('en', '/login'), {
        headers: { ...asClient(), origin },
        multipart: { ...hidden, email, password: `Spread-${sent + i}-guess` },
        maxRedirects: 0,
      });
      expect(response.status()).toBe(200);
      const message = /data-testid="login-error"[\s\S]*?class="[^"]*MuiAlert-message[^"]*"[^>]*>([^<]*)</.exec(await response.text())?.[1];
      return decode(message ?? '(no message)');
    });
    messages.push(...(await Promise.all(batch)));
  }
  return messages;
}

/** The refusal of a capped account: the wait is the rest of the hour (60 minutes, 59 on a slow run). */
/** The cap's refusal in a language: the wait counts down from 60 minutes while the test runs (a busy machine takes minutes). */
const capWait = (locale: TLocale) =>
  new RegExp(`^(?:${Array.from({ length: 60 }, (_, i) => 60 - i)
    .map((minutes) => escapeRegExp(t(locale, 'Login.errors.rateLimited', { minutes })))
    .join('|')})$`);

test('a browser that signed in before keeps signing in while its account is capped; a fresh one is told to wait, in its language', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  await page.setExtraHTTPHeaders(asClient());
  const account = await createAccount(page);

  // The owner signs in on this browser, which gets its device cookie; later the session ends.
  await openLogin(page, 'en');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(urlOf(localePath('en', '/account/family')));
  const device = (await page.context().cookies()).find((c) => c.name === DEVICE_COOKIE_NAME_PLAIN);
  expect(device).toMatchObject({ httpOnly: true, secure: false, sameSite: 'Lax', path: BASE_PATH });
  expect(device!.expires * 1000 - Date.now()).toBeGreaterThan((DEVICE_COOKIE_MAX_AGE_SECONDS - 3600) * 1000);
  await page.context().clearCookies({ name: SESSION_COOKIE_NAME_PLAIN });

  // The attack: the owner's sign-in was a success (given back), the attack gets the whole cap.
  const { points } = RATE_LIMIT_POLICIES.loginUntrustedPerEmail;
  const answers = await spreadOutAttack(request, baseURL!, account.email, points + 5);
  const invalid = t('en', 'Login.errors.invalidCredentials');
  expect(answers.filter((m) => m === invalid)).toHaveLength(points);
  const refusals = answers.filter((m) => m !== invalid);
  expect(refusals).toHaveLength(5);
  for (const refusal of refusals) expect(refusal).toMatch(capWait('en'));

  // The owner's browser signs in all the same.
  await openLogin(page, 'en');
  await logIn(page, account.email, account.password);
  await expect(page).toHaveURL(urlOf(localePath('en', '/account/family')));

  // A browser that never signed in to the account, the owner's new phone say, is told to wait.
  for (const locale of ['en', 'fr', 'es'] as const) {
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', extraHTTPHeaders: asClient() });
    const fresh = await context.newPage();
    await openLogin(fresh, locale);
    await logIn(fresh, account.email, account.password);
    await expect(fresh.getByTestId('login-error')).toHaveText(capWait(locale));
    await expect(fresh.getByTestId('login-password')).toHaveValue('');
    expect((await context.cookies()).map((c) => c.name)).not.toContain(DEVICE_COOKIE_NAME_PLAIN);
    await context.close();
  }
});

import { DEMO_ACCOUNT_IDS, DEMO_EMAILS, DEMO_PASSWORD } from '../../lib/demo/accounts';
import { BASE_PATH } from '../../lib/constants';
import { totpCode, totpStep } from '../../lib/security/totp';
import { escapeRegExp, expect, expectHydrated, localePath, type Page, type TLocale } from '../fixtures';

/**
 * Signing in as someone with a second factor (docs/decisions/055), for the specs of the organiser
 * area: `signInAsOrganiser(page, locale)` leaves the page signed in as the demo organiser (account
 * 105, organiser of organisation 1) on the organiser area (or `next`), whatever state this worker's
 * database is in (`signInWithSecondFactor` does the same for any account, e.g. one a test made and
 * gave a role):
 * - no second factor yet (a fresh database): the sign-in sends the organiser to set one up; the
 *   helper reads the key shown on the page, makes the code and confirms it;
 * - a factor already (an earlier test of this worker set it up): the sign-in asks for the code;
 *   the helper reads the key through the test-only route (app/api/test/second-factor) and makes it.
 * Each worker has its own server and database (e2e/fixtures.ts), so workers never share the
 * factor; the tests of one worker run one at a time. A code is accepted once (`last_step`): when
 * this step's code was used already (two sign-ins within 30 s), the helper uses the next step's
 * (accepted: ±1 step), or has the route forget the last step used.
 */

export const DEMO_ORGANISER = { id: DEMO_ACCOUNT_IDS.organiser, email: DEMO_EMAILS.organiser, password: DEMO_PASSWORD } as const;

const TEST_ROUTE = `${BASE_PATH}/api/test/second-factor`;

/** The code an authenticator app shows for `secret` at `step` (now by default). */
export function codeFor(secret: string, step = totpStep(Date.now())): string {
  return totpCode(secret, step);
}

/** A site path's pattern in the page's URL (any origin and query). */
const at = (locale: TLocale, appPath: string) => new RegExp(`^https?://[^/]+${escapeRegExp(localePath(locale, appPath))}(?:[?#].*)?$`);

/** Sign in with a password on /login (returning to `next`): the page then shows what comes next. */
export async function submitPassword(page: Page, locale: TLocale, account: { email: string; password: string }, next?: string): Promise<void> {
  await page.goto(`${localePath(locale, '/login')}${next ? `?next=${encodeURIComponent(next)}` : ''}`);
  await expectHydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
}

/** The key the security page shows while a factor is being set up (spaces removed). */
export async function secretOnPage(page: Page): Promise<string> {
  const text = await page.getByTestId('second-factor-secret').textContent();
  const secret = (text ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  return secret;
}

/**
 * On the security page: set up a factor (starting it when needed), confirm it with the code made
 * from the key on the page, and answer the key, the step used and the recovery codes shown.
 * The page is left on the recovery codes.
 */
export async function enrolOnSecurityPage(page: Page): Promise<{ secret: string; step: number; recoveryCodes: string[] }> {
  const panel = page.getByTestId('second-factor-panel');
  await expect(panel).toHaveAttribute('data-status', /^(none|pending)$/);
  if ((await panel.getAttribute('data-status')) === 'none') {
    await expectHydrated(page.getByTestId('second-factor-start-submit'));
    await page.getByTestId('second-factor-start-submit').click();
    await expect(page.getByTestId('second-factor-panel')).toHaveAttribute('data-status', 'pending');
  }
  const secret = await secretOnPage(page);
  await expectHydrated(page.getByTestId('second-factor-confirm-submit'));
  const step = totpStep(Date.now());
  await page.getByTestId('confirm-code').fill(codeFor(secret, step));
  await page.getByTestId('second-factor-confirm-submit').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  const recoveryCodes = (await page.getByTestId('recovery-code').allTextContents()).map((c) => c.trim());
  return { secret, step, recoveryCodes };
}

/** Through the test-only route: the account's key and the last step a code of it was accepted for, or null when it has no factor. */
export async function factorOf(page: Page, email: string): Promise<{ secret: string; confirmed: boolean; lastStep: number | null } | null> {
  const response = await page.request.post(TEST_ROUTE, { data: { action: 'secret', email } });
  if (response.status() === 404) return null;
  expect(response.status(), 'the test route knows the key').toBe(200);
  return (await response.json()) as { secret: string; confirmed: boolean; lastStep: number | null };
}

/** Through the test-only route: remove the account's factor (a test that starts from "set one up"). */
export async function removeFactorOf(page: Page, email: string): Promise<void> {
  const response = await page.request.post(TEST_ROUTE, { data: { action: 'remove', email } });
  expect(response.status()).toBe(200);
}

/**
 * A new account of this worker's database, organiser of organisation 1 (the demo organiser's), with
 * no second factor: a test that walks through setting one up owns it, whatever the other specs of
 * the worker did to the demo organiser before (their pages may still be open in this browser).
 */
export async function newOrganiserAccount(page: Page, locale: TLocale = 'en'): Promise<{ id: number; email: string; password: string }> {
  const created = await page.request.post(`${BASE_PATH}/api/test/accounts`, { data: { action: 'createAccount', locale } });
  expect(created.status(), 'the test route makes an account').toBe(201);
  const account = (await created.json()) as { id: number; email: string; password: string };
  const granted = await page.request.post(`${BASE_PATH}/api/test/accounts`, { data: { action: 'grantRole', email: account.email, organizationId: 1 } });
  expect(granted.status(), 'the test route gives it the role').toBe(201);
  return { id: account.id, email: account.email, password: account.password };
}

/** A code the server accepts now: this step's, the next one's when this one was used, or this one's again after the route forgot it. */
export async function freshCode(page: Page, email: string): Promise<string> {
  const factor = await factorOf(page, email);
  if (!factor?.confirmed) throw new Error(`freshCode: ${email} has no confirmed second factor`);
  const { secret, lastStep } = factor;
  const now = totpStep(Date.now());
  if (lastStep === null || lastStep < now) return codeFor(secret, now);
  if (lastStep === now) return codeFor(secret, now + 1);
  const forgot = await page.request.post(TEST_ROUTE, { data: { action: 'forgetUsedCode', email } });
  expect(forgot.status()).toBe(200);
  return codeFor(secret, now);
}

/** On the sign-in's code step: enter a code the server accepts now. */
export async function enterSignInCode(page: Page, email: string): Promise<void> {
  await expectHydrated(page.getByTestId('second-step-submit'));
  await page.getByTestId('second-step-code').fill(await freshCode(page, email));
  await page.getByTestId('second-step-submit').click();
}

/**
 * Sign in as any account (the password, then the code of its second factor when it has one, or the
 * set-up of one when a role holder goes to the organiser area without one) and land on `next`
 * (default: the account's home) in `locale`. The password step goes straight to the code step or
 * to the set-up, never through `next`, so the URL says which comes.
 */
export async function signInWithSecondFactor(page: Page, locale: TLocale, account: { email: string; password: string }, next?: string): Promise<void> {
  await submitPassword(page, locale, account, next);
  const codeStep = at(locale, '/login/code');
  const security = at(locale, '/account/security');
  const target = next ? at(locale, next.split('?')[0]!) : null;
  await expect(page).toHaveURL((url) => codeStep.test(url.href) || security.test(url.href) || (target ? target.test(url.href) : !at(locale, '/login').test(url.href)), { timeout: 30_000 });
  if (codeStep.test(page.url())) {
    await enterSignInCode(page, account.email);
  } else if (security.test(page.url())) {
    await enrolOnSecurityPage(page);
    await page.getByTestId('recovery-codes-continue').click();
  }
  if (target) await expect(page).toHaveURL(target, { timeout: 30_000 });
}

/**
 * Sign in as the demo organiser (password, then the code or the set-up of a factor) and land on
 * `next` (default: the organiser area's home) in `locale`.
 */
export async function signInAsOrganiser(page: Page, locale: TLocale = 'en', options: { next?: string } = {}): Promise<void> {
  await signInWithSecondFactor(page, locale, DEMO_ORGANISER, options.next ?? '/organiser');
}

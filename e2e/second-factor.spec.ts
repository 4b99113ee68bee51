import { totpStep } from '../lib/security/totp';
import { escapeRegExp, expect, expectHydrated, expectNoSeriousA11yViolations, localePath, t, test, type Page, type TLocale, newClientPage } from './fixtures';
import { codeFor, DEMO_ORGANISER, enrolOnSecurityPage, newOrganiserAccount, removeFactorOf, secretOnPage, signInAsOrganiser, submitPassword } from './helpers/organiser';

/**
 * Two-step sign-in (docs/decisions/055) in the three languages, as an organiser meets it: sent
 * from the organiser area to set up a second factor, the key read from the page and its code made
 * here, the recovery codes shown once, then the organiser area; signed out, signed in again with
 * password and code (the code used to set it up is refused: each code works once); a recovery code
 * works once. Without JavaScript too. Each test signs in as an organiser account of its own, made
 * for it (test-only route): the demo organiser's factor is set up and used by the other organiser
 * specs of the worker, whose pages can still be open in this browser.
 */

/** The URL of an app path in a language, with `query` exactly (or any query). */
const urlOfPath = (locale: TLocale, appPath: string, query?: string) =>
  new RegExp(`${escapeRegExp(localePath(locale, appPath))}${query === undefined ? '(?:[?#].*)?' : escapeRegExp(query)}$`);

/** A six-digit code that is none of the codes the server would accept around now. */
function wrongCode(secret: string): string {
  const now = totpStep(Date.now());
  const near = [now - 2, now - 1, now, now + 1, now + 2].map((step) => codeFor(secret, step));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

async function signOut(page: Page, locale: TLocale) {
  await expectHydrated(page.getByTestId('account-button'));
  await page.getByTestId('account-button').click();
  await expect(page.getByTestId('account-security')).toHaveText(t(locale, 'Account.security'));
  await page.getByTestId('account-logout').click();
  await expect(page).toHaveURL(/\/login\?status=loggedOut$/);
}

/** On the code step: a code, then what the page says. */
async function enterCode(page: Page, code: string) {
  await expectHydrated(page.getByTestId('second-step-submit'));
  await page.getByTestId('second-step-code').fill(code);
  await page.getByTestId('second-step-submit').click();
}

// Four sign-ins a test, each with argon2 and a few server renders: minutes on a busy 2-core machine.
test.describe.configure({ timeout: 480_000 });

for (const [locale, phone] of [['en', false], ['es', true], ['fr', true]] as const) {
  test(`the organiser sets up two-step sign-in, then signs in with a code and with a recovery code (${locale}, ${phone ? 'phone' : 'desktop'})`, async ({ browser }) => {
    const page = await newClientPage(browser, phone);
    const organiser = await newOrganiserAccount(page, locale);

    // 1. The organiser area asks for a password, then sends the organiser to set up a factor.
    await page.goto(localePath(locale, '/organiser'));
    await expect(page).toHaveURL(urlOfPath(locale, '/login'));
    await submitPassword(page, locale, organiser, '/organiser');
    await expect(page).toHaveURL(urlOfPath(locale, '/account/security', '?next=%2Forganiser'));
    await expect(page.getByTestId('second-factor-required')).toHaveText(t(locale, 'SecondFactor.required'));
    await expect(page.getByTestId('second-factor-panel')).toHaveAttribute('data-status', 'none');
    // Still no way into the area (page or action) until a factor is confirmed.
    await page.goto(localePath(locale, '/organiser/roles'));
    await expect(page).toHaveURL(/\/account\/security\?next=%2Forganiser%2Froles$/);
    await page.goto(localePath(locale, '/organiser'));
    await expect(page).toHaveURL(urlOfPath(locale, '/account/security', '?next=%2Forganiser'));

    // 2. Set it up: the QR code and the key as text; a wrong code is refused, the right one turns it on.
    await expectHydrated(page.getByTestId('second-factor-start-submit'));
    await page.getByTestId('second-factor-start-submit').click();
    await expect(page.getByTestId('second-factor-qr').locator('svg')).toBeVisible();
    if (locale === 'en') await expectNoSeriousA11yViolations(page);
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectHydrated(page.getByTestId('second-factor-confirm-submit'));
    await page.getByTestId('confirm-code').fill(wrongCode(await secretOnPage(page)));
    await page.getByTestId('second-factor-confirm-submit').click();
    await expect(page.getByTestId('confirm-code-error')).toHaveText(t(locale, 'SecondFactor.errors.wrongCode'));
    const { secret, step, recoveryCodes } = await enrolOnSecurityPage(page);
    await expect(page.getByTestId('second-factor-enabled')).toHaveText(t(locale, 'SecondFactor.enabled'));
    expect(new Set(recoveryCodes).size).toBe(10);
    if (locale === 'en') await expectNoSeriousA11yViolations(page);

    // 3. On to the organiser area.
    await page.getByTestId('recovery-codes-continue').click();
    await expect(page).toHaveURL(urlOfPath(locale, '/organiser'));
    await expect(page.getByTestId('organiser-roles')).toBeVisible();
    // The security page now says it is on, with ten recovery codes; it cannot be turned off (a role holder).
    await page.goto(localePath(locale, '/account/security'));
    await expect(page.getByTestId('second-factor-panel')).toHaveAttribute('data-status', 'confirmed');
    await expect(page.getByTestId('recovery-codes-left')).toHaveText(t(locale, 'SecondFactor.confirmed.codesLeft', { count: 10 }));
    await expect(page.getByTestId('second-factor-role-keeps')).toHaveText(t(locale, 'SecondFactor.errors.roleRequiresFactor'));
    await expect(page.getByTestId('second-factor-remove')).toHaveCount(0);
    await expect(page.getByTestId('recovery-code')).toHaveCount(0);

    // 4. Signed out, the password alone gives no session: the code step. The code that set the
    // factor up is refused (used); the next one signs in.
    await signOut(page, locale);
    await submitPassword(page, locale, organiser, '/organiser');
    await expect(page).toHaveURL(/\/login\/code\?next=%2Forganiser$/);
    expect((await (await page.request.get('/ll/api/account/me')).json()).account).toBeNull();
    await enterCode(page, codeFor(secret, step));
    await expect(page.getByTestId('second-step-code-error')).toHaveText(t(locale, 'SecondFactor.errors.wrongCodeLeft', { count: 4 }));
    if (locale === 'en') await expectNoSeriousA11yViolations(page);
    await enterCode(page, codeFor(secret, Math.max(step + 1, totpStep(Date.now()))));
    await expect(page).toHaveURL(urlOfPath(locale, '/organiser'));
    await expect(page.getByTestId('organiser-roles')).toBeVisible();

    // 5. A recovery code signs in once.
    await signOut(page, locale);
    await submitPassword(page, locale, organiser, '/organiser');
    await expect(page).toHaveURL(/\/login\/code\?next=%2Forganiser$/);
    await enterCode(page, recoveryCodes[0]!);
    await expect(page).toHaveURL(urlOfPath(locale, '/organiser'));
    await signOut(page, locale);
    await submitPassword(page, locale, organiser, '/organiser');
    await expect(page).toHaveURL(/\/login\/code\?next=%2Forganiser$/);
    await enterCode(page, recoveryCodes[0]!);
    await expect(page.getByTestId('second-step-code-error')).toHaveText(t(locale, 'SecondFactor.errors.wrongCodeLeft', { count: 4 }));
    await enterCode(page, recoveryCodes[1]!.toUpperCase());
    await expect(page).toHaveURL(urlOfPath(locale, '/organiser'));
    await page.goto(localePath(locale, '/account/security'));
    await expect(page.getByTestId('recovery-codes-left')).toHaveText(t(locale, 'SecondFactor.confirmed.codesLeft', { count: 8 }));
    await page.context().close();
  });
}

test('without JavaScript: set up, the recovery codes, then password and code', async ({ browser }) => {
  const locale = 'en';
  const page = await newClientPage(browser, false, { javaScriptEnabled: false });
  const organiser = await newOrganiserAccount(page, locale);
  await page.goto(`${localePath(locale, '/login')}?next=${encodeURIComponent('/organiser')}`);
  await page.getByTestId('login-email').fill(organiser.email);
  await page.getByTestId('login-password').fill(organiser.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/account\/security\?next=%2Forganiser$/);
  await page.getByTestId('second-factor-start-submit').click();
  const secret = ((await page.getByTestId('second-factor-secret').textContent()) ?? '').replace(/\s/g, '');
  const step = totpStep(Date.now());
  await page.getByTestId('confirm-code').fill(codeFor(secret, step));
  await page.getByTestId('second-factor-confirm-submit').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.getByTestId('recovery-codes-continue').click();
  await expect(page).toHaveURL(urlOfPath(locale, '/organiser'));
  await expect(page.getByTestId('organiser-roles')).toBeVisible();

  // A new browser (no session): password, then the code, posted as plain forms.
  const other = await newClientPage(browser, false, { javaScriptEnabled: false });
  await other.goto(`${localePath(locale, '/login')}?next=${encodeURIComponent('/organiser')}`);
  await other.getByTestId('login-email').fill(organiser.email);
  await other.getByTestId('login-password').fill(organiser.password);
  await other.getByTestId('login-submit').click();
  await expect(other).toHaveURL(/\/login\/code\?next=%2Forganiser$/);
  await other.getByTestId('second-step-code').fill(wrongCode(secret));
  await other.getByTestId('second-step-submit').click();
  await expect(other.getByTestId('second-step-code-error')).toHaveText(t(locale, 'SecondFactor.errors.wrongCodeLeft', { count: 4 }));
  await other.getByTestId('second-step-code').fill(codeFor(secret, Math.max(step + 1, totpStep(Date.now()))));
  await other.getByTestId('second-step-submit').click();
  await expect(other).toHaveURL(urlOfPath(locale, '/organiser'));
  await expect(other.getByTestId('organiser-roles')).toBeVisible();
});

test('the helper other specs use signs in whatever state the factor is in', async ({ browser }) => {
  const page = await newClientPage(browser, false);
  await removeFactorOf(page, DEMO_ORGANISER.email);
  // No factor: it sets one up.
  await signInAsOrganiser(page, 'fr');
  await expect(page.getByTestId('organiser-roles')).toBeVisible();
  // A factor: it gives the code, twice within one step too.
  for (const locale of ['en', 'es'] as const) {
    const again = await newClientPage(browser, false);
    await signInAsOrganiser(again, locale, { next: '/organiser/audit' });
    await expect(again.locator('html')).toHaveAttribute('lang', locale);
    await again.context().close();
  }
});

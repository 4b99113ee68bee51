import { RATE_LIMIT_POLICIES } from '../lib/security/rate-limit';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../lib/demo/accounts';
import { RESET_MAIL_WITHIN_MINUTES } from '../lib/constants';
import { validationMessageValues } from '../lib/validation/participant';
import { expect, test, type Page, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, t, asClient, urlOf, type TLocale } from './fixtures';

/**
 * Sign-in, sign-out and password reset in the three languages. Every test is a client of its own
 * (`asClient`: rate limits key on the client's address), and tests that change a password use a fresh
 * account made by the test-only route app/api/test/accounts, so the demo account never changes and
 * the suite can run again against the same database.
 */

type TTestAccount = { id: number; email: string; password: string; firstName: string; lastName: string };

async function createAccount(page: Page, locale: TLocale): Promise<TTestAccount> {
  const response = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale } });
  expect(response.status()).toBe(201);
  return (await response.json()) as TTestAccount;
}

async function openLogin(page: Page, locale: TLocale, query = '') {
  await page.goto(`${localePath(locale, '/login')}${query}`);
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  await expectHydrated(page.getByTestId('login-submit'));
  return form;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A login that fails: waits until the answer is in (React then empties the password field). */
async function failLogIn(page: Page, email: string, password: string, message: string) {
  await logIn(page, email, password);
  await expect(page.getByTestId('login-password')).toHaveValue('');
  await expect(page.getByTestId('login-error')).toHaveText(message);
  await expect(page.getByTestId('login-email')).toHaveValue(email);
}

async function me(page: Page) {
  const response = await page.request.get('/ll/api/account/me');
  expect(response.headers()['cache-control']).toContain('no-store');
  return ((await response.json()) as { account: { firstName: string; lastName: string } | null }).account;
}

/** The reset link of the newest reset mail to an address, read from the outbox page. */
async function resetLinkFromOutbox(page: Page, locale: TLocale, to: string, subject: string): Promise<string> {
  let body = '';
  await expect(async () => {
    await page.goto(localePath(locale, '/outbox'));
    const mail = page.getByTestId('outbox-mail').filter({ hasText: to }).filter({ hasText: subject }).first();
    // The body is in the page even while its panel is folded.
    body = (await mail.getByTestId('outbox-body').textContent({ timeout: 5_000 })) ?? '';
    expect(body).toContain('/resetPassword?token=');
  }).toPass({ timeout: 60_000 });
  const link = /(https?:\/\/\S+\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
  expect(link).toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

for (const locale of LOCALES) {
  test.describe(`sign-in and password reset (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      // Each journey hashes passwords (argon2) and runs axe: give it room on a busy machine.
      test.slow();
      await page.setExtraHTTPHeaders(asClient());
    });

    test('log in and out with the demo account; a wrong password or unknown email get one message', async ({ page }, testInfo) => {
      const form = await openLogin(page, locale, '?next=/login');
      await expect(page.getByTestId('login-forgot-link')).toHaveAttribute('href', localePath(locale, '/forgotPassword'));
      await expect(page.getByTestId('login-register-link')).toHaveAttribute('href', localePath(locale, '/registration/participant'));
      await expect(page.getByTestId('login-required')).toHaveText(t(locale, 'Login.loginRequired'));
      await expectNoSeriousA11yViolations(page, testInfo);

      const incorrect = t(locale, 'Login.errors.invalidCredentials');
      await failLogIn(page, DEMO_EMAILS.participant, 'Not-the-password-1', incorrect);
      await failLogIn(page, `nobody-${Date.now()}@example.com`, DEMO_PASSWORD, incorrect);
      await expect(form).toBeVisible();

      await logIn(page, DEMO_EMAILS.participant.toUpperCase(), DEMO_PASSWORD);
      await expect(page).toHaveURL(urlOf(localePath(locale, '/login')));
      await expect(page.getByTestId('signed-in-as')).toHaveText(t(locale, 'Login.signedInAs', { name: 'Alex Tremblay' }));
      expect(await me(page)).toMatchObject({ firstName: 'Alex', lastName: 'Tremblay' });
      const cookies = await page.context().cookies();
      const session = cookies.find((c) => c.name === 'll_session');
      expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await expectNoSeriousA11yViolations(page, testInfo);

      await page.getByTestId('logout-button').click();
      await expect(page.getByTestId('login-status')).toHaveText(t(locale, 'Login.loggedOut'));
      await expect(page.getByTestId('login-form')).toBeVisible();
      expect(await me(page)).toBeNull();
    });

    test('a login returns to a same-site page only, and goes to the account area by default', async ({ page }) => {
      await openLogin(page, locale, `?next=${encodeURIComponent('https://evil.example/steal')}`);
      await expect(page.getByTestId('login-required')).toHaveCount(0);
      await logIn(page, DEMO_EMAILS.spectator, DEMO_PASSWORD);
      // The landing pages belong to other features: allow for their first compile on a dev server.
      await expect(page).toHaveURL(urlOf(localePath(locale, '/account/family')), { timeout: 60_000 });
      expect(await me(page)).toMatchObject({ firstName: 'Sam' });

      // Signed in, the login page says who and offers the way out.
      await page.goto(localePath(locale, `/login?next=${encodeURIComponent('/events/4')}`));
      await expect(page.getByTestId('signed-in-as')).toHaveText(t(locale, 'Login.signedInAs', { name: 'Sam Rivera' }));
      await expectHydrated(page.getByTestId('logout-button'));
      await page.getByTestId('logout-button').click();
      await expect(page.getByTestId('login-status')).toBeVisible();

      // Signed out, the top bar's account entry logs in and comes back to the page it was on.
      await page.goto(localePath(locale, '/events/4'));
      const loginEntry = page.getByTestId('account-login');
      await expect(loginEntry).toHaveText(t(locale, 'Account.login'));
      await expect(loginEntry).toHaveAttribute('href', `${localePath(locale, '/login')}?next=${encodeURIComponent('/events/4')}`);
      await expectHydrated(loginEntry);
      await loginEntry.click();
      await expect(page.getByTestId('login-form')).toBeVisible();
      await expectHydrated(page.getByTestId('login-submit'));
      await logIn(page, DEMO_EMAILS.spectator, DEMO_PASSWORD);
      await expect(page).toHaveURL(urlOf(localePath(locale, '/events/4')), { timeout: 60_000 });

      // Signed in, it shows the first name and opens a list: the family area, and logging out.
      const accountButton = page.getByTestId('account-button');
      await expect(accountButton).toHaveText('Sam');
      await expect(accountButton).toHaveAttribute('aria-label', t(locale, 'Account.menu', { name: 'Sam Rivera' }));
      await expect(accountButton).toHaveAttribute('aria-expanded', 'false');
      await accountButton.click();
      await expect(accountButton).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByTestId('account-family')).toHaveText(t(locale, 'Account.family'));
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('account-family')).toBeHidden();
      await expect(accountButton).toBeFocused();
      await accountButton.click();
      await page.getByTestId('account-family').click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/account/family')), { timeout: 60_000 });
      await accountButton.click();
      await page.getByTestId('account-logout').click();
      await expect(page.getByTestId('login-status')).toHaveText(t(locale, 'Login.loggedOut'));
      await expect(page.getByTestId('account-login')).toBeVisible();
      expect(await me(page)).toBeNull();
    });

    test('forgot then reset the password through the mail', async ({ page }, testInfo) => {
      const account = await createAccount(page, locale);

      await page.goto(localePath(locale, '/forgotPassword'));
      await expectHydrated(page.getByTestId('forgot-submit'));
      await expectNoSeriousA11yViolations(page, testInfo);
      // An unknown address gets the very same answer.
      const nobody = `nobody-${Date.now()}@example.com`;
      const sent = (email: string) => t(locale, 'PasswordReset.sent', { email, minutes: RESET_MAIL_WITHIN_MINUTES });
      await page.getByTestId('forgot-email').fill(nobody);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toHaveText(sent(nobody));

      await page.getByTestId('forgot-email').fill(account.email);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toHaveText(sent(account.email));

      const link = await resetLinkFromOutbox(page, locale, account.email, t(locale, 'AccountMail.resetSubject'));
      expect(link.startsWith(localePath(locale, '/resetPassword'))).toBe(true);

      await page.goto(link);
      await expectHydrated(page.getByTestId('reset-submit'));
      await expectNoSeriousA11yViolations(page, testInfo);
      const newPassword = `New-${account.password}`;
      await page.getByTestId('reset-password').fill('short1');
      await page.getByTestId('reset-password-confirm').fill('short2');
      await page.getByTestId('reset-submit').click();
      await expect(page.getByTestId('reset-error')).toHaveText(t(locale, 'PasswordReset.errors.fixFields'));
      await expect(page.getByTestId('reset-password')).toHaveAccessibleDescription(
        t(locale, 'ParticipantValidation.participant.password.tooShort', { ...validationMessageValues }),
      );
      await expect(page.getByTestId('reset-password-confirm')).toHaveAccessibleDescription(
        t(locale, 'ParticipantValidation.participant.passwordConfirmation.mismatch'),
      );

      await page.getByTestId('reset-password').fill(newPassword);
      await page.getByTestId('reset-password-confirm').fill(newPassword);
      await page.getByTestId('reset-submit').click();
      await expect(page).toHaveURL(/\/login\?status=passwordChanged$/);
      await expect(page.getByTestId('login-status')).toHaveText(t(locale, 'Login.passwordChanged'));

      await expectHydrated(page.getByTestId('login-submit'));
      await failLogIn(page, account.email, account.password, t(locale, 'Login.errors.invalidCredentials'));
      await logIn(page, account.email, newPassword);
      await expect(page).toHaveURL(urlOf(localePath(locale, '/account/family')), { timeout: 60_000 });

      // The confirmation mail, in the account's language.
      await expect
        .poll(async () => {
          const response = await page.request.post('/ll/api/test/accounts', { data: { action: 'lastMail', to: account.email } });
          return response.ok() ? ((await response.json()) as { subject: string }).subject : '';
        })
        .toBe(t(locale, 'AccountMail.changedSubject'));

      // The link works once.
      await page.goto(link);
      await expect(page.getByTestId('reset-link-state')).toHaveText(t(locale, 'PasswordReset.states.used'));
      await expect(page.getByTestId('reset-request-new')).toHaveAttribute('href', localePath(locale, '/forgotPassword'));
    });

    test('expired, undecodable and invalid links say so and offer a new one', async ({ page }, testInfo) => {
      const account = await createAccount(page, locale);
      const response = await page.request.post('/ll/api/test/accounts', { data: { action: 'expiredResetToken', email: account.email } });
      const { token } = (await response.json()) as { token: string };

      await page.goto(localePath(locale, `/resetPassword?token=${token}`));
      await expect(page.getByTestId('reset-link-state')).toHaveText(t(locale, 'PasswordReset.states.expired'));
      await expect(page.getByTestId('reset-form')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, testInfo);

      await page.goto(localePath(locale, '/resetPassword?token=not-a-token%25%25'));
      await expect(page.getByTestId('reset-link-state')).toHaveText(t(locale, 'PasswordReset.states.undecodable'));

      await page.goto(localePath(locale, `/resetPassword?token=${'A'.repeat(43)}`));
      await expect(page.getByTestId('reset-link-state')).toHaveText(t(locale, 'PasswordReset.states.invalid'));
      await page.goto(localePath(locale, '/resetPassword'));
      await expect(page.getByTestId('reset-link-state')).toHaveText(t(locale, 'PasswordReset.states.invalid'));

      await expectHydrated(page.getByTestId('reset-request-new'));
      await page.getByTestId('reset-request-new').click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/forgotPassword')));
    });

    test('repeated failures are rate limited with a translated wait', async ({ page }) => {
      await openLogin(page, locale);
      const email = `limit-${Date.now()}-${locale}@example.com`;
      for (let i = 0; i < RATE_LIMIT_POLICIES.loginFailsPerEmailIp.points; i++) {
        await failLogIn(page, email, `Wrong-password-${i}`, t(locale, 'Login.errors.invalidCredentials'));
      }
      const wait = t(locale, 'Login.errors.rateLimited', { minutes: RATE_LIMIT_POLICIES.loginFailsPerEmailIp.blockDuration / 60 });
      await failLogIn(page, email, 'Wrong-password-x', wait);
      // Blocked: even the next attempt is refused without being checked.
      await failLogIn(page, email, 'Wrong-password-y', wait);
    });
  });
}

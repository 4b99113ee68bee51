import { RATE_LIMIT_POLICIES } from '../lib/security/rate-limit';
import { expect, test, type Page, asClient, expectHydrated, localePath, t, uniqueIp } from './fixtures';

/**
 * Per-IP limits key on the real client (the socket's address; here the test-only stand-in for it,
 * `asClient`), never on X-Forwarded-For, which any client writes as it likes (docs/security.md,
 * "Client address"). A client that rotates X-Forwarded-For is still one client.
 */

async function failLogIn(page: Page, email: string, password: string, message: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-error')).toHaveText(message);
  await expect(page.getByTestId('login-password')).toHaveValue('');
}

test('rotating X-Forwarded-For does not dodge the sign-in limit of one client; another client is not limited', async ({ page }) => {
  test.slow();
  const client = uniqueIp();
  const email = `rotating-${Date.now()}@example.com`;
  const invalid = t('en', 'Login.errors.invalidCredentials');
  const { points, blockDuration } = RATE_LIMIT_POLICIES.loginFailsPerEmailIp;
  const limited = t('en', 'Login.errors.rateLimited', { minutes: blockDuration / 60 });

  await page.setExtraHTTPHeaders(asClient(client));
  await page.goto(localePath('en', '/login'));
  await expectHydrated(page.getByTestId('login-submit'));

  for (let i = 0; i < points; i++) {
    // A fresh "forwarded" address for every attempt, as a client dodging per-IP limits would send.
    await page.setExtraHTTPHeaders({ ...asClient(client), 'X-Forwarded-For': uniqueIp() });
    await failLogIn(page, email, `Wrong-password-${i}`, invalid);
  }
  await page.setExtraHTTPHeaders({ ...asClient(client), 'X-Forwarded-For': uniqueIp() });
  await failLogIn(page, email, 'Wrong-password-x', limited);
  await page.setExtraHTTPHeaders({ ...asClient(client), 'X-Forwarded-For': `${uniqueIp()}, ${uniqueIp()}` });
  await failLogIn(page, email, 'Wrong-password-y', limited);

  // Another client (another address) trying the same email is answered normally.
  await page.setExtraHTTPHeaders(asClient());
  await failLogIn(page, email, 'Wrong-password-z', invalid);
});

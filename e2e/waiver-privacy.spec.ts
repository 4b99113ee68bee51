import { DEMO_EMAILS, DEMO_PASSWORD } from '../lib/demo/accounts';
import { DEMO_WAIVER_UUIDS } from '../lib/demo/spectators';
import { expect, test, type Page, asClient, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, t } from './fixtures';

/**
 * A signed waiver's personal data (docs/decisions/012, "Who sees the record"): anyone holding the
 * plain link sees that it is signed (initials, event, date) and no email, date of birth, IP
 * address or browser; the buyer signed in and a valid copy link see all of it; an expired or
 * forged copy link says so, translated. On the demo's signed waiver of Sam Rivera (the buyer,
 * spectator@oorra.ca), only read.
 */
const SIGNED = DEMO_WAIVER_UUIDS.signed;
/** What the demo record holds that must not reach a stranger. */
const PERSONAL = [DEMO_EMAILS.spectator, 'Rivera', '203.0.113.24', 'Windows NT 10.0', '1989'];

async function expectNoPersonalData(page: Page): Promise<void> {
  const text = (await page.locator('main').textContent()) ?? '';
  for (const value of PERSONAL) expect(text, value).not.toContain(value);
  await expect(page.getByTestId('waiver-record')).toHaveCount(0);
  await expect(page.locator('img[src^="data:image/png"]')).toHaveCount(0);
}

async function copyLinkToken(page: Page, expired: boolean): Promise<string> {
  const response = await page.request.post('/ll/api/test/waivers', { data: { action: 'copyLink', uuid: SIGNED, expired } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

// One group a language (below), which a worker takes whole: the languages may run side by side.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test.describe(`waiver personal data (${locale})`, () => {
    test.describe.configure({ mode: 'default' });
    test('a stranger holding the link sees that it is signed, with initials, and nothing personal', async ({ page }) => {
      await page.goto(localePath(locale, `/waiver/${SIGNED}`));
      await expect(page.getByTestId('waiver-status')).toHaveText(t(locale, 'Waiver.status.signed'));
      await expect(page.getByTestId('waiver-outcome')).toContainText('S. R.');
      await expect(page.getByTestId('waiver-event')).not.toBeEmpty();
      await expect(page.getByTestId('waiver-private')).toContainText(t(locale, 'WaiverUi.page.recordPrivate'));
      await expect(page.getByTestId('waiver-copy-link')).toHaveCount(0);
      await expectNoPersonalData(page);
      await expectNoSeriousA11yViolations(page);

      await page.goto(localePath(locale, `/waiver/copy/${SIGNED}`));
      await expect(page.getByTestId('waiver-copy')).toHaveAttribute('data-access', 'summary');
      await expect(page.getByTestId('waiver-copy-summary')).toContainText('S. R.');
      await expectNoPersonalData(page);
      expect((await page.request.get(`/ll/api/waivers/${SIGNED}/selfie`)).status()).toBe(404);
    });

    test('the buyer signed in sees the whole record and its printable copy', async ({ browser }) => {
      const context = await browser.newContext({ extraHTTPHeaders: asClient() });
      const page = await context.newPage();
      await page.goto(`${localePath(locale, '/login')}?next=${encodeURIComponent(`/waiver/${SIGNED}`)}`);
      await expectHydrated(page.getByTestId('login-submit'));
      await page.getByTestId('login-email').fill(DEMO_EMAILS.spectator);
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('record-signer')).toContainText(DEMO_EMAILS.spectator, { timeout: 30_000 });
      await expect(page.getByTestId('record-time')).toContainText('UTC');
      await expect(page.getByTestId('record-signature')).toBeVisible();
      await expect(page.getByTestId('record-selfie')).toBeVisible();
      await expect(page.getByTestId('waiver-private')).toHaveCount(0);
      await page.getByTestId('waiver-copy-link').click();
      await expect(page.getByTestId('record-document')).toBeVisible();
      await expect(page.getByTestId('record-verified')).toHaveAttribute('data-verified', 'true');
      await context.close();
    });

    test('a valid copy link shows all of it, an expired or forged one says it expired', async ({ page }) => {
      const valid = await copyLinkToken(page, false);
      await page.goto(`${localePath(locale, `/waiver/copy/${SIGNED}`)}?token=${valid}`);
      await expect(page.getByTestId('waiver-copy')).toHaveAttribute('data-access', 'full');
      await expect(page.getByTestId('record-signer')).toContainText(DEMO_EMAILS.spectator);
      await expect(page.getByTestId('record-document')).toBeVisible();
      await expect(page.getByTestId('record-selfie')).toBeVisible();
      await page.goto(`${localePath(locale, `/waiver/${SIGNED}`)}?token=${valid}`);
      await expect(page.getByTestId('waiver-copy-until')).toBeVisible();
      await expect(page.getByTestId('record-signer')).toContainText(DEMO_EMAILS.spectator);
      await expect(page.getByTestId('waiver-copy-link')).toHaveAttribute('href', new RegExp(`\\?token=${valid}$`));

      const expired = await copyLinkToken(page, true);
      const forged = 'Z'.repeat(42) + 'A';
      for (const [token, state] of [
        [expired, 'expired'],
        [forged, 'invalid'],
      ] as const) {
        for (const path of [`/waiver/copy/${SIGNED}`, `/waiver/${SIGNED}`]) {
          await page.goto(`${localePath(locale, path)}?token=${token}`);
          await expect(page.getByTestId('waiver-link-expired')).toHaveText(t(locale, 'WaiverUi.page.linkExpired'));
          await expect(page.getByTestId('waiver-link-expired')).toHaveAttribute('data-state', state);
          await expectNoPersonalData(page);
        }
      }
      await expectNoSeriousA11yViolations(page);
    });
  });
}

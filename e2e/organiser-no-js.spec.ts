import { expect, test, localePath, t, asClient, type TLocale } from './fixtures';
import { codeFor, secretOnPage } from './helpers/organiser';

/**
 * The organiser area's forms before (or without) JavaScript (docs/decisions/052): each posts as a
 * plain form, and the server answers with the page, its refusals or its confirmation, in the
 * organiser's language. Every account is made per test.
 */
test.describe.configure({ timeout: 180_000 });

test('the organiser forms answer without JavaScript: tickets refused and saved, a promo code, a role', async ({ browser }) => {
  const locale: TLocale = 'fr';
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: asClient() });
  const page = await context.newPage();
  const make = async () => (await (await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale } })).json()) as { email: string; password: string };
  const organiser = await make();
  const colleague = await make();
  expect((await page.request.post('/ll/api/test/accounts', { data: { action: 'grantRole', email: organiser.email, organizationId: 1 } })).status()).toBe(201);

  await page.goto(`${localePath(locale, '/login')}?next=${encodeURIComponent('/organiser')}`);
  await page.getByTestId('login-email').fill(organiser.email);
  await page.getByTestId('login-password').fill(organiser.password);
  await page.getByTestId('login-submit').click();
  // A role holder without a second factor is sent to set one up first (docs/decisions/055), by
  // plain form posts too: start, read the key on the page, confirm with the app's code.
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/account/security')}\\?next=`));
  await page.getByTestId('second-factor-start-submit').click();
  const secret = await secretOnPage(page);
  await page.getByTestId('confirm-code').fill(codeFor(secret));
  await page.getByTestId('second-factor-confirm-submit').click();
  await expect(page.getByTestId('recovery-code')).toHaveCount(10);
  await page.goto(localePath(locale, '/organiser'));
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/organiser')}$`));

  // An event without tickets on sale (not the ones other tests sell, nor those e2e/organiser.spec.ts edits).
  const event = page.getByTestId('organiser-event').filter({ hasText: t(locale, 'Organiser.home.notOnSale') }).nth(3);
  const eventPath = `/organiser/events/${await event.getAttribute('data-event-id')}`;
  await page.goto(localePath(locale, eventPath));
  await page.getByTestId('tickets-price').fill('vingt');
  await page.getByTestId('tickets-save').click();
  await expect(page.getByTestId('error-price')).toHaveText(t(locale, 'Organiser.errors.price'));
  await expect(page.getByTestId('tickets-price')).toHaveValue('vingt');
  await page.getByTestId('tickets-price').fill('25.00');
  await page.getByTestId('tickets-save').click();
  await expect(page.getByTestId('tickets-saved')).toHaveText(t(locale, 'Organiser.saved.tickets'));

  const code = `NOJS${Date.now().toString(36).toUpperCase()}`;
  await page.getByTestId('promo-code').fill(code);
  await page.getByTestId('promo-amount').fill('10');
  await page.getByTestId('promo-create').click();
  await expect(page.getByTestId('promo-saved')).toHaveText(t(locale, 'Organiser.saved.promo'));
  await page.goto(localePath(locale, eventPath));
  const row = page.locator(`[data-testid="promo-row"][data-code="${code}"]`);
  await row.getByTestId(`promo-toggle-${code}`).click();
  await page.goto(localePath(locale, eventPath));
  await expect(page.locator(`[data-testid="promo-row"][data-code="${code}"]`)).toContainText(t(locale, 'Organiser.promos.inactive'));

  await page.goto(localePath(locale, '/organiser/roles'));
  await page.getByTestId('grant-email').fill(colleague.email);
  await page.getByTestId('grant-submit').click();
  await expect(page.getByTestId('grant-saved')).toHaveText(t(locale, 'Organiser.saved.granted'));
  await page.goto(localePath(locale, '/organiser/roles'));
  const granted = page.locator(`[data-testid="role-grant"][data-email="${colleague.email}"]`);
  await granted.getByRole('button').click();
  await page.goto(localePath(locale, '/organiser/roles'));
  await expect(page.locator(`[data-testid="role-grant"][data-email="${colleague.email}"]`)).toHaveCount(0);
});

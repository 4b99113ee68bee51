import { formatMoney } from '../lib/i18n/format';
import { signInAsOrganiser } from './helpers/organiser';
import { expect, test, expectHydrated, localePath, t, type Page, newClientPage } from './fixtures';

/**
 * Membership types from the organiser area (docs/decisions/057), in the three languages (English on
 * a desktop, Spanish and French on a phone): the demo organiser (account 105, organiser of
 * organisation 1, with its second factor: e2e/helpers/organiser.ts) opens the membership types,
 * sends the new-type form half filled and is told, in their language, which fields need what
 * (keeping what they typed); creates a type with a first price range; finds it on the public
 * membership page at its fee; changes the range's fee and sees the new price there; retires the
 * type, which disappears from the public page and from sale (its page is "not found"); the audit
 * log names each change. Each test makes its own type (its name carries the test's run), so the
 * tests can run again on one database.
 */

async function expectFitsScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The public membership page's card of a type, by name (none when it is not on sale). */
const publicCard = (page: Page, name: string) => page.getByTestId('membership-type').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

for (const [locale, phone] of [['en', false], ['es', true], ['fr', true]] as const) {
  test(`the organiser creates a membership type, changes its price and retires it (${locale}, ${phone ? 'phone' : 'desktop'})`, async ({ browser }) => {
    const page = await newClientPage(browser, phone);
    const run = `${locale}-${Date.now().toString(36)}`;
    const names = { en: `Trail pass ${run}`, es: `Pase de sendero ${run}`, fr: `Passe sentier ${run}` };
    const name = names[locale];
    await signInAsOrganiser(page, locale, { next: '/organiser/memberships' });

    // The list of organisation 1's types, with the demo's annual licence among them.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'OrganiserMemberships.title'));
    const organisation = page.locator('[data-testid="membership-organisation"][data-organisation-id="1"]');
    await expect(organisation.locator('[data-testid="type-card"][data-type-id="1"]')).toBeVisible();
    await organisation.getByTestId('type-new-link').click();
    await expect(page).toHaveURL(/\/organiser\/memberships\/new\?organization=1$/);
    const form = page.getByTestId('type-form');
    await expectHydrated(form.getByTestId('type-save'));

    // Half filled: each missing field says what it needs, in the organiser's language; what was typed stays.
    await form.getByTestId('type-name-en').fill(names.en);
    await form.getByTestId('first-range-fee').fill('seventy');
    await form.getByTestId('type-save').click();
    await expect(page.getByTestId('type-error')).toBeVisible();
    await expect(page.getByTestId('error-name_es')).toHaveText(t(locale, 'OrganiserMemberships.errors.required'));
    await expect(page.getByTestId('error-range_fee')).toHaveText(t(locale, 'OrganiserMemberships.errors.fee'));
    await expect(page.getByTestId('type-name-en')).toHaveValue(names.en);
    await expect(page.getByTestId('type-name-es')).toHaveAttribute('aria-invalid', 'true');

    // The whole form: twelve months, 13 % tax, a first range for adults at 70.
    await page.getByTestId('type-name-es').fill(names.es);
    await page.getByTestId('type-name-fr').fill(names.fr);
    await page.getByTestId('type-validity').selectOption('twelve_months');
    await page.getByTestId('type-tax').fill('13');
    await page.getByTestId('type-order').fill('90');
    await page.getByTestId('first-range-name-en').fill('Adult');
    await page.getByTestId('first-range-name-es').fill('Adulto');
    await page.getByTestId('first-range-name-fr').fill('Adulte');
    await page.getByTestId('first-range-min-age').fill('18');
    await page.getByTestId('first-range-fee').fill('70');
    await expect(page.getByTestId('type-on-sale')).toBeChecked();
    if (phone) await expectFitsScreen(page);
    await page.getByTestId('type-save').click();

    await expect(page).toHaveURL(/\/organiser\/memberships\/\d+\?created=1$/, { timeout: 30_000 });
    await expect(page.getByTestId('type-created')).toHaveText(t(locale, 'OrganiserMemberships.saved.created'));
    const offerId = Number(/memberships\/(\d+)/.exec(page.url())![1]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByTestId('type-state').first()).toHaveText(t(locale, 'OrganiserMemberships.onSale'));
    if (phone) await expectFitsScreen(page);

    // On the public membership page, at its fee.
    await page.goto(localePath(locale, '/membership/type'));
    await expect(publicCard(page, name)).toBeVisible();
    await expect(publicCard(page, name).getByTestId('membership-range')).toContainText(formatMoney(7000, 'CAD', locale));

    // The range's fee changed to 75.
    await page.goto(localePath(locale, `/organiser/memberships/${offerId}`));
    const range = page.getByTestId('range-card').first();
    const rangeId = Number(await range.getAttribute('data-range-id'));
    await expectHydrated(page.getByTestId(`range-${rangeId}-save`));
    await page.getByTestId(`range-${rangeId}-edit`).click();
    await page.getByTestId(`range-${rangeId}-fee`).fill('75');
    await page.getByTestId(`range-${rangeId}-save`).click();
    await expect(page.getByTestId(`range-${rangeId}-saved`)).toHaveText(t(locale, 'OrganiserMemberships.saved.range'));
    await expect(page.getByTestId('range-card').first().getByTestId('range-fee')).toHaveText(formatMoney(7500, 'CAD', locale));
    await page.goto(localePath(locale, '/membership/type'));
    await expect(publicCard(page, name).getByTestId('membership-range')).toContainText(formatMoney(7500, 'CAD', locale));

    // Retired: off the public page and off sale.
    await page.goto(localePath(locale, `/organiser/memberships/${offerId}`));
    await expectHydrated(page.getByTestId('type-retire'));
    await page.getByTestId('type-retire').click();
    await expect(page.getByTestId('type-state-saved')).toHaveText(t(locale, 'OrganiserMemberships.saved.retired'));
    await expect(page.getByTestId('type-state').first()).toHaveText(t(locale, 'OrganiserMemberships.retired'));
    await expect(page.getByTestId('type-restore')).toBeVisible();
    await page.goto(localePath(locale, '/membership/type'));
    await expect(page.getByTestId('membership-type').first()).toBeVisible();
    await expect(publicCard(page, name)).toHaveCount(0);
    const gone = await page.goto(localePath(locale, `/membership/type/${offerId}`));
    expect(gone!.status()).toBe(404);

    // The audit log names the changes, in the organiser's language.
    await page.goto(localePath(locale, '/organiser/audit'));
    for (const action of ['membership_type.create', 'membership_range.create', 'membership_range.update', 'membership_type.retire']) {
      const row = page.locator(`[data-testid="audit-row"][data-action="${action}"]`).filter({ hasText: `${action.split('.')[0]}:` });
      await expect(row.first()).toContainText(t(locale, `Organiser.audit.actions.${action.replace('.', '_')}`));
    }
    await expect(page.locator('[data-testid="audit-row"][data-action="membership_type.retire"]').filter({ hasText: `membership_type:${offerId}` })).toHaveCount(1);
  });
}

test('the membership types are organisers\' only: a visitor is sent to sign in, another organisation\'s type is "not found"', async ({ browser }) => {
  const page = await newClientPage(browser, false);
  // Not signed in: to the login, coming back.
  await page.goto(localePath('en', '/organiser/memberships'));
  await expect(page).toHaveURL(/\/login\?next=%2Forganiser%2Fmemberships$/);
  // A participant with no role: not found.
  const created = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale: 'en' } });
  expect(created.status()).toBe(201);
  const account = (await created.json()) as { email: string; password: string };
  await page.goto(`${localePath('en', '/login')}?next=${encodeURIComponent('/account')}`);
  await expectHydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  for (const path of ['/organiser/memberships', '/organiser/memberships/1', '/organiser/memberships/new?organization=1']) {
    const response = await page.goto(localePath('en', path));
    expect(response!.status(), path).toBe(404);
  }
  // The demo organiser (organisation 1) and an unknown type, or an organisation it does not organise.
  await page.context().clearCookies();
  await signInAsOrganiser(page, 'en', { next: '/organiser/memberships' });
  for (const path of ['/organiser/memberships/999999', '/organiser/memberships/new?organization=2']) {
    const response = await page.goto(localePath('en', path));
    expect(response!.status(), path).toBe(404);
  }
});

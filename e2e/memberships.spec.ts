import { formatMoney } from '../lib/i18n/format';
import { formatDay } from '../lib/memberships/display';
import { nextDay } from '../lib/memberships/terms';
import { twelveMonthsEnd } from '../lib/memberships/validity';
import { calendarDay } from '../lib/i18n/calendar-day';
import { expect, test, expectHydrated, expectNoSeriousA11yViolations, localePath, t, type Page, type TLocale, newClientPage } from './fixtures';

/**
 * Memberships (docs/decisions/050), as a parent at the track would use them, in the three languages
 * (on a phone, and on a desktop in English): a members-only event refuses the pre-registration and
 * names the memberships that would do; the parent buys the annual licence with the built-in test
 * provider, sees the card with its QR code, whose check page says "valid"; the member list finds
 * them; the pre-registration is then allowed; buying the adult range for their twelve-year-old is
 * refused with the reason, the youth range is bought; a renewal starts the day after the current
 * membership ends; the account lists all three; the paid mail is in the account's language.
 * Every account is made per run (a test-only route), so the suite can run again on one database.
 */

/** The demo's members-only hare scramble (pre-registration) and annual licence (type 1: adult $125, youth $65, 13 % tax). */
const MEMBERS_ONLY_EVENT = 13;
const ANNUAL = 1;

type TAccount = { id: number; email: string; password: string; firstName: string; lastName: string };

async function createParent(page: Page, locale: TLocale): Promise<{ parent: TAccount; minor: { firstName: string; lastName: string } }> {
  const created = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale } });
  expect(created.status()).toBe(201);
  const parent = (await created.json()) as TAccount;
  const minor = await page.request.post('/ll/api/test/accounts', { data: { action: 'addMinor', guardianEmail: parent.email } });
  expect(minor.status()).toBe(201);
  return { parent, minor: (await minor.json()) as { firstName: string; lastName: string } };
}

async function signIn(page: Page, locale: TLocale, account: TAccount, next: string) {
  await page.goto(`${localePath(locale, '/login')}?next=${encodeURIComponent(next)}`);
  await expectHydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`${next.replace(/[?]/g, '\\?')}$`), { timeout: 30_000 });
}

/** Buy on a type's page: the holder (by name) and the range (index), then pay or see the refusal. */
async function buy(page: Page, locale: TLocale, options: { holder: string; range: number }) {
  await page.goto(localePath(locale, `/membership/type/${ANNUAL}`));
  const form = page.getByTestId('membership-buy-form');
  await expect(form).toBeVisible();
  await expectHydrated(form.getByTestId('membership-buy-submit'));
  await form.locator('label', { hasText: options.holder }).getByTestId('membership-holder').check();
  await form.getByTestId('membership-range-choice').nth(options.range).check();
  await form.getByTestId('membership-buy-submit').click();
}

async function payOnTestPage(page: Page, locale: TLocale, total: string): Promise<number> {
  await expect(page).toHaveURL(/\/payments\/test\/tp_cs_[0-9a-f]{32}/, { timeout: 60_000 });
  await expect(page.getByTestId('test-payment-banner')).toHaveText(t(locale, 'TestPayment.banner'));
  await expect(page.getByTestId('test-payment-amount')).toHaveText(total);
  await page.getByTestId('test-payment-pay').click();
  await expect(page).toHaveURL(/\/account\/memberships\/\d+\?payment=success$/, { timeout: 60_000 });
  return Number(/memberships\/(\d+)/.exec(page.url())![1]);
}

test.describe.configure({ mode: 'parallel', timeout: 300_000 });

for (const [locale, phone] of [['en', false], ['en', true], ['es', true], ['fr', true]] as const) {
  test(`a parent pre-registers, buys, renews and buys for their minor (${locale}, ${phone ? 'phone' : 'desktop'})`, async ({ browser }) => {
    const page = await newClientPage(browser, phone);
    const { parent, minor } = await createParent(page, locale);
    const parentName = `${parent.firstName} ${parent.lastName}`;
    const minorName = `${minor.firstName} ${minor.lastName}`;
    const today = calendarDay(new Date());
    const adultTotal = formatMoney(14_125, 'CAD', locale);
    const youthTotal = formatMoney(7_345, 'CAD', locale);

    // 1. The members-only event: refused for both, with the memberships that would do.
    const registration = `/registration/participant?event=${MEMBERS_ONLY_EVENT}`;
    await signIn(page, locale, parent, registration);
    const check = page.getByTestId('members-only');
    await expect(check).toHaveAttribute('data-state', 'refused');
    await expect(check.getByTestId('members-only-holder')).toHaveCount(2);
    await expect(check.locator('[data-testid="members-only-holder"][data-allowed="false"]')).toHaveCount(2);
    await expect(check.getByTestId('members-only-type').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // 2. The annual licence for the parent, with the test provider.
    await buy(page, locale, { holder: parentName, range: 0 });
    const first = await payOnTestPage(page, locale, adultTotal);
    await expect(page.getByTestId('membership-payment-notice')).toHaveText(t(locale, 'MembershipAccount.paymentSuccess'));
    const card = page.getByTestId('membership-card');
    await expect(card).toHaveAttribute('data-status', 'valid');
    await expect(card.getByTestId('membership-holder-name')).toHaveText(parentName);
    await expect(card.getByTestId('membership-validity-range')).toHaveText(
      t(locale, 'MembershipAccount.validRange', { from: formatDay(today, locale), until: formatDay(twelveMonthsEnd(today), locale) }),
    );
    await expect(card.getByTestId('membership-qr').locator('svg')).toBeVisible();
    const number = (await card.getByTestId('membership-number').textContent())!.trim();
    expect(number).toMatch(/^[A-Z0-9]+-\d{4,}$/);
    await expectNoSeriousA11yViolations(page);
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 3. The card's check page, as anyone at a gate would open it: valid, the name and the dates only.
    const verifyUrl = (await card.getByTestId('membership-verify-link').getAttribute('href'))!;
    const gate = await newClientPage(browser, true);
    await gate.goto(verifyUrl);
    const verdict = gate.getByTestId('membership-verdict');
    await expect(verdict).toHaveAttribute('data-status', 'valid');
    await expect(verdict).toContainText(t(locale, 'MembershipVerify.valid'));
    await expect(gate.getByTestId('verify-holder')).toHaveText(parentName);
    await expect(verdict).not.toContainText(parent.email);
    // A changed address is not recognised.
    await gate.goto(verifyUrl.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
    await expect(gate.getByTestId('membership-verdict')).toHaveAttribute('data-status', 'unknown');
    await expect(gate.getByTestId('membership-verdict')).toContainText(t(locale, 'MembershipVerify.unknown'));
    await gate.context().close();

    // 4. The member list finds the new member.
    await page.goto(`${localePath(locale, '/membership/members')}?q=${encodeURIComponent(parent.lastName)}`);
    await expect(page.getByTestId('member-row').filter({ hasText: number })).toHaveCount(1);

    // 5. Pre-registration is now allowed for the parent; the minor still lacks one.
    await page.goto(localePath(locale, registration));
    await expect(page.getByTestId('members-only')).toHaveAttribute('data-state', 'allowed');
    await expect(page.locator('[data-testid="members-only-holder"][data-allowed="true"]')).toContainText(number);
    await expect(page.locator('[data-testid="members-only-holder"][data-allowed="false"]')).toContainText(minorName);

    // 6. The adult range for the twelve-year-old is refused, with the reason; the youth range is bought.
    await buy(page, locale, { holder: minorName, range: 0 });
    await expect(page.getByTestId('membership-buy-error')).toHaveText(t(locale, 'MembershipBuy.errors.rangeAge'));
    await buy(page, locale, { holder: minorName, range: 1 });
    await payOnTestPage(page, locale, youthTotal);
    await expect(page.getByTestId('membership-card').getByTestId('membership-holder-name')).toHaveText(minorName);

    // 7. A renewal bought now starts the day after the current membership ends.
    await buy(page, locale, { holder: parentName, range: 0 });
    await payOnTestPage(page, locale, adultTotal);
    const renewalFrom = nextDay(twelveMonthsEnd(today));
    await expect(page.getByTestId('membership-card')).toHaveAttribute('data-status', 'upcoming');
    await expect(page.getByTestId('membership-card').getByTestId('membership-status')).toHaveText(t(locale, 'MembershipAccount.statuses.upcoming', { from: formatDay(renewalFrom, locale) }));

    // 8. The account lists the three; the paid mail is in the account's language.
    await page.goto(localePath(locale, '/account/memberships'));
    await expect(page.getByTestId('my-membership')).toHaveCount(3);
    await expect(page.locator(`[data-testid="my-membership"][data-membership-id="${first}"]`)).toHaveAttribute('data-status', 'valid');
    const mail = await page.request.post('/ll/api/test/accounts', { data: { action: 'lastMail', to: parent.email } });
    expect(((await mail.json()) as { subject: string }).subject).toBe(t(locale, 'MembershipMail.paidSubject', { typeName: await typeName(page, locale) }));
    await page.context().close();
  });
}

test('a visitor who is not signed in is asked to sign in, on the type page and the members-only registration', async ({ page }) => {
  await page.goto(localePath('fr', `/membership/type/${ANNUAL}`));
  await expect(page.getByTestId('membership-buy')).toContainText(t('fr', 'MembershipBuy.signInToBuy'));
  await expect(page.getByTestId('membership-sign-in')).toHaveAttribute('href', /\/login\?next=/);
  await page.goto(localePath('es', `/registration/participant?event=${MEMBERS_ONLY_EVENT}`));
  await expect(page.getByTestId('members-only')).toHaveAttribute('data-state', 'signed-out');
  // Someone else's card: not found; a made-up check address: not recognised.
  await page.goto(localePath('en', '/membership/verify/1-AAAAAAAAAAAAAAAAAAAAAA'));
  await expect(page.getByTestId('membership-verdict')).toHaveAttribute('data-status', 'unknown');
  const response = await page.goto(localePath('en', '/membership/verify/%E0%A4%A'));
  expect(response?.status()).toBeLessThan(500);
});

/** The annual licence's name in a language, as its page heads it. */
async function typeName(page: Page, locale: TLocale): Promise<string> {
  await page.goto(localePath(locale, `/membership/type/${ANNUAL}`));
  return (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
}

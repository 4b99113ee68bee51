import { formatMoney } from '../lib/i18n/format';
import { expect, test, expectHydrated, localePath, t, type Page, type TLocale, newClientPage } from './fixtures';
import { newOrganiserAccount, signInWithSecondFactor } from './helpers/organiser';
import { signWaiver } from './helpers/waiver';

/**
 * A waiver text changed while tickets sell (docs/decisions/053), in the three languages (a phone
 * for Spanish and French): a spectator buys a ticket of event 5 and signs the waiver as it is; the
 * organiser then saves a new version of the text in the page's language; a second spectator signs
 * the new one. The organiser's printable bundle gives each signed waiver its own version, and each
 * spectator's copy of what they signed shows the text they saw: the first one's without the
 * organiser's change, the second one's with it. Accounts are made per test; the versions are
 * counted from the one in force when the test starts (the other specs of the worker may have added
 * some).
 */

const EVENT = 5;
/** One ticket of event 5 ($20.00) with 13 % tax. */
const ONE_TICKET = 2260;

type TAccount = { id: number; email: string; password: string; firstName: string; lastName: string };

/** A new spectator account, signed in on the event's ticket page. */
async function newBuyer(page: Page, locale: TLocale): Promise<TAccount> {
  const created = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale } });
  expect(created.status()).toBe(201);
  const account = (await created.json()) as TAccount;
  const next = localePath(locale, `/spectator/${EVENT}`);
  await page.goto(`${localePath(locale, '/login')}?next=${encodeURIComponent(next)}`);
  await expectHydrated(page.getByTestId('login-submit'));
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(new RegExp(`${next}$`), { timeout: 30_000 });
  return account;
}

/**
 * The buyer signs the waiver of the ticket stepper (answering the version and text it showed),
 * then buys their one ticket through the test provider.
 */
async function signAndBuyOne(page: Page, locale: TLocale): Promise<{ version: string; text: string }> {
  await expectHydrated(page.getByTestId('buyer-continue'));
  await page.getByTestId('buyer-continue').click();
  await expect(page.getByTestId('stepper')).toHaveAttribute('data-step', '2', { timeout: 30_000 });
  const document = page.getByTestId('buyer-waiver-step').getByTestId('waiver-text');
  const version = (await document.getAttribute('data-version'))!;
  const text = (await document.textContent()) ?? '';
  await signWaiver(page, locale, 'buyer-waiver', { selfie: false, then: () => expect(page.getByTestId('stepper')).toHaveAttribute('data-step', '3', { timeout: 30_000 }) });
  await expectHydrated(page.getByTestId('spectators-continue'));
  await page.getByTestId('spectators-continue').click();
  await expect(page.getByTestId('stepper')).toHaveAttribute('data-step', '4');
  await expect(page.getByTestId('quantity')).toHaveText('1');
  const total = formatMoney(ONE_TICKET, 'CAD', locale);
  await expect(page.getByTestId('total')).toHaveText(total);
  await expectHydrated(page.getByTestId('pay-button'));
  await page.getByTestId('pay-button').click();
  await expect(page).toHaveURL(/\/payments\/test\/tp_cs_[0-9a-f]{32}/, { timeout: 60_000 });
  await page.getByTestId('test-payment-pay').click();
  await expect(page.getByTestId('purchase-complete')).toBeVisible({ timeout: 60_000 });
  return { version, text };
}

/** The organiser's bundle record of a spectator (by name): its waiver's id and the version it names. */
async function bundleRecordOf(organiser: Page, locale: TLocale, account: TAccount): Promise<{ uuid: string; version: string }> {
  await organiser.goto(localePath(locale, `/organiser/events/${EVENT}/waivers`));
  const record = organiser.getByTestId('bundle-record').filter({ has: organiser.getByRole('heading', { name: `${account.firstName} ${account.lastName}` }) });
  await expect(record).toHaveCount(1);
  await expect(record).toHaveAttribute('data-outcome', 'signed');
  return { uuid: (await record.getAttribute('data-uuid'))!, version: (await record.getByTestId('bundle-version').textContent())!.trim() };
}

test.describe.configure({ timeout: 480_000 });

for (const [locale, phone] of [['en', false], ['es', true], ['fr', true]] as const) {
  test(`a new waiver version is signed while a waiver signed before keeps its own (${locale}, ${phone ? 'phone' : 'desktop'})`, async ({ browser }) => {
    const organiser = await newClientPage(browser, phone);
    const first = await newClientPage(browser, phone);
    const second = await newClientPage(browser, phone);
    const marker = `Helmets on in the pits ${Date.now().toString(36)}.`;

    // 1. A spectator signs the waiver in force and buys a ticket.
    const firstBuyer = await newBuyer(first, locale);
    const before = await signAndBuyOne(first, locale);
    expect(before.text).not.toContain(marker);

    // 2. The organiser saves a new version: the text in the page's language gets a sentence more.
    await signInWithSecondFactor(organiser, locale, await newOrganiserAccount(organiser, locale), `/organiser/events/${EVENT}/waiver`);
    await expect(organiser.getByTestId('waiver-version').first()).toHaveAttribute('data-version', before.version);
    const form = organiser.getByTestId('waiver-form');
    await expectHydrated(form.getByTestId('waiver-save'));
    const body = form.getByTestId(`waiver-body-${locale}`);
    await body.fill(`${await body.inputValue()}\n\n${marker}`);
    await form.getByTestId('waiver-save').click();
    await expect(organiser.getByTestId('waiver-saved')).toHaveText(t(locale, 'Organiser.saved.waiver'));
    await organiser.reload();
    const newVersion = String(Number(before.version) + 1);
    await expect(organiser.getByTestId('waiver-version').first()).toHaveAttribute('data-version', newVersion);
    if (phone) expect(await organiser.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 3. A second spectator signs the new version: the stepper shows the organiser's sentence.
    const secondBuyer = await newBuyer(second, locale);
    const after = await signAndBuyOne(second, locale);
    expect(after.version).toBe(newVersion);
    expect(after.text).toContain(marker);

    // 4. The organiser's bundle: each waiver with the version it was signed on, in the page's language.
    const bundleLanguage = t(locale, `Organiser.languages.${locale}`);
    const language = t(locale, `WaiverUi.record.languages.${locale}`);
    const firstRecord = await bundleRecordOf(organiser, locale, firstBuyer);
    const secondRecord = await bundleRecordOf(organiser, locale, secondBuyer);
    expect(firstRecord.version).toBe(t(locale, 'OrganiserPurchases.bundle.versionValue', { version: before.version, language: bundleLanguage }));
    expect(secondRecord.version).toBe(t(locale, 'OrganiserPurchases.bundle.versionValue', { version: newVersion, language: bundleLanguage }));

    // 5. Each spectator's copy of what they signed: the first keeps the text without the sentence.
    for (const [page, record, version, hasMarker] of [
      [first, firstRecord, before.version, false],
      [second, secondRecord, newVersion, true],
    ] as const) {
      await page.goto(localePath(locale, `/waiver/copy/${record.uuid}`));
      await expect(page.getByTestId('waiver-copy')).toHaveAttribute('data-access', 'full');
      await expect(page.getByTestId('record-version')).toHaveText(t(locale, 'WaiverUi.record.versionValue', { version, language }));
      const document = page.getByTestId('record-document');
      if (hasMarker) await expect(document).toContainText(marker);
      else await expect(document).not.toContainText(marker);
    }
    await Promise.all([organiser, first, second].map((p) => p.context().close()));
  });
}

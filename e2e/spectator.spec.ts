import { DEMO_EMAILS, DEMO_PASSWORD } from '../lib/demo/accounts';
import { DEMO_TICKET_EVENT_ID, DEMO_WAIVER_UUIDS } from '../lib/demo/spectators';
import { formatMoney } from '../lib/i18n/format';
import { expect, test, type Browser, type Locator, type Page, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, t, asClient, type TLocale } from './fixtures';
import { signWaiver } from './helpers/waiver';

/**
 * Spectator tickets (/spectator/{event}) with electronic waivers (/waiver/{uuid}) and the built-in
 * test payment provider (/payments/test/{session}), in the three languages:
 * - a new spectator account buys for a minor (signed by the buyer as parent) and a second adult
 *   who signs through the link mailed to them (read from /outbox), with the signature drawn with
 *   the mouse and the selfie from Chromium's fake camera, then pays;
 * - a participant account pays, cancels on the test page (the purchase is kept) and pays again;
 * - the rejected demo waiver cannot be signed; a refused camera shows the webcam message;
 * - promoters cannot buy.
 * Every account and email is made per run, so the suite can run again on the same database; the
 * demo waivers are only read (the not-signed one is opened, never signed).
 */

/** Event 4 asks for a selfie with every waiver; event 5 does not. */
const SELFIE_EVENT = DEMO_TICKET_EVENT_ID;
const PLAIN_EVENT = 5;

const runId = Date.now().toString(36);
/** The run id in letters only: names may not contain digits. */
const runTag = runId.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
let serial = 0;
const uniqueEmail = (what: string, locale: TLocale) => `${what}-${runId}-${locale}-${++serial}@example.com`;

function isoDateYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(0, 15);
  return d.toISOString().slice(0, 10);
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: asClient() });
  return context.newPage();
}

/**
 * Records the page's Content Security Policy violations (the waiver form's code arrives as a chunk
 * of its own on the waiver steps; it must load under the CSP like everything else). Returns a
 * reader of the violations seen so far in the current document.
 */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => found.push(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`));
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}


/** Step 1 without an account: create a spectator account in the stepper. */
async function createBuyer(page: Page, locale: TLocale, email: string): Promise<void> {
  const form = page.getByTestId('buyer-account-form');
  await expect(form).toBeVisible();
  await expectHydrated(page.getByTestId('buyer-account-submit'));
  const field = (key: string) => page.getByTestId(`buyer-${key}`);
  // The fields carry the translated labels.
  await expect(field('firstName')).toHaveAccessibleName(new RegExp(`^${t(locale, 'SpectatorUi.account.firstName')}`));
  await field('firstName').fill('Renée');
  await field('lastName').fill(`Buyer ${runTag}`);
  // A controlled radio group: click, then wait for React to show it checked.
  const female = form.getByRole('radio', { name: t(locale, 'SpectatorUi.genders.female'), exact: true });
  await female.click();
  await expect(female).toBeChecked();
  await field('birthDate').fill('1985-06-20');
  await field('email').fill(email);
  await field('emailConfirmation').fill(email);
  await field('password').fill(`Trail-${runId}-9`);
  await field('passwordConfirmation').fill(`Trail-${runId}-9`);
  await page.getByTestId('buyer-account-submit').click();
  // Creating the account hashes its password (deliberately slow) and starts the purchase.
  await expect(page.getByTestId('stepper')).toHaveAttribute('data-step', '2', { timeout: 45_000 });
}

/** Step 3: add a spectator through the form. */
async function addSpectator(
  page: Page,
  locale: TLocale,
  person: { firstName: string; lastName: string; gender: 'male' | 'female'; birthDate: string } & ({ email: string } | { relationship: string }),
): Promise<void> {
  const form = page.getByTestId('add-spectator-form');
  await expectHydrated(page.getByTestId('add-spectator-submit'));
  await page.getByTestId('spectator-firstName').fill(person.firstName);
  await page.getByTestId('spectator-lastName').fill(person.lastName);
  const gender = form.getByRole('radio', { name: t(locale, `SpectatorUi.genders.${person.gender}`), exact: true });
  await gender.click();
  await expect(gender).toBeChecked();
  await page.getByTestId('spectator-birthDate').fill(person.birthDate);
  if ('relationship' in person) {
    await expect(page.getByTestId('minor-note')).toHaveText(t(locale, 'SpectatorUi.add.minorNote'));
    const relationship = form.getByRole('combobox', { name: t(locale, 'SpectatorUi.add.relationship') });
    await relationship.selectOption({ label: t(locale, `SpectatorUi.relationships.${person.relationship}`) });
    await expect(relationship).toHaveValue(person.relationship);
  } else {
    await page.getByTestId('spectator-email').fill(person.email);
  }
  await page.getByTestId('add-spectator-submit').click();
  const name = `${person.firstName} ${person.lastName}`;
  await expect(page.getByTestId('spectator-row').filter({ has: page.getByText(name, { exact: false }) })).toHaveCount(1);
}

function row(page: Page, name: string): Locator {
  return page.locator(`[data-testid="spectator-row"][data-name="${name}"]`);
}

/** The waiver link in the newest outbox mail to `to` (shown because SITE_URL is localhost). */
async function waiverLinkFromOutbox(page: Page, locale: TLocale, to: string): Promise<string> {
  await page.goto(localePath(locale, '/outbox'));
  const mail = page.getByTestId('outbox-mail').filter({ hasText: t(locale, 'Outbox.to', { to }) }).first();
  await expect(mail).toBeVisible();
  const body = (await mail.getByTestId('outbox-body').textContent()) ?? '';
  const match = /https?:\/\/\S+\/waiver\/[0-9a-f-]{36}/.exec(body);
  if (!match) throw new Error(`no waiver link in the mail to ${to}: ${body}`);
  return match[0];
}

async function payOnTestPage(page: Page, locale: TLocale, action: 'pay' | 'cancel', total: string): Promise<void> {
  await expect(page).toHaveURL(/\/payments\/test\/tp_cs_[0-9a-f]{32}/, { timeout: 60_000 });
  await expect(page.getByTestId('test-payment-banner')).toHaveText(t(locale, 'TestPayment.banner'));
  await expect(page.getByTestId('test-payment-amount')).toHaveText(total);
  await page.getByTestId(action === 'pay' ? 'test-payment-pay' : 'test-payment-cancel').click();
  await expect(page).toHaveURL(new RegExp(`/spectator/\\d+\\?purchase=\\d+&payment=${action === 'pay' ? 'success' : 'cancelled'}`), { timeout: 60_000 });
}

// Every test stands alone (its own buyer, or a demo waiver only read), so each may run in any
// worker: the longest file of the suite no longer ends the run alone on one core.
test.describe.configure({ mode: 'parallel', timeout: 480_000 });

for (const locale of LOCALES) {
  test.describe(`spectator tickets (${locale})`, () => {
    test('a buyer with a minor and a second adult who signs by email pays through the test provider', async ({ browser }) => {
      const buyer = await newPage(browser);
      const cspViolations = await watchCspViolations(buyer);
      const buyerEmail = uniqueEmail('buyer', locale);
      const adultEmail = uniqueEmail('friend', locale);
      const minor = { firstName: 'Léo', lastName: `Mineur ${runTag}`, gender: 'male' as const, birthDate: isoDateYearsAgo(10), relationship: 'mother' };
      const adult = { firstName: 'Inés', lastName: `Adulta ${runTag}`, gender: 'female' as const, birthDate: '1990-03-04', email: adultEmail };

      // The events on sale lead to the stepper.
      await buyer.goto(localePath(locale, '/spectator'));
      await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'SpectatorUi.page.title'));
      const buy = buyer.locator(`[data-testid="ticket-event"][data-event-id="${SELFIE_EVENT}"]`).getByTestId('buy-tickets');
      // A click while React hydrates the link can be lost (seen once in CI): wait for it.
      await expectHydrated(buy);
      await buy.click();
      await expect(buyer.getByTestId('stepper')).toHaveAttribute('data-step', '1');
      await expectNoSeriousA11yViolations(buyer);

      // 1. A new spectator account; the purchase starts.
      await createBuyer(buyer, locale, buyerEmail);
      await expect(buyer.getByTestId('stepper')).toHaveAttribute('data-step', '2');

      // 2. The buyer signs their own waiver (signature drawn with the mouse, selfie from the fake camera).
      await expect(buyer.getByTestId('waiver-text')).toBeVisible();
      // The waiver, loaded on a fresh page, broke no CSP rule; no runtime styles (MUI's Emotion) are injected.
      await buyer.reload();
      await expect(buyer.getByTestId('stepper')).toHaveAttribute('data-step', '2');
      await expect(buyer.getByTestId('waiver-text')).toBeVisible();
      await expect(buyer.locator('style[data-emotion]')).toHaveCount(0);
      expect(await cspViolations()).toEqual([]);
      // Once signed, the stepper goes on to the party, where the buyer's waiver shows as signed.
      await signWaiver(buyer, locale, 'buyer-waiver', { selfie: true, then: () => expect(buyer.getByTestId('stepper')).toHaveAttribute('data-step', '3', { timeout: 30_000 }) });
      await expect(buyer.getByTestId('spectator-row').first().getByTestId('waiver-state')).toContainText(t(locale, 'Waiver.status.signed'));

      // 3. A minor (the buyer signs as parent) and an adult (signs through the emailed link).
      await addSpectator(buyer, locale, minor);
      const minorName = `${minor.firstName} ${minor.lastName}`;
      await expect(row(buyer, minorName).getByTestId('waiver-state')).toContainText(t(locale, 'Waiver.status.not_signed'));
      await addSpectator(buyer, locale, adult);
      const adultName = `${adult.firstName} ${adult.lastName}`;
      await expect(row(buyer, adultName).getByTestId('link-state')).toBeVisible();
      await expect(buyer.getByTestId('continue-blocked')).toHaveAttribute('data-reason', 'notAllSigned');
      await expect(buyer.getByTestId('spectators-continue')).toBeDisabled();
      await expectNoSeriousA11yViolations(buyer);

      await row(buyer, minorName).getByTestId('sign-minor').click();
      await expect(buyer.getByTestId('minor-waiver-signer')).toHaveText(
        t(locale, 'WaiverUi.form.signingForMinor', {
          signer: `Renée Buyer ${runTag}`,
          spectator: minorName,
          relationship: t(locale, 'SpectatorUi.relationships.mother'),
        }),
      );
      await signWaiver(buyer, locale, 'minor-waiver', { selfie: true });
      expect(await cspViolations()).toEqual([]);
      await buyer.getByTestId('minor-waiver-close').click();
      await expect(row(buyer, minorName).getByTestId('waiver-state')).toContainText(t(locale, 'Waiver.status.signed'));
      await expect(buyer.getByTestId('continue-blocked')).toBeVisible();

      // The second adult opens the link from their mail, in another browser, and signs.
      const friend = await newPage(browser);
      const link = await waiverLinkFromOutbox(friend, locale, adultEmail);
      expect(link).toContain(localePath(locale, '/waiver/'));
      await friend.goto(link);
      await expect(friend.getByTestId('waiver-for')).toContainText(adultName);
      await expectNoSeriousA11yViolations(friend);
      await signWaiver(friend, locale, 'waiver', { selfie: true });
      // The completion page shows the signer (no account) everything through a copy link (7 days).
      await expect(friend).toHaveURL(/\?token=[A-Za-z0-9_-]{43}$/);
      await expect(friend.getByTestId('waiver-outcome')).toContainText(adultName);
      await expect(friend.getByTestId('waiver-copy-until')).toBeVisible();
      await expect(friend.getByTestId('record-signer')).toContainText(adultEmail);
      // Anyone else holding the plain link sees that it is signed, with initials only.
      const stranger = await newPage(browser);
      await stranger.goto(link);
      await expect(stranger.getByTestId('waiver-status')).toHaveText(t(locale, 'Waiver.status.signed'));
      await expect(stranger.getByTestId('waiver-outcome')).toContainText(`${adult.firstName[0]}. ${adult.lastName[0]}.`);
      await expect(stranger.getByTestId('waiver-private')).toBeVisible();
      for (const value of [adultEmail, adult.lastName]) expect((await stranger.locator('main').textContent()) ?? '').not.toContain(value);
      await stranger.context().close();
      await friend.getByTestId('waiver-copy-link').click();
      // (The print layout's first compile on a development server takes a while.)
      await expect(friend.getByTestId('waiver-copy')).toBeVisible({ timeout: 60_000 });
      await expect(friend.getByTestId('record-verified')).toHaveAttribute('data-verified', 'true');
      await friend.context().close();

      // Everyone has signed: continue to the summary.
      // (The page also checks on its own every few seconds; a reload resumes where the buyer was.)
      await buyer.reload();
      await expect(buyer.getByTestId('stepper')).toHaveAttribute('data-step', '3');
      await expect(row(buyer, adultName).getByTestId('waiver-state')).toContainText(t(locale, 'Waiver.status.signed'));
      await expectHydrated(buyer.getByTestId('spectators-continue'));
      await buyer.getByTestId('spectators-continue').click();
      await expect(buyer.getByTestId('stepper')).toHaveAttribute('data-step', '4');

      // 4. Summary: three tickets at the event's price, tax, total; pay on the test page.
      await expect(buyer.getByTestId('quantity')).toHaveText('3');
      await expect(buyer.getByTestId('unit-price')).toHaveText(formatMoney(2500, 'CAD', locale));
      await expect(buyer.getByTestId('subtotal')).toHaveText(formatMoney(7500, 'CAD', locale));
      const total = (await buyer.getByTestId('total').textContent()) ?? '';
      await expectNoSeriousA11yViolations(buyer);
      await expectHydrated(buyer.getByTestId('pay-button'));
      await buyer.getByTestId('pay-button').click();
      await expect(buyer.getByTestId('test-checkout')).toBeVisible({ timeout: 60_000 });
      await expectNoSeriousA11yViolations(buyer);
      await payOnTestPage(buyer, locale, 'pay', total);

      // Complete: paid, with a ticket number for each spectator; a reload shows the same.
      await expect(buyer.getByTestId('purchase-complete')).toBeVisible();
      await expect(buyer.getByTestId('total-paid')).toHaveText(total);
      await expect(buyer.getByTestId('ticket')).toHaveCount(3);
      for (const ticket of await buyer.getByTestId('ticket').all()) await expect(ticket).toContainText(new RegExp(`${SELFIE_EVENT}-\\d{5}`));
      await buyer.reload();
      await expect(buyer.getByTestId('purchase-complete')).toBeVisible();
      await buyer.context().close();
    });

    test('a cancelled payment keeps the purchase, and it can be paid again', async ({ browser }) => {
      const page = await newPage(browser);
      await page.goto(localePath(locale, `/spectator/${PLAIN_EVENT}`));
      await createBuyer(page, locale, uniqueEmail('solo', locale));
      await signWaiver(page, locale, 'buyer-waiver', { selfie: false, then: () => expect(page.getByTestId('stepper')).toHaveAttribute('data-step', '3', { timeout: 30_000 }) });
      // The buyer alone may go on.
      await page.getByTestId('spectators-continue').click();
      await expect(page.getByTestId('quantity')).toHaveText('1');
      const total = (await page.getByTestId('total').textContent()) ?? '';
      await expectHydrated(page.getByTestId('pay-button'));
      await page.getByTestId('pay-button').click();
      await payOnTestPage(page, locale, 'cancel', total);
      const purchaseId = Number(/purchase=(\d+)/.exec(page.url())![1]);

      await expect(page.getByTestId('payment-cancelled')).toHaveAttribute('data-status', 'cancelled');
      await expect(page.getByTestId('payment-cancelled')).toContainText(t(locale, 'SpectatorUi.summary.cancelledText'));
      await expect(page.getByTestId('quantity')).toHaveText('1');
      // A reload still finds the purchase where it was.
      await page.goto(localePath(locale, `/spectator/${PLAIN_EVENT}`));
      await expect(page.getByTestId('stepper')).toHaveAttribute('data-step', '4');
      await expect(page.getByTestId('pay-button')).toHaveText(t(locale, 'SpectatorUi.summary.payAgain', { total }));
      await expectHydrated(page.getByTestId('pay-button'));
      await page.getByTestId('pay-button').click();
      // Leaving the test page without an answer: the checkout stays open; the buyer cancels it
      // from the summary, after a confirmation that first offers to keep it.
      await expect(page).toHaveURL(/\/payments\/test\/tp_cs_[0-9a-f]{32}/, { timeout: 60_000 });
      // The page of the earlier cancel only shows: opened again, it leaves the new checkout open.
      await page.goto(`${localePath(locale, `/spectator/${PLAIN_EVENT}`)}?purchase=${purchaseId}&payment=cancelled`);
      await expect(page.getByTestId('payment-open')).toBeVisible();
      // Signed out, the provider's return changes nothing and asks for a login that comes back to it.
      const stranger = await newPage(browser);
      await stranger.goto(`${localePath(locale, `/spectator/${PLAIN_EVENT}/return`)}?purchase=${purchaseId}&payment=cancelled`);
      await expect(stranger).toHaveURL(new RegExp(`/spectator/${PLAIN_EVENT}\\?purchase=${purchaseId}&payment=cancelled$`));
      await expect(stranger.getByTestId('return-login')).toContainText(t(locale, 'SpectatorUi.stepper.returnLogIn'));
      await expect(stranger.getByTestId('return-login').getByRole('link')).toHaveAttribute('href', new RegExp(`next=${encodeURIComponent(`/spectator/${PLAIN_EVENT}/return?purchase=${purchaseId}&payment=cancelled`)}`));
      await stranger.context().close();
      await page.goto(localePath(locale, `/spectator/${PLAIN_EVENT}`));
      await expect(page.getByTestId('payment-open')).toBeVisible();
      await expectHydrated(page.getByTestId('cancel-payment'));
      await page.getByTestId('cancel-payment').click();
      const ask = page.getByRole('dialog', { name: t(locale, 'SpectatorUi.summary.cancelPaymentTitle') });
      await expect(ask).toBeVisible();
      await expect(ask.getByRole('button', { name: t(locale, 'SpectatorUi.common.keep') })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(ask).toBeHidden();
      await expect(page.getByTestId('payment-open')).toBeVisible();
      await page.getByTestId('cancel-payment').click();
      await expect(ask).toBeVisible();
      await page.getByTestId('cancel-payment-confirm').click();
      await expect(page.getByTestId('payment-cancelled')).toHaveAttribute('data-status', 'cancelled');
      await expectHydrated(page.getByTestId('pay-button'));
      await page.getByTestId('pay-button').click();
      await payOnTestPage(page, locale, 'pay', total);
      await expect(page.getByTestId('purchase-complete')).toBeVisible();
      await page.context().close();
    });

    test('the rejected demo waiver cannot be signed', async ({ page }) => {
      await page.goto(localePath(locale, `/waiver/${DEMO_WAIVER_UUIDS.rejected}`));
      await expect(page.getByTestId('waiver-status')).toHaveText(t(locale, 'Waiver.status.rejected'));
      await expect(page.getByTestId('waiver-outcome')).toContainText(t(locale, 'Waiver.errors.waiverRejected'));
      await expect(page.getByTestId('waiver-form')).toHaveCount(0);
      // Not the buyer: the outcome without the record (e2e/waiver-privacy.spec.ts).
      await expect(page.getByTestId('waiver-private')).toBeVisible();
      await expect(page.getByTestId('waiver-record')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('the signed demo waiver shows anyone holding its link only that it was signed', async ({ page }) => {
      // The record itself is for the buyer signed in or a copy link: e2e/waiver-privacy.spec.ts.
      await page.goto(localePath(locale, `/waiver/${DEMO_WAIVER_UUIDS.signed}`));
      await expect(page.getByTestId('waiver-status')).toHaveText(t(locale, 'Waiver.status.signed'));
      await expect(page.getByTestId('waiver-outcome')).toContainText('S. R.');
      await expect(page.getByTestId('waiver-record')).toHaveCount(0);
      await expect(page.getByTestId('waiver-form')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('a refused camera shows the webcam message', async ({ browser }) => {
      const context = await browser.newContext();
      await context.addInitScript(() => {
        const refuse = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
        Object.defineProperty(navigator.mediaDevices, 'getUserMedia', { value: refuse, configurable: true });
      });
      const page = await context.newPage();
      // The demo waiver not signed yet (event 4 asks for a selfie); it is opened, never signed.
      await page.goto(localePath(locale, `/waiver/${DEMO_WAIVER_UUIDS.notSigned}`));
      await expect(page.getByTestId('waiver-status')).toHaveText(t(locale, 'Waiver.status.not_signed'));
      await expectHydrated(page.getByTestId('waiver-submit'));
      await page.getByRole('button', { name: t(locale, 'WaiverUi.selfie.start') }).click();
      await expect(page.getByTestId('selfie-camera-error')).toHaveText(t(locale, 'Waiver.webcam.denied'));
      await expect(page.getByRole('button', { name: t(locale, 'WaiverUi.selfie.retry') })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Signing without the selfie is refused with the translated message, and nothing is lost.
      await page.getByTestId('waiver-consent').check();
      await page.getByTestId('waiver-submit').click();
      await expect(page.getByTestId('waiver-form-error')).toBeVisible();
      await expect(page.getByTestId('selfie-error')).toHaveText(t(locale, 'Waiver.errors.selfieRequired'));
      await expect(page.getByTestId('waiver-consent')).toBeChecked();
      await context.close();
    });

    test('a promoter cannot buy spectator tickets', async ({ browser }) => {
      const page = await newPage(browser);
      await page.goto(`${localePath(locale, '/login')}?next=${encodeURIComponent(`/spectator/${SELFIE_EVENT}`)}`);
      await expectHydrated(page.getByTestId('login-submit'));
      await page.getByTestId('login-email').fill(DEMO_EMAILS.promoter);
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      await expect(page.getByTestId('buyer-refused')).toHaveAttribute('data-reason', 'notValidForPromoters');
      await expect(page.getByTestId('buyer-refused')).toContainText(t(locale, 'Spectator.errors.notValidForPromoters'));
      await expect(page.getByTestId('buyer-continue')).toHaveCount(0);
      await page.context().close();
    });

    test('unknown and malformed waiver links are 404', async ({ page }) => {
      for (const path of ['/waiver/not-a-uuid', '/waiver/00000000-0000-4000-8000-00000000ffff', `/waiver/${DEMO_WAIVER_UUIDS.signed}/extra`]) {
        const response = await page.goto(localePath(locale, path));
        expect(response?.status(), path).toBe(404);
      }
      await page.goto(localePath(locale, '/waiver'));
      await expect(page.getByTestId('waiver-about')).toBeVisible();
    });
  });
}

/**
 * The waiver form is a chunk of its own (components/waiver/LazyWaiverForm.tsx): the ticket purchase
 * loads its code only on a step that shows a waiver, not on the first one. Its code is told by a
 * message key only the form's own checks name; a page with a waiver form loads it, so the marker
 * is checked to be still there.
 */
test('the ticket purchase before its waiver step loads no waiver form code', async ({ request }) => {
  const marker = 'tickAllBoxesAndSign';
  /** Every script the page's HTML names: its script tags, preloads and the flight data's chunks. */
  const scriptsOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    const sources = [...new Set([...html.matchAll(/\/ll\/_next\/static\/[^"'\\\s]+?\.js/g)].map((m) => m[0]))];
    expect(sources.length, path).toBeGreaterThan(0);
    return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
  };
  expect((await scriptsOf(`/ll/waiver/${DEMO_WAIVER_UUIDS.notSigned}`)).some((code) => code.includes(marker))).toBe(true);
  expect((await scriptsOf(`/ll/spectator/${PLAIN_EVENT}`)).some((code) => code.includes(marker))).toBe(false);
});

import { expect, test, expectHydrated, localePath, t, type Page, type TLocale, newClientPage } from './fixtures';
import { signInWithSecondFactor } from './helpers/organiser';

/**
 * The organiser area's first part (docs/decisions/052, 053) as an organiser uses it, in the three
 * languages (a phone in Spanish and French): the events they run; an event's ticket form refusing
 * what does not parse (in the organiser's language, with what was typed kept) and saving; a promo
 * code added and switched off; a new waiver version, previewed in another language as the signer
 * sees it; the audit log naming each change; a role given by email and removed. Then the role
 * matrix: a visitor is sent to the login, an account without a role and an organiser of another
 * organisation get "not found" on every page of the area. Every account is made per test.
 */

type TAccount = { id: number; email: string; password: string; firstName: string; lastName: string };

async function createAccount(page: Page, locale: TLocale, role?: { organizationId: number }): Promise<TAccount> {
  const created = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale } });
  expect(created.status()).toBe(201);
  const account = (await created.json()) as TAccount;
  if (role) {
    const granted = await page.request.post('/ll/api/test/accounts', { data: { action: 'grantRole', email: account.email, organizationId: role.organizationId } });
    expect(granted.status()).toBe(201);
  }
  return account;
}

/** Password, then (a role holder) the set-up of a second factor on the way (decision 055), then `next`. */
async function signIn(page: Page, locale: TLocale, account: TAccount, next: string) {
  await signInWithSecondFactor(page, locale, account, next);
  await expect(page).toHaveURL(new RegExp(`${localePath(locale, next).replace(/[?]/g, '\\?')}$`), { timeout: 30_000 });
}

/** The page is no wider than the phone's screen; when it is, the message names what sticks out. */
async function expectFitsScreen(page: Page) {
  const viewport = page.viewportSize()!.width;
  const { width, wide } = await page.evaluate((limit) => {
    const wide = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > limit + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
    return { width: document.documentElement.scrollWidth, wide };
  }, viewport);
  expect(width, wide.join(' | ')).toBeLessThanOrEqual(viewport);
}

// The sign-ins of role holders set up a second factor on the way (decision 055).
test.describe.configure({ mode: 'parallel', timeout: 360_000 });

for (const [locale, phone] of [['en', false], ['es', true], ['fr', true]] as const) {
  test(`an organiser runs an event's tickets, promo codes, waiver and roles (${locale}, ${phone ? 'phone' : 'desktop'})`, async ({ browser }) => {
    const page = await newClientPage(browser, phone);
    const organiser = await createAccount(page, locale, { organizationId: 1 });
    const colleague = await createAccount(page, locale);
    await signIn(page, locale, organiser, '/organiser');

    // The events of organisation 1, each saying whether tickets are on sale.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Organiser.title'));
    const events = page.getByTestId('organiser-event');
    await expect(events.first()).toBeVisible();
    expect(await events.count()).toBeGreaterThan(5);
    await expect(page.locator('[data-testid="organiser-event"][data-event-id="4"]')).toContainText(t(locale, 'Organiser.home.onSale', { price: '' }).split('·')[0]!.trim());
    if (phone) await expectFitsScreen(page);

    // An event without tickets on sale.
    // One event per language: the three tests may share a database and each writes a waiver.
    const notOnSale = events.filter({ hasText: t(locale, 'Organiser.home.notOnSale') }).nth(['en', 'es', 'fr'].indexOf(locale));
    const eventId = Number(await notOnSale.getAttribute('data-event-id'));
    await notOnSale.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/organiser/events/${eventId}$`));
    const tickets = page.getByTestId('tickets-form');
    await expectHydrated(tickets.getByTestId('tickets-save'));

    // Refused: a price that does not parse, a window that closes before it opens; what was typed stays.
    await tickets.getByTestId('tickets-price').fill('twenty');
    await tickets.getByTestId('tickets-opens').fill('2027-06-02T08:00');
    await tickets.getByTestId('tickets-closes').fill('2027-06-01T08:00');
    await tickets.getByTestId('tickets-save').click();
    await expect(page.getByTestId('tickets-error')).toHaveText(t(locale, 'Organiser.errors.fields', { count: 2 }));
    await expect(page.getByTestId('error-price')).toHaveText(t(locale, 'Organiser.errors.price'));
    await expect(page.getByTestId('error-salesCloseAt')).toHaveText(t(locale, 'Organiser.errors.closesBeforeOpens'));
    await expect(page.getByTestId('tickets-price')).toHaveValue('twenty');
    await expect(page.getByTestId('tickets-price')).toHaveAttribute('aria-invalid', 'true');

    // On sale without a waiver: refused with the reason.
    await page.getByTestId('tickets-price').fill('18.50');
    await page.getByTestId('tickets-closes').fill('');
    await page.getByTestId('tickets-opens').fill('');
    await page.getByTestId('tickets-on-sale').check();
    await page.getByTestId('tickets-save').click();
    await expect(page.getByTestId('tickets-error')).toHaveText(t(locale, 'Organiser.errors.noWaiver'));

    // Saved off sale, with a capacity.
    await page.getByTestId('tickets-on-sale').uncheck();
    await page.getByTestId('tickets-capacity').fill('300');
    await page.getByTestId('tickets-save').click();
    await expect(page.getByTestId('tickets-saved')).toHaveText(t(locale, 'Organiser.saved.tickets'));
    await page.reload();
    await expect(page.getByTestId('tickets-price')).toHaveValue('18.50');
    await expect(page.getByTestId('tickets-capacity')).toHaveValue('300');
    if (phone) await expectFitsScreen(page);

    // A promo code, refused then added, then switched off.
    const code = `E2E${locale.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const promo = page.getByTestId('promo-form');
    await expectHydrated(promo.getByTestId('promo-create'));
    await promo.getByTestId('promo-code').fill(code);
    await promo.getByTestId('promo-amount').fill('150');
    await promo.getByTestId('promo-create').click();
    await expect(page.getByTestId('error-amount')).toHaveText(t(locale, 'Organiser.errors.percent'));
    await page.getByTestId('promo-amount').fill('15');
    await page.getByTestId('promo-max').fill('40');
    await page.getByTestId('promo-create').click();
    await expect(page.getByTestId('promo-saved')).toHaveText(t(locale, 'Organiser.saved.promo'));
    const row = page.locator(`[data-testid="promo-row"][data-code="${code}"]`);
    await expect(row).toContainText(t(locale, 'Organiser.promos.active'));
    await expect(row).toContainText(t(locale, 'Organiser.promos.usedOf', { used: 0, max: 40 }));
    await expectHydrated(row.getByTestId(`promo-toggle-${code}`));
    await row.getByTestId(`promo-toggle-${code}`).click();
    await expect(row).toContainText(t(locale, 'Organiser.promos.inactive'));

    // The waiver: a first version, required in the three languages.
    await page.getByTestId('waiver-edit-link').click();
    await expect(page).toHaveURL(new RegExp(`/organiser/events/${eventId}/waiver$`));
    const waiver = page.getByTestId('waiver-form');
    await expectHydrated(waiver.getByTestId('waiver-save'));
    const fill = async (name: string, text: string, langs: TLocale[] = ['en', 'es', 'fr']) => {
      for (const lang of langs) await waiver.getByTestId(`waiver-${name}-${lang}`).fill(`${text} (${lang})`);
    };
    await fill('title', 'Spectator waiver', ['en', 'es']);
    await fill('body', 'Stay behind the fences.');
    await fill('box1', 'I read the rules');
    await fill('consent', 'I agree to sign electronically');
    await fill('certification', 'What I entered is correct');
    await waiver.getByTestId('waiver-save').click();
    await expect(page.getByTestId('error-title_fr')).toHaveText(t(locale, 'Organiser.errors.required'));
    await expect(page.getByTestId('waiver-body-es')).toHaveValue('Stay behind the fences. (es)');
    await page.getByTestId('waiver-title-fr').fill('Renonciation du spectateur (fr)');
    await page.getByTestId('waiver-save').click();
    await expect(page.getByTestId('waiver-saved')).toHaveText(t(locale, 'Organiser.saved.waiver'));
    await page.reload();
    await expect(page.getByTestId('waiver-version')).toHaveCount(1);

    // A second version, started from the first; the first stays as it was.
    const second = page.getByTestId('waiver-form');
    await expectHydrated(second.getByTestId('waiver-save'));
    await expect(second.getByTestId('waiver-title-fr')).toHaveValue('Renonciation du spectateur (fr)');
    await second.getByTestId('waiver-body-fr').fill('Restez derrière les clôtures. Pas de drones. (fr)');
    await second.getByTestId('waiver-save').click();
    await expect(page.getByTestId('waiver-saved')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('waiver-version')).toHaveCount(2);
    await expect(page.getByTestId('waiver-version').first()).toHaveAttribute('data-version', '2');

    // Preview of version 1 in French, as the signer sees it.
    await page.goto(localePath(locale, `/organiser/events/${eventId}/waiver?preview=1&lang=fr`));
    const preview = page.getByTestId('waiver-preview');
    await expect(preview).toHaveAttribute('data-version', '1');
    await expect(preview).toContainText('Renonciation du spectateur (fr)');
    await expect(preview).toContainText('Stay behind the fences. (fr)');
    await expect(preview).not.toContainText('Pas de drones');
    if (phone) await expectFitsScreen(page);

    // The audit log names each change, newest first.
    await page.goto(localePath(locale, '/organiser/audit'));
    const actions = await page.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
    expect(actions.slice(0, 5)).toEqual(['waiver.version', 'waiver.version', 'promo.disable', 'promo.create', 'tickets.update']);
    await expect(page.getByTestId('audit-row').first()).toContainText(t(locale, 'Organiser.audit.actions.waiver_version'));
    await expect(page.getByTestId('audit-row').first()).toContainText(`${organiser.firstName} ${organiser.lastName}`);

    // Roles: a colleague gets the organiser role by email, then loses it.
    await page.goto(localePath(locale, '/organiser/roles'));
    const grant = page.getByTestId('grant-form-1');
    await expectHydrated(grant.getByTestId('grant-submit'));
    await grant.getByTestId('grant-email').fill('no-such-person@example.com');
    await grant.getByTestId('grant-submit').click();
    await expect(page.getByTestId('error-email')).toHaveText(t(locale, 'Organiser.errors.noSuchAccount'));
    await page.getByTestId('grant-email').fill(colleague.email);
    await page.getByTestId('grant-submit').click();
    await expect(page.getByTestId('grant-saved')).toHaveText(t(locale, 'Organiser.saved.granted'));
    const granted = page.locator(`[data-testid="role-grant"][data-email="${colleague.email}"]`);
    await expect(granted).toContainText(t(locale, 'Organiser.roles.organiserRole'));
    await expect(page.locator(`[data-testid="role-grant"][data-email="${organiser.email}"] button`)).toHaveCount(0);
    const revoke = granted.getByRole('button');
    await expectHydrated(revoke);
    await revoke.click();
    await expect(granted).toHaveCount(0);
    if (phone) await expectFitsScreen(page);
  });
}

test('the organiser area refuses a visitor, an account without a role and an organiser of another organisation', async ({ browser }) => {
  const page = await newClientPage(browser, false);
  const pages = ['/organiser', '/organiser/events/4', '/organiser/events/4/waiver', '/organiser/roles', '/organiser/audit'];
  for (const path of pages) {
    await page.goto(localePath('en', path));
    await expect(page, path).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/[/]/g, '%2F')}`));
  }
  const participant = await createAccount(page, 'fr');
  await signIn(page, 'fr', participant, '/');
  for (const path of pages) {
    const response = await page.goto(localePath('fr', path));
    expect(response!.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('fr', 'NotFound.title'));
  }
  const other = await newClientPage(browser, true);
  const outsider = await createAccount(other, 'es', { organizationId: 2 });
  await signIn(other, 'es', outsider, '/organiser');
  await expect(other.getByTestId('organiser-no-events')).toHaveText(t('es', 'Organiser.home.noEvents'));
  for (const path of ['/organiser/events/4', '/organiser/events/4/waiver', '/organiser/events/999999']) {
    const response = await other.goto(localePath('es', path));
    expect(response!.status(), path).toBe(404);
  }
  // The audit log of organisation 2 shows nothing of organisation 1.
  await other.goto(localePath('es', '/organiser/audit'));
  const actions = await other.getByTestId('audit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
  expect(actions.length).toBeGreaterThan(0);
  expect(actions.every((action) => action === 'role.grant')).toBe(true);
});

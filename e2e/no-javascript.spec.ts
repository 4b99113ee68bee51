import { RESET_MAIL_WITHIN_MINUTES } from '../lib/constants';
import { DEMO_EMAILS, DEMO_PASSWORD } from '../lib/demo/accounts';
import { DEMO_TICKET_EVENT_ID, DEMO_WAIVER_UUIDS } from '../lib/demo/spectators';
import { expect, test, type Page, asClient, escapeRegExp, localePath, t, urlOf, type TLocale } from './fixtures';

/**
 * Every plain form works before (or without) its JavaScript: on a phone with a weak signal a tap
 * comes before the page has hydrated. With JavaScript off, the forms post natively (server actions)
 * or submit as GET (searches and filters) and give the same result as with it; redirects keep the
 * base path and the language; nothing typed goes into a URL (search criteria aside). The steppers
 * and the waiver, which need JavaScript, say so.
 */

test.use({ javaScriptEnabled: false });

const runId = Date.now().toString(36);

test.beforeEach(async ({ page }) => {
  // Each test is a client of its own: rate limits key on the client's address.
  await page.setExtraHTTPHeaders(asClient());
});

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

test.describe('sign-in and password reset without JavaScript', () => {
  test.beforeEach(() => {
    // Passwords are hashed with argon2: give the journeys room on a busy machine.
    test.slow();
  });

  for (const locale of ['en', 'fr'] as const) {
    test(`login with the demo account lands on the family page under /ll (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/login'));
      await logIn(page, DEMO_EMAILS.participant, 'Not-the-password-1');
      await expect(page.getByTestId('login-error')).toHaveText(t(locale, 'Login.errors.invalidCredentials'));
      await expect(page.getByTestId('login-email')).toHaveValue(DEMO_EMAILS.participant);

      await logIn(page, DEMO_EMAILS.participant, DEMO_PASSWORD);
      await expect(page).toHaveURL(urlOf(localePath(locale, '/account/family')));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'FamilyMembers.title'));
      expect(page.url()).not.toContain(encodeURIComponent(DEMO_PASSWORD));
    });
  }

  test('login returns to the page it was asked from, in Spanish (es)', async ({ page }) => {
    await page.goto(`${localePath('es', '/login')}?next=${encodeURIComponent('/events/4')}`);
    await logIn(page, DEMO_EMAILS.spectator, DEMO_PASSWORD);
    await expect(page).toHaveURL(urlOf(localePath('es', '/events/4')));
  });

  for (const locale of ['en', 'es'] as const) {
    test(`forgot password shows the translated confirmation (${locale})`, async ({ page }) => {
      const email = `nojs-${runId}-${locale}@example.com`;
      await page.goto(localePath(locale, '/forgotPassword'));
      await page.getByTestId('forgot-email').fill(email);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toHaveText(t(locale, 'PasswordReset.sent', { email, minutes: RESET_MAIL_WITHIN_MINUTES }));
      await expect(page).toHaveURL(urlOf(localePath(locale, '/forgotPassword')));
    });
  }

  for (const locale of ['en', 'fr'] as const) {
    test(`reset password with a bad token shows its translated state (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, `/resetPassword?token=${'A'.repeat(43)}`));
      await expect(page.getByTestId('reset-link-state')).toHaveText(t(locale, 'PasswordReset.states.invalid'));
      await expect(page.getByTestId('reset-request-new')).toHaveAttribute('href', localePath(locale, '/forgotPassword'));
    });
  }

  test('a reset link sets a new password and leads to the login page under /ll (fr)', async ({ page }) => {
    const locale: TLocale = 'fr';
    const created = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale } });
    expect(created.status()).toBe(201);
    const account = (await created.json()) as { email: string; password: string };

    await page.goto(localePath(locale, '/forgotPassword'));
    await page.getByTestId('forgot-email').fill(account.email);
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();

    let link = '';
    await expect(async () => {
      await page.goto(localePath(locale, '/outbox'));
      const mail = page.getByTestId('outbox-mail').filter({ hasText: account.email }).first();
      const body = (await mail.getByTestId('outbox-body').textContent({ timeout: 5_000 })) ?? '';
      link = /(https?:\/\/\S+\/resetPassword\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1] ?? '';
      expect(link).not.toBe('');
    }).toPass({ timeout: 60_000 });

    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByTestId('reset-password').fill('short1');
    await page.getByTestId('reset-password-confirm').fill('short2');
    await page.getByTestId('reset-submit').click();
    await expect(page.getByTestId('reset-error')).toHaveText(t(locale, 'PasswordReset.errors.fixFields'));
    expect(page.url()).not.toContain('short');

    const password = `New-${account.password}`;
    await page.getByTestId('reset-password').fill(password);
    await page.getByTestId('reset-password-confirm').fill(password);
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/login'))}\\?status=passwordChanged$`));
    await expect(page.getByTestId('login-status')).toHaveText(t(locale, 'Login.passwordChanged'));
  });
});

test.describe('contact form without JavaScript', () => {
  for (const locale of ['en', 'es', 'fr'] as const) {
    test(`sends the message by POST, with no personal data in the URL (${locale})`, async ({ page }) => {
      const email = `nojs-contact-${runId}-${locale}@example.com`;
      const subject = `No JavaScript ${locale} ${runId}`;
      await page.goto(localePath(locale, '/contact-us'));
      const form = page.getByTestId('contact-form');
      const field = (key: string) => form.getByRole('textbox', { name: t(locale, `Contact.${key}`) });

      // The server checks what the browser did not: translated messages, and nothing typed is lost.
      await field('name').fill('Alex Rider');
      await field('email').fill('not-an-email');
      await form.getByTestId('contact-submit').click();
      await expect(form.getByTestId('contact-error')).toHaveText(t(locale, 'Contact.errors.fixFields'));
      await expect(field('email')).toHaveAccessibleDescription(t(locale, 'Contact.errors.emailInvalid'));
      await expect(field('subject')).toHaveAccessibleDescription(t(locale, 'Contact.errors.subjectRequired'));
      await expect(field('name')).toHaveValue('Alex Rider');
      await expect(page).toHaveURL(urlOf(localePath(locale, '/contact-us')));

      await field('email').fill(email);
      await field('subject').fill(subject);
      await field('message').fill('Hello from a browser without JavaScript. When does registration close?');
      await form.getByTestId('contact-submit').click();
      await expect(form.getByTestId('contact-success')).toHaveText(t(locale, 'Contact.sent'));
      for (const key of ['name', 'email', 'subject', 'message']) await expect(field(key)).toHaveValue('');

      const url = new URL(page.url());
      expect(url.pathname).toBe(localePath(locale, '/contact-us'));
      expect(url.search).toBe('');
      for (const typed of [email, 'Alex', 'Rider', 'registration']) expect(decodeURIComponent(page.url())).not.toContain(typed);

      await page.goto(localePath(locale, '/outbox'));
      await expect(page.getByTestId('outbox-mail').filter({ hasText: subject })).toHaveCount(1);
    });
  }
});

test.describe('searches and filters without JavaScript', () => {
  for (const locale of ['en', 'es'] as const) {
    test(`the result search finds event 1 by promoter (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/results'));
      await page.getByLabel(t(locale, 'ResultsSearch.textLabel'), { exact: true }).fill('Northern Track');
      await page.getByRole('button', { name: t(locale, 'ResultsSearch.submit') }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(localePath(locale, '/results'))}\\?q=Northern\\+Track`));
      await expect(page.locator('[data-testid="result-event"][data-event-id="1"]')).toBeVisible();
    });
  }

  for (const locale of ['en', 'fr'] as const) {
    test(`the member search finds members by name (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/membership/members'));
      const search = page.getByRole('search', { name: t(locale, 'Memberships.members.searchLabel') });
      await search.getByRole('searchbox', { name: t(locale, 'Memberships.members.searchField') }).fill('gagne');
      await search.getByRole('button', { name: t(locale, 'Memberships.members.search') }).click();
      await expect(page).toHaveURL(urlOf(`${localePath(locale, '/membership/members')}?q=gagne`));
      await expect(page.getByTestId('member-row').filter({ hasText: 'Émile Gagné' })).toHaveCount(1);
    });
  }

  for (const locale of ['en', 'fr'] as const) {
    test(`the results filters apply a class, and the position view its ticked classes (${locale})`, async ({ page }) => {
      const path = localePath(locale, '/results/1');
      await page.goto(`${path}?race=1`);
      const total = Number(await page.getByTestId('results-count').getAttribute('data-total'));
      const select = page.getByTestId('filter-class');
      const value = (await select.locator('option').nth(1).getAttribute('value'))!;
      await select.selectOption(value);
      await page.getByTestId('results-filters').getByRole('button', { name: t(locale, 'ResultsClient.apply') }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(path)}\\?(?=.*race=1)(?=.*class=${value}(&|$))`));
      await expect(page.getByTestId('filter-class')).toHaveValue(value);
      expect(Number(await page.getByTestId('results-count').getAttribute('data-total'))).toBeLessThan(total);
      // Clearing is a link: it works without JavaScript too.
      await page.getByTestId('filter-clear').click();
      await expect(page).toHaveURL(urlOf(`${path}?race=1`));

      await page.goto(`${path}?race=1&view=position`);
      await expect(page.getByTestId('results-message')).toHaveText(t(locale, 'Results.errors.noClassesSelected'));
      const boxes = page.getByTestId('position-classes').getByRole('checkbox');
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: t(locale, 'ResultsClient.apply') }).click();
      await expect(page).toHaveURL(/[?&]view=position\b/);
      await expect(page.getByTestId('results-table')).toBeVisible();
      await expect(page.getByTestId('position-classes').getByRole('checkbox').nth(0)).toBeChecked();
      await expect(page.getByTestId('position-classes').getByRole('checkbox').nth(1)).toBeChecked();
    });
  }

  for (const locale of ['en', 'es'] as const) {
    test(`the series class picker applies a class, and the filters keep it (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/series/1'));
      await page.getByTestId('series-classes').locator('a[data-class-id="1"]').click();
      await expect(page).toHaveURL(/[?&]class=1(&|$)/);
      await expect(page.getByTestId('series-table')).toHaveAttribute('data-class-id', '1');
      const brand = page.getByLabel(t(locale, 'Series.brand'), { exact: true });
      const value = (await brand.locator('option').nth(1).getAttribute('value'))!;
      await brand.selectOption(value);
      await page.getByTestId('filter-apply').click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(localePath(locale, '/series/1'))}\\?`));
      await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBe(value);
      expect(new URL(page.url()).searchParams.get('class')).toBe('1');
    });
  }

  for (const locale of ['fr', 'es'] as const) {
    test(`the series class picker and the pages of a table are plain links (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, '/series/1?type=overall'));
      const pager = page.getByRole('navigation', { name: t(locale, 'Tables.seriesPages') });
      await pager.getByRole('link', { name: t(locale, 'Tables.next') }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(page.getByTestId('series-pagination')).toHaveAttribute('data-page', '2');
      const picker = page.getByRole('navigation', { name: t(locale, 'Tables.seriesClasses') });
      const classLink = picker.getByRole('link').nth(2);
      const classId = (await classLink.getAttribute('data-class-id'))!;
      await classLink.click();
      await expect(page).toHaveURL(new RegExp(`[?&]class=${classId}$`));
      await expect(picker.getByRole('link').nth(2)).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('series-table').getByTestId('series-row').first()).toBeVisible();

      await page.goto(localePath(locale, '/scores/99'));
      await page.getByRole('navigation', { name: t(locale, 'Tables.scoresPages') }).getByRole('link', { name: t(locale, 'Tables.next') }).click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      await expect(page.getByTestId('scores-count')).toHaveText(t(locale, 'Tables.riderRange', { from: 51, to: 100, total: 1000 }));
    });
  }

  for (const locale of ['en', 'fr'] as const) {
    test(`the calendar filters apply a promoter (${locale})`, async ({ page }) => {
      const path = localePath(locale, '/event-calendar');
      await page.goto(path);
      // Entries in the list's whole range (it shows them a page at a time).
      const total = async () => Number(await page.getByTestId('agenda-count').getAttribute('data-total'));
      const all = await total();
      const promoter = page.getByLabel(t(locale, 'Calendar.promoter'), { exact: true });
      const value = (await promoter.locator('option').nth(2).getAttribute('value'))!;
      await promoter.selectOption(value);
      await page.getByRole('button', { name: t(locale, 'Calendar.apply') }).click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${escapeRegExp(path)}\\?(.*&)?promoter=${value}(&|$)`));
      await expect(page.getByLabel(t(locale, 'Calendar.promoter'), { exact: true })).toHaveValue(value);
      await expect(page.getByRole('link', { name: t(locale, 'Calendar.clearFilters') })).toBeVisible();
      expect(await total()).toBeLessThan(all);
    });
  }
});

test.describe('forms that need JavaScript say so', () => {
  const pages = [
    { name: 'registration stepper', path: '/registration/participant', locale: 'en' },
    { name: 'spectator tickets', path: `/spectator/${DEMO_TICKET_EVENT_ID}`, locale: 'fr' },
    { name: 'waiver', path: `/waiver/${DEMO_WAIVER_UUIDS.notSigned}`, locale: 'es' },
  ] as const;
  for (const { name, path, locale } of pages) {
    test(`the ${name} shows the "needs JavaScript" notice and takes no input (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, path));
      await expect(page.getByTestId('needs-javascript')).toHaveText(t(locale, 'Forms.needsJavaScript'));
      await expect(page.getByTestId('needs-javascript')).toHaveCount(1);
      // The "loading" note is for browsers that will run the script; here the notice says why instead.
      await expect(page.getByTestId('form-loading')).toBeHidden();
      const controls = page.getByTestId('script-gate').locator('input, button, select, textarea');
      expect(await controls.count()).toBeGreaterThan(0);
      await expect(page.getByTestId('script-gate')).toHaveAttribute('disabled', '');
      await expect(controls.first()).toBeDisabled();
    });
  }
});

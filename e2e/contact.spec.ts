import { RATE_LIMIT_POLICIES } from '../lib/security/rate-limit';
import { expect, test, type Page, escapeRegExp, expectHydrated, LOCALES, localePath, t, asClient, type TLocale } from './fixtures';

/**
 * The contact form (/contact-us): browser validation with translated messages, sending (the mail
 * lands in the outbox, shown because SITE_URL is on 127.0.0.1) and the per-IP rate limit.
 *
 * Every test is a client of its own (`asClient`: the limiter keys on the client's address), so
 * tests do not use up each other's quota, and the sender emails are unique per run
 * (the per-email limit is 3 an hour), so the suite can run again against the same database.
 */

const runId = Date.now().toString(36);
let serial = 0;
const uniqueEmail = (locale: TLocale) => `racer-${runId}-${locale}-${++serial}@example.com`;

function fields(page: Page, locale: TLocale) {
  const form = page.getByTestId('contact-form');
  const field = (key: string) => form.getByRole('textbox', { name: t(locale, `Contact.${key}`) });
  return {
    form,
    name: field('name'),
    email: field('email'),
    phone: field('phone'),
    subject: field('subject'),
    message: field('message'),
    submit: form.getByTestId('contact-submit'),
    success: form.getByTestId('contact-success'),
    error: form.getByTestId('contact-error'),
  };
}

async function openForm(page: Page, locale: TLocale) {
  await page.goto(localePath(locale, '/contact-us'));
  const f = fields(page, locale);
  await expect(f.form).toBeVisible();
  await expectHydrated(f.submit);
  return f;
}

async function fillValid(f: ReturnType<typeof fields>, locale: TLocale, subject: string) {
  await f.name.fill('Alex Rider');
  await f.email.fill(uniqueEmail(locale));
  await f.phone.fill('416-555-0123');
  await f.subject.fill(subject);
  await f.message.fill(`Hello from the end-to-end tests (${locale}). When does registration close?`);
}

for (const locale of LOCALES) {
  test.describe(`contact form (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders(asClient());
    });

    test('an empty form shows the translated required-field messages', async ({ page }) => {
      const f = await openForm(page, locale);
      await f.submit.click();

      await expect(f.name).toHaveAccessibleDescription(t(locale, 'Contact.errors.nameRequired'));
      await expect(f.email).toHaveAccessibleDescription(t(locale, 'Contact.errors.emailRequired'));
      await expect(f.subject).toHaveAccessibleDescription(t(locale, 'Contact.errors.subjectRequired'));
      await expect(f.message).toHaveAccessibleDescription(t(locale, 'Contact.errors.messageRequired'));
      for (const input of [f.name, f.email, f.subject, f.message]) await expect(input).toHaveAttribute('aria-invalid', 'true');
      // The phone is optional: still its hint, no error.
      await expect(f.phone).toHaveAccessibleDescription(t(locale, 'Contact.phoneHint'));
      await expect(f.phone).toHaveAttribute('aria-invalid', 'false');
      await expect(f.success).toHaveCount(0);
    });

    test('a malformed email shows the translated invalid-email message', async ({ page }) => {
      const f = await openForm(page, locale);
      await fillValid(f, locale, 'About the next round');
      await f.email.fill('not-an-email');
      await f.submit.click();

      await expect(f.email).toHaveAccessibleDescription(t(locale, 'Contact.errors.emailInvalid'));
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.name).toHaveAttribute('aria-invalid', 'false');
      await expect(f.success).toHaveCount(0);
      // Nothing the visitor typed is lost.
      await expect(f.subject).toHaveValue('About the next round');
    });

    test('a valid message is sent, the form is cleared and the mail is in the outbox', async ({ page }) => {
      const subject = `E2E ${locale} ${runId} ${Math.random().toString(36).slice(2, 8)}`;
      const f = await openForm(page, locale);
      await fillValid(f, locale, subject);
      await f.submit.click();

      await expect(f.success).toHaveText(t(locale, 'Contact.sent'));
      for (const input of [f.name, f.email, f.phone, f.subject, f.message]) await expect(input).toHaveValue('');
      await expect(f.error).toHaveCount(0);

      await page.goto(localePath(locale, '/outbox'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Outbox.title'));
      await expect(page.getByTestId('outbox-mail').filter({ hasText: subject })).toHaveCount(1);
    });

    test(`more than ${RATE_LIMIT_POLICIES.contactPerIp.points} messages an hour from one IP are refused with the translated message`, async ({ page }) => {
      const limit = RATE_LIMIT_POLICIES.contactPerIp.points;
      const f = await openForm(page, locale);
      for (let i = 1; i <= limit; i++) {
        await fillValid(f, locale, `E2E rate limit ${locale} ${runId} #${i}`);
        await f.submit.click();
        // The form is cleared only once this message was accepted.
        await expect(f.name).toHaveValue('');
        await expect(f.success).toBeVisible();
      }

      await fillValid(f, locale, `E2E rate limit ${locale} ${runId} #${limit + 1}`);
      await f.submit.click();
      // "Try again in N minutes": N is 60 (or 59 if this test took over a minute).
      const minutes = Math.ceil(RATE_LIMIT_POLICIES.contactPerIp.duration / 60);
      const accepted = [minutes, minutes - 1].map((m) => escapeRegExp(t(locale, 'Contact.errors.rateLimited', { minutes: m })));
      await expect(f.error).toHaveText(new RegExp(`^(?:${accepted.join('|')})$`));
      await expect(f.success).toHaveCount(0);
      // The refused message stays in the form.
      await expect(f.subject).toHaveValue(`E2E rate limit ${locale} ${runId} #${limit + 1}`);
    });
  });
}

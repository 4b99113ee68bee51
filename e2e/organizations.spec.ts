import { intlLocale } from '../lib/i18n/locale';
import { expect, test, type Page, collectPageErrors, escapeRegExp, expectHydrated, LOCALES, localePath, t, asClient, urlOf, type TLocale } from './fixtures';

/**
 * Promoters, organisations and memberships (seed §2, §4, §6, §9) against the demo data
 * (lib/demo/platform.ts): organisation 1 (OORRA, the default), promoter 1 (default), event 4
 * (registration open), 6 (full, 8 on the waiting list), 13 (members only, not open yet), 25
 * (private), membership types 1-3 (3: single event, event 4), member 1 (Émile Gagné, OORRA-0001),
 * classes 1-17.
 */

const PROMOTER = 'Northern Track Promotions';
const ORGANIZATION = 'Ontario Off-Road Racing Association';
const SINGLE_EVENT = 'Copper Creek Motocross';
const CLASS_COUNT = 17;
const EVENT_6_CAPACITY = 60;
const EVENT_6_WAITING = 8;

const runId = Date.now().toString(36);

function currentTab(page: Page, nav: string) {
  return page.getByTestId(nav).locator('[aria-current="page"]');
}

for (const locale of LOCALES) {
  test.describe(`promoters (${locale})`, () => {
    let errors: string[] = [];
    test.beforeEach(({ page }) => {
      errors = collectPageErrors(page);
    });
    test.afterEach(() => {
      // The dev server's HMR socket is not part of the app.
      const real = errors.filter((e) => !/\/_next\/(?:webpack-)?hmr/.test(e));
      expect(real, `console errors on the page:\n${real.join('\n')}`).toEqual([]);
    });

    test('the promoter list links to each promoter', async ({ page }) => {
      await page.goto(localePath(locale, '/promoters'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Promoters.listTitle'));
      const link = page.getByTestId('promoter-list').getByRole('link', { name: PROMOTER });
      await expect(link).toHaveAttribute('href', localePath(locale, '/promoters/1'));
    });

    test('the promoter tabs are links: events with registration states, calendar, championship', async ({ page }) => {
      await page.goto(localePath(locale, '/promoters/1'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PROMOTER);
      const tabs = page.getByRole('navigation', { name: t(locale, 'Promoters.tabsLabel', { name: PROMOTER }) });
      await expect(tabs.getByRole('link')).toHaveText([
        t(locale, 'Promoters.tabs.events'),
        t(locale, 'Promoters.tabs.calendar'),
        t(locale, 'Promoters.tabs.championship'),
      ]);
      await expect(currentTab(page, 'promoter-tabs')).toHaveText(t(locale, 'Promoters.tabs.events'));

      // Events: the registration state of each upcoming event.
      const upcoming = page.getByTestId('upcoming-events');
      const event = (id: number) => upcoming.locator(`[data-event-id="${id}"]`);
      await expect(event(4).getByTestId('registration-state')).toHaveAttribute('data-state', 'open');
      await expect(event(4).getByTestId('registration-state')).toContainText(t(locale, 'Promoters.registration.kind.open'));
      await expect(event(5).getByTestId('registration-state')).toHaveAttribute('data-state', 'closed');
      await expect(event(6).getByTestId('registration-state')).toHaveAttribute('data-state', 'full');
      await expect(event(6).getByTestId('registration-detail')).toHaveText(t(locale, 'Promoters.registration.waitingList', { count: EVENT_6_WAITING }));
      await expect(event(13).getByTestId('registration-state')).toHaveAttribute('data-state', 'not_open');
      await expect(event(13).getByTestId('members-only')).toHaveText(t(locale, 'Promoters.registration.membersOnly'));
      await expect(event(4).getByTestId('members-only')).toHaveCount(0);

      // Calendar: a server-rendered tab with its own URL.
      await tabs.getByRole('link', { name: t(locale, 'Promoters.tabs.calendar') }).click();
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/promoters/1'))}\\?tab=calendar$`));
      await expect(currentTab(page, 'promoter-tabs')).toHaveText(t(locale, 'Promoters.tabs.calendar'));
      await expect(page.getByTestId('calendar-month').first()).toBeVisible();
      await expect(page.getByTestId('event-calendar').getByRole('link', { name: SINGLE_EVENT })).toHaveAttribute('href', localePath(locale, '/events/4'));

      // Championship: the series, linked to /series/{id}.
      await tabs.getByRole('link', { name: t(locale, 'Promoters.tabs.championship') }).click();
      await expect(page).toHaveURL(/\?tab=championship$/);
      await expect(currentTab(page, 'promoter-tabs')).toHaveText(t(locale, 'Promoters.tabs.championship'));
      const series = page.getByTestId('series-item');
      await expect(series).toHaveCount(4);
      await expect(series.first().getByRole('link')).toHaveAttribute('href', new RegExp(`^${escapeRegExp(localePath(locale, '/series/'))}\\d+$`));
    });

    test('/promoters/events shows the default promoter, not a promoter called "events"', async ({ page }) => {
      const response = await page.goto(localePath(locale, '/promoters/events'));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Promoters.eventsOf', { name: PROMOTER }));
      await expect(page.getByTestId('upcoming-events').locator('[data-event-id="6"]')).toBeVisible();
      await expect(page.getByTestId('past-events').getByTestId('event-item').first()).toBeVisible();
    });
  });

  test.describe(`organisation pages (${locale})`, () => {
    test('about us, with and without the organisation id, and the become-a-member link', async ({ page }) => {
      for (const path of ['/organizations/about-us', '/organizations/1/about-us']) {
        await page.goto(localePath(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORGANIZATION);
        await expect(page.getByTestId('organization-about')).not.toBeEmpty();
        await expect(page.getByTestId('organization-contact-email')).toHaveText('info@oorra.example');
        await expect(currentTab(page, 'organization-nav')).toHaveText(t(locale, 'Organizations.sections.about-us'));
        await expect(page.getByTestId('become-member-link')).toHaveAttribute('href', localePath(locale, '/registration/participant'));
      }
      // The sub-navigation keeps the form of the URL.
      await expect(page.getByTestId('organization-nav-members')).toHaveAttribute('href', localePath(locale, '/organizations/1/members'));
    });

    test('classes: group, vehicle and ages of every class', async ({ page }) => {
      await page.goto(localePath(locale, '/organizations/classes'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'Organizations.sections.classes'));
      const rows = page.getByTestId('class-row');
      await expect(rows).toHaveCount(CLASS_COUNT);
      await expect(page.getByTestId('class-table').getByRole('columnheader')).toHaveText([
        t(locale, 'Memberships.classes.name'),
        t(locale, 'Memberships.classes.group'),
        t(locale, 'Memberships.classes.vehicle'),
        t(locale, 'Memberships.classes.ages'),
      ]);
      await expect(rows.filter({ hasText: t(locale, 'Memberships.vehicle.quad') }).first()).toBeVisible();
    });

    test('members: public members linked to their profile', async ({ page }) => {
      await page.goto(localePath(locale, '/organizations/1/members'));
      await expect(page.getByTestId('member-row').first()).toBeVisible();
      const emile = page.getByTestId('member-row').filter({ hasText: 'OORRA-0001' });
      await expect(emile.getByRole('link', { name: 'Émile Gagné' })).toHaveAttribute('href', localePath(locale, '/membership/members/1'));
      await expect(emile.getByTestId('member-status')).toHaveText(t(locale, 'Memberships.members.status.valid'));
    });

    test('membership types: ranges, fees and validity texts', async ({ page }) => {
      await page.goto(localePath(locale, '/organizations/membership-type'));
      const types = page.getByTestId('membership-type');
      await expect(types).toHaveCount(3);
      await expect(types.nth(0).getByTestId('membership-validity')).toContainText(t(locale, 'Memberships.validity.twelveMonths'));
      await expect(types.nth(1).getByTestId('membership-validity')).toContainText(
        new RegExp(escapeRegExp(t(locale, 'Memberships.validity.untilDate', { date: 'DATE' })).replace('DATE', '.+')),
      );
      await expect(types.nth(2).getByTestId('membership-validity')).toHaveText(t(locale, 'Memberships.validity.singleEvent', { event: SINGLE_EVENT }));
      const fee = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CAD' }).format(125);
      await expect(types.nth(0).getByTestId('membership-range').first()).toContainText(fee);
      await expect(page.getByTestId('become-member-link')).toBeVisible();
    });

    test('event 6 inside the organisation: registrants per class and the waiting list', async ({ page }) => {
      await page.goto(localePath(locale, '/organizations/events/6'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Circuit du Lac-Noir Motocross');
      await expect(page.getByTestId('registration-state')).toHaveAttribute('data-state', 'full');
      await expect(page.getByTestId('count-registered')).toContainText(t(locale, 'Organizations.event.ofCapacity', { count: EVENT_6_CAPACITY, capacity: EVENT_6_CAPACITY }));
      await expect(page.getByTestId('count-openings')).toContainText('0');
      await expect(page.getByTestId('count-waitlisted')).toContainText(String(EVENT_6_WAITING));
      await expect(page.getByTestId('registrant-row')).toHaveCount(EVENT_6_CAPACITY);
      await expect(page.getByTestId('registrant-class').first()).toBeVisible();
      const waiting = page.getByTestId('waiting-list');
      await expect(waiting.getByRole('heading', { level: 2 })).toHaveText(t(locale, 'Organizations.event.waitingList'));
      await expect(waiting.getByTestId('waiting-position')).toHaveText(Array.from({ length: EVENT_6_WAITING }, (_, i) => String(i + 1)));
      // The same page with the organisation id; a private event is not shown.
      await page.goto(localePath(locale, '/organizations/1/events/6'));
      await expect(page.getByTestId('waiting-row')).toHaveCount(EVENT_6_WAITING);
      const hidden = await page.goto(localePath(locale, '/organizations/1/events/25'));
      expect(hidden?.status()).toBe(404);
    });
  });

  test.describe(`memberships (${locale})`, () => {
    test('a membership type with its ranges and validity', async ({ page }) => {
      await page.goto(localePath(locale, '/membership/type/3'));
      await expect(page.getByTestId('membership-type')).toHaveCount(1);
      await expect(page.getByTestId('membership-validity')).toHaveText(t(locale, 'Memberships.validity.singleEvent', { event: SINGLE_EVENT }));
      await expect(page.getByTestId('membership-range')).toHaveCount(1);
      await expect(page.getByTestId('single-event-link')).toHaveAttribute('href', localePath(locale, '/events/4'));
      expect((await page.goto(localePath(locale, '/membership/type/99')))?.status()).toBe(404);
    });

    test("a member's public profile: membership, validity, results and events attended", async ({ page }) => {
      await page.goto(localePath(locale, '/membership/members/1'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Émile Gagné');
      await expect(page.getByTestId('member-number')).toHaveText('OORRA-0001');
      await expect(page.getByTestId('member-status')).toHaveAttribute('data-status', 'valid');
      await expect(page.getByTestId('member-series-row').first()).toBeVisible();
      await expect(page.getByTestId('attended-event').first()).toBeVisible();
      await expect(page.getByTestId('member-registration').first()).toBeVisible();
    });

    test('the members list searches by name on the server', async ({ page }) => {
      await page.goto(localePath(locale, '/membership/members'));
      const search = page.getByRole('search', { name: t(locale, 'Memberships.members.searchLabel') });
      await search.getByRole('searchbox', { name: t(locale, 'Memberships.members.searchField') }).fill('gagne');
      await search.getByRole('button', { name: t(locale, 'Memberships.members.search') }).click();
      await expect(page).toHaveURL(urlOf(`${localePath(locale, '/membership/members')}?q=gagne`));
      await expect(page.getByTestId('member-row').filter({ hasText: 'Émile Gagné' })).toHaveCount(1);
      for (const row of await page.getByTestId('member-row').all()) await expect(row.getByRole('link')).toContainText(/Gagn[eé]/i);
      await page.goto(localePath(locale, `/membership/members?q=zz${runId}`));
      await expect(page.getByTestId('members-empty')).toBeVisible();
    });
  });

  test.describe(`organisation contact form (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders(asClient());
    });

    test('an empty form shows errors, then a valid message is sent', async ({ page }) => {
      await page.goto(localePath(locale, '/organizations/contact'));
      const form = page.getByTestId('contact-form');
      const field = (key: string) => form.getByRole('textbox', { name: t(locale as TLocale, `Contact.${key}`) });
      const submit = form.getByTestId('contact-submit');
      await expectHydrated(submit);

      await submit.click();
      await expect(field('name')).toHaveAccessibleDescription(t(locale, 'Contact.errors.nameRequired'));
      await expect(field('email')).toHaveAccessibleDescription(t(locale, 'Contact.errors.emailRequired'));
      await expect(form.getByTestId('contact-success')).toHaveCount(0);

      await field('name').fill('Alex Rider');
      await field('email').fill(`org-${runId}-${locale}@example.com`);
      await field('subject').fill(`E2E organisation ${locale} ${runId}`);
      await field('message').fill(`Hello OORRA (${locale}): is the one-event licence valid at Copper Creek?`);
      await submit.click();
      await expect(form.getByTestId('contact-success')).toHaveText(t(locale, 'Contact.sent'));
      await expect(field('name')).toHaveValue('');
    });
  });
}

/**
 * These pages are plain HTML and CSS modules outside the (mui) route group (docs/decisions/016,
 * 029): no Emotion styles written into the page and no MUI component rendered, which would come
 * without its theme and be refused by the CSP.
 */
test('promoter, organisation and membership pages render no MUI component and no Emotion styles', async ({ page }) => {
  for (const path of [
    '/promoters',
    '/promoters/1',
    '/promoters/events/1',
    '/organizations/1/about-us',
    '/organizations/1/events/6',
    '/organizations/1/contact',
    '/organizations/1/members',
    '/membership/type/3',
    '/membership/classes/1',
    '/membership/members',
    '/membership/members/1',
  ]) {
    await page.goto(localePath('en', path));
    await expect(page.getByTestId('page-header')).toBeVisible();
    await expect(page.locator('style[data-emotion]'), path).toHaveCount(0);
    await expect(page.locator('[class*="Mui"]'), path).toHaveCount(0);
  }
});

test.describe('organisation and membership pages: unknown or malformed ids', () => {
  for (const path of [
    '/organizations/nope',
    '/organizations/2/about-us',
    '/organizations/0/about-us',
    '/organizations/1/events/6/extra',
    '/organizations/events/abc',
    '/promoters/1/2',
    '/promoters/abc',
    '/promoters/events/1/2',
    '/membership/members/abc',
    '/membership/members/999999',
    '/membership/classes/0',
  ]) {
    test(`${path} is 404`, async ({ page }) => {
      const response = await page.goto(localePath('en', path));
      expect(response?.status()).toBe(404);
    });
  }
});

import { DEMO_EMAILS, DEMO_PASSWORD } from '../lib/demo/accounts';
import { validationMessageValues } from '../lib/validation/participant';
import { expect, test, type Locator, type Page, escapeRegExp, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, t, asClient, urlOf, type TLocale } from './fixtures';

/**
 * Participant registration (/registration/participant) and family members (/account/family) in
 * the three languages: an adult through every step with a minor, a minor with a new guardian, a
 * minor whose guardian signs in, the duplicate-email message, field errors and input masks as a
 * visitor sees them, a reload that keeps what was typed, and a guardian adding and editing a
 * minor. Names and emails are unique per run (names take letters only), and every test is a
 * client of its own (`asClient`), so the suite can run again against the same database.
 */

/** Digits written as letters (a name may not contain digits). */
const letters = (n: number) => String(n).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
const runTag = letters(Date.now());
let serial = 0;
/** A surname no other run uses (letters only: a name may not contain digits). */
const surname = (base: string) => `${base}${runTag}${letters(++serial)}`;
const email = (locale: TLocale, who: string) => `${who}.${runTag}${++serial}.${locale}@example.racing`;
const thisYear = new Date().getFullYear();
/** For what waits on a page load or a server answer (a dev server compiles routes on first use). */
const LOAD = { timeout: 60_000 };

const v = (locale: TLocale, key: string) => t(locale, `ParticipantValidation.${key}`, { ...validationMessageValues });
const r = (locale: TLocale, key: string, values?: Record<string, string | number>) => t(locale, `Registration.${key}`, values);

async function open(page: Page, locale: TLocale) {
  await page.goto(localePath(locale, '/registration/participant'));
  await expect(page.getByTestId('registration')).toHaveAttribute('data-ready', 'true', LOAD);
  await expectHydrated(page.getByTestId('registration-next'));
}

const stepTitle = (page: Page) => page.getByTestId('registration-step-title');
const next = (page: Page) => page.getByTestId('registration-next').click();

async function expectStep(page: Page, locale: TLocale, step: string) {
  await expect(stepTitle(page)).toHaveText(r(locale, `steps.${step}`));
}

async function fillPerson(page: Page, locale: TLocale, prefix: string, person: { first: string; last: string; gender: 'male' | 'female'; birth: [number, number, number] }) {
  await page.getByTestId(`${prefix}-firstName`).fill(person.first);
  await page.getByTestId(`${prefix}-lastName`).fill(person.last);
  // A controlled radio group: click, then wait for React to show it checked (`check()` reads the
  // state right after its click, before React's render; it failed so once in CI).
  const gender = page.getByTestId(`${prefix}-gender`).getByLabel(r(locale, `genders.${person.gender}`), { exact: true });
  await gender.click();
  await expect(gender).toBeChecked();
  await page.getByTestId(`${prefix}-birthDate-year`).selectOption(String(person.birth[0]));
  await page.getByTestId(`${prefix}-birthDate-month`).selectOption(String(person.birth[1]));
  await page.getByTestId(`${prefix}-birthDate-day`).selectOption(String(person.birth[2]));
}

async function fillLogin(page: Page, prefix: string, address: string, password = 'Holeshot77') {
  await page.getByTestId(`${prefix}-email`).fill(address);
  await page.getByTestId(`${prefix}-emailConfirmation`).fill(address.toUpperCase());
  await page.getByTestId(`${prefix}-password`).fill(password);
  await page.getByTestId(`${prefix}-passwordConfirmation`).fill(password);
}

/** Contact Information, typed the way people type (the masks tidy it). */
async function fillContact(page: Page) {
  await page.getByTestId('contact-phone').pressSequentially('(416) 555-0199');
  await expect(page.getByTestId('contact-phone')).toHaveValue('416-555-0199');
  await page.getByTestId('contact-address').fill('');
  await page.getByTestId('contact-address').pressSequentially('12, Pit Lane #4');
  await expect(page.getByTestId('contact-address')).toHaveValue('12 Pit Lane 4');
  await page.getByTestId('contact-country').selectOption('CA');
  await page.getByTestId('contact-state').fill('Ontario');
  await page.getByTestId('contact-city').fill('Walton');
  await page.getByTestId('contact-zip').pressSequentially('n0g  2v0');
  await expect(page.getByTestId('contact-zip')).toHaveValue('N0G 2V0');
}

async function fillEmergency(page: Page) {
  await page.getByTestId('emergency-firstName').fill('Marc');
  await page.getByTestId('emergency-lastName').fill('Bélanger');
  await page.getByTestId('emergency-cell').pressSequentially('5195550100');
  await expect(page.getByTestId('emergency-cell')).toHaveValue('519-555-0100');
}

async function register(page: Page) {
  await expectHydrated(page.getByTestId('registration-submit'));
  await page.getByTestId('registration-submit').click();
}

/** The field is wrong and says so: aria-invalid and its translated message as description. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/**
 * A radio group is wrong and says so: its fieldset shows the message and every radio is described
 * by it (ARIA has no aria-invalid on a radio: the group carries the error).
 */
async function expectGroupError(group: Locator, message: string) {
  await expect(group).toContainText(message);
  const radios = group.getByRole('radio');
  expect(await radios.count()).toBeGreaterThan(1);
  for (const radio of await radios.all()) await expect(radio).toHaveAccessibleDescription(message);
}

// Each language's journeys form one group (below) that a worker takes whole, so the three languages
// can run side by side instead of ending the run one after the other.
test.describe.configure({ mode: 'parallel' });

for (const locale of LOCALES) {
  test.describe(`participant registration (${locale})`, () => {
    // A language's journeys in order, in one worker; the languages side by side (top of the file).
    test.describe.configure({ mode: 'default' });
    test.beforeEach(async ({ page }) => {
      // Each journey fills up to nine steps, hashes passwords (argon2) and runs axe.
      test.setTimeout(300_000);
      await page.setExtraHTTPHeaders(asClient());
    });

    test('an adult goes through every step, adds a minor on Minors and Relationship, and is greeted', async ({ page }, testInfo) => {
      const last = surname('Belanger');
      const address = email(locale, 'adult');
      await open(page, locale);
      await expect(page.getByTestId('registration-step-adultInformation')).toHaveCount(0);
      await expect(page.getByTestId('registration-step-existingAccount')).toHaveCount(0);

      await fillPerson(page, locale, 'information', { first: 'Chloé', last, gender: 'female', birth: [1990, 4, 2] });
      await next(page);
      await expectStep(page, locale, 'loginData');
      await expect(stepTitle(page)).toBeFocused();
      await fillLogin(page, 'login', address);
      await next(page);

      await expectStep(page, locale, 'contactInformation');
      await fillContact(page);
      await next(page);

      await expectStep(page, locale, 'emergencyContact');
      await fillEmergency(page);
      await next(page);

      await expectStep(page, locale, 'minors');
      await expect(page.getByTestId('registration-step-minors')).toContainText(r(locale, 'optionalStep'));
      // A minor half typed survives a reload (only the passwords are asked again).
      await page.getByTestId('minor-firstName').fill('Zoé');
      await page.getByTestId('minor-birthDate-year').selectOption(String(thisYear - 10));
      await page.reload();
      await expect(page.getByTestId('registration')).toHaveAttribute('data-ready', 'true', LOAD);
      await expectStep(page, locale, 'loginData');
      await page.getByTestId('login-password').fill('Holeshot77');
      await page.getByTestId('login-passwordConfirmation').fill('Holeshot77');
      await next(page);
      await expectStep(page, locale, 'contactInformation');
      await next(page);
      await expectStep(page, locale, 'emergencyContact');
      await next(page);
      await expectStep(page, locale, 'minors');
      await expect(page.getByTestId('minor-firstName')).toHaveValue('Zoé');
      await expect(page.getByTestId('minor-birthDate-year')).toHaveValue(String(thisYear - 10));
      await fillPerson(page, locale, 'minor', { first: 'Zoé', last, gender: 'female', birth: [thisYear - 10, 2, 28] });
      await page.getByTestId('minor-save').click();
      await expect(page.getByTestId('minors-item')).toHaveCount(1);
      await expect(page.getByTestId('minors-item')).toContainText(`Zoé ${last}`);
      await next(page);

      await expectStep(page, locale, 'relationship');
      await page.getByTestId('relationship-minor-0').selectOption('mother');
      await next(page);

      await expectStep(page, locale, 'confirmation');
      const summary = page.getByTestId('registration-confirmation');
      await expect(summary.getByTestId('confirmation-information')).toContainText(`Chloé ${last}`);
      await expect(summary.getByTestId('confirmation-loginData')).toContainText(address);
      await expect(summary.getByTestId('confirmation-contactInformation')).toContainText('N0G 2V0');
      await expect(summary.getByTestId('confirmation-minors')).toContainText(`Zoé ${last}`);
      await expect(summary.getByTestId('confirmation-minors')).toContainText(r(locale, 'relationships.mother'));
      await expect(summary).not.toContainText('Holeshot77');
      await expectNoSeriousA11yViolations(page, testInfo);

      await register(page);
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/thank-you-page/participant/'))}\\d+$`), LOAD);
      await expect(page.getByTestId('thank-you-greeting')).toHaveText(t(locale, 'ThankYou.greeting', { name: 'Chloé' }));
      await expect(page.getByTestId('thank-you-email')).toHaveText(t(locale, 'ThankYou.emailLine', { email: address }));
      await expect(page.getByTestId('thank-you-minors')).toContainText(`Zoé ${last}`);
      await expectNoSeriousA11yViolations(page, testInfo);

      const thanks = page.url();

      // The draft is gone: a new registration starts empty.
      await open(page, locale);
      await expect(page.getByTestId('information-firstName')).toHaveValue('');

      // Another visitor (no session) gets the generic thanks, without personal data.
      await page.context().clearCookies();
      await page.goto(thanks);
      await expect(page.getByTestId('thank-you-generic')).toHaveText(t(locale, 'ThankYou.generic'), LOAD);
      await expect(page.getByTestId('thank-you')).not.toContainText('Chloé');
    });

    test('a minor registers with a new guardian entered on Adult Information', async ({ page }) => {
      const last = surname('Gagnon');
      await open(page, locale);
      await fillPerson(page, locale, 'information', { first: 'Léo', last, gender: 'male', birth: [thisYear - 13, 9, 30] });
      await expect(page.getByTestId('registration-minor-notice')).toHaveText(r(locale, 'minorNotice', { ...validationMessageValues }));
      await next(page);
      // The guardian choice is required for a minor.
      await expectGroupError(page.getByTestId('information-guardianMode'), v(locale, 'participant.guardianMode.null'));
      await page.getByTestId('information-guardianMode').getByLabel(r(locale, 'guardianModes.new')).check();
      await expect(page.getByTestId('registration-step-adultInformation')).toBeVisible();
      await expect(page.getByTestId('registration-step-minors')).toHaveCount(0);
      await next(page);

      await expectStep(page, locale, 'adultInformation');
      const guardianEmail = email(locale, 'guardian');
      await fillPerson(page, locale, 'adult', { first: 'Anne', last, gender: 'female', birth: [thisYear - 15, 1, 20] });
      await fillLogin(page, 'adult', guardianEmail, 'Paddock2026');
      await next(page);
      await expectFieldError(page.getByTestId('adult-birthDate-year'), v(locale, 'parent.birthDate.notAdult'));
      await page.getByTestId('adult-birthDate-year').selectOption('1980');
      await next(page);

      await expectStep(page, locale, 'loginData');
      await fillLogin(page, 'login', guardianEmail);
      await next(page);
      await expectFieldError(page.getByTestId('login-email'), v(locale, 'participant.email.sameAsParent'));
      await fillLogin(page, 'login', email(locale, 'minor'));
      await next(page);

      await expectStep(page, locale, 'contactInformation');
      await fillContact(page);
      await next(page);
      await expectStep(page, locale, 'emergencyContact');
      await fillEmergency(page);
      await next(page);

      await expectStep(page, locale, 'relationship');
      await page.getByTestId('relationship-guardian').selectOption('mother');
      await next(page);
      await expectStep(page, locale, 'confirmation');
      await expect(page.getByTestId('confirmation-adultInformation')).toContainText(`Anne ${last}`);
      await register(page);

      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, '/thank-you-page/participant/'))}\\d+$`), LOAD);
      // The guardian is signed in and sees the minor's new account.
      await expect(page.getByTestId('thank-you-greeting')).toHaveText(t(locale, 'ThankYou.greeting', { name: 'Léo' }));
      await expect(page.getByTestId('thank-you-ready')).toHaveText(t(locale, 'ThankYou.minorReady', { name: `Léo ${last}` }));
      await page.getByTestId('thank-you-family').click();
      await expect(page.getByTestId('family-member-name')).toHaveText([`Léo ${last}`], LOAD);
    });

    test('a minor registers with an existing guardian who signs in on Existing Account', async ({ page }) => {
      const last = surname('Lefebvre');
      await open(page, locale);
      await fillPerson(page, locale, 'information', { first: 'Noa', last, gender: 'female', birth: [thisYear - 11, 5, 5] });
      await page.getByTestId('information-guardianMode').getByLabel(r(locale, 'guardianModes.existing')).check();
      await next(page);
      await expectStep(page, locale, 'loginData');
      await fillLogin(page, 'login', email(locale, 'kid'));
      await next(page);
      await fillContact(page);
      await next(page);

      await expectStep(page, locale, 'existingAccount');
      await expect(page.getByTestId('registration-next')).toBeDisabled();
      await page.getByTestId('existing-email').fill(DEMO_EMAILS.guardian);
      await page.getByTestId('existing-password').fill('Not-the-password-1');
      await page.getByTestId('existing-submit').click();
      await expect(page.getByTestId('existing-error')).toHaveText(r(locale, 'errors.invalidCredentials'), LOAD);
      await page.getByTestId('existing-password').fill(DEMO_PASSWORD);
      await page.getByTestId('existing-submit').click();

      await expect(stepTitle(page)).toHaveText(r(locale, 'steps.emergencyContact'), LOAD);
      await fillEmergency(page);
      await next(page);
      await expectStep(page, locale, 'relationship');
      await expect(page.getByTestId('registration-relationship')).toContainText(r(locale, 'relationship.guardianLabel', { name: 'Marie Lefebvre' }));
      await page.getByTestId('relationship-guardian').selectOption('guardian');
      await next(page);
      await expect(page.getByTestId('confirmation-existingAccount')).toContainText('Marie Lefebvre');
      await register(page);

      await expect(page.getByTestId('thank-you-ready')).toHaveText(t(locale, 'ThankYou.minorReady', { name: `Noa ${last}` }), LOAD);
    });

    test('an email already in use gets the field message and the duplicate message with the support address', async ({ page }) => {
      await open(page, locale);
      await fillPerson(page, locale, 'information', { first: 'Alex', last: surname('Tremblay'), gender: 'male', birth: [1994, 5, 14] });
      await next(page);
      await fillLogin(page, 'login', DEMO_EMAILS.participant.toUpperCase());
      await next(page);
      await fillContact(page);
      await next(page);
      await fillEmergency(page);
      await next(page);
      await page.getByTestId('registration-skip').click();
      await expectStep(page, locale, 'confirmation');
      await expect(page.getByTestId('confirmation-minors-empty')).toHaveText(r(locale, 'confirmation.noMinors'));
      await register(page);

      await expect(stepTitle(page)).toHaveText(r(locale, 'steps.loginData'), LOAD);
      const duplicate = escapeRegExp(r(locale, 'errors.duplicate', { email: '@@' })).replace('@@', '\\S+@\\S+');
      await expect(page.getByTestId('registration-error')).toContainText(new RegExp(duplicate));
      await expect(page.getByTestId('registration-forgot-link')).toHaveAttribute('href', localePath(locale, '/forgotPassword'));
      await expectFieldError(page.getByTestId('login-email'), v(locale, 'participant.email.taken'));
      await expect(page.getByTestId('login-email')).toBeFocused();
    });

    test('field errors are translated, described and focused; masks tidy what is typed; a reload keeps the draft', async ({ page }, testInfo) => {
      await open(page, locale);
      await next(page);
      const first = page.getByTestId('information-firstName');
      await expectFieldError(first, v(locale, 'participant.firstName.null'));
      await expect(first).toBeFocused();
      await expectFieldError(page.getByTestId('information-lastName'), v(locale, 'participant.lastName.null'));
      await expectGroupError(page.getByTestId('information-gender'), v(locale, 'participant.gender.null'));
      await expectFieldError(page.getByTestId('information-birthDate-year'), v(locale, 'participant.birthDate.null'));
      await expectNoSeriousA11yViolations(page, testInfo);

      await first.fill('R2D2');
      await page.getByTestId('information-lastName').fill('X');
      await page.getByTestId('information-birthDate-year').selectOption('1990');
      await page.getByTestId('information-birthDate-month').selectOption('2');
      await page.getByTestId('information-birthDate-day').selectOption('30');
      await next(page);
      await expectFieldError(first, v(locale, 'participant.firstName.invalid'));
      await expectFieldError(page.getByTestId('information-lastName'), v(locale, 'participant.lastName.tooShort'));
      await expectFieldError(page.getByTestId('information-birthDate-day'), v(locale, 'participant.birthDate.invalid'));

      // A reload keeps what was typed.
      await first.fill('Émile');
      await page.getByTestId('information-lastName').fill(surname('Roy'));
      await page.reload();
      await expect(page.getByTestId('registration')).toHaveAttribute('data-ready', 'true', LOAD);
      await expect(page.getByTestId('information-firstName')).toHaveValue('Émile');
      await expect(page.getByTestId('information-birthDate-month')).toHaveValue('2');

      await page.getByTestId('information-birthDate-day').selectOption('3');
      await page.getByTestId('information-gender').getByLabel(r(locale, 'genders.male'), { exact: true }).check();
      await next(page);
      await expectStep(page, locale, 'loginData');
      await page.getByTestId('login-email').fill('emile@club');
      await page.getByTestId('login-emailConfirmation').fill('emile@club.racing');
      await page.getByTestId('login-password').fill('Password1');
      await page.getByTestId('login-passwordConfirmation').fill('Password2');
      await next(page);
      await expectFieldError(page.getByTestId('login-email'), v(locale, 'participant.email.invalid'));
      await expectFieldError(page.getByTestId('login-password'), v(locale, 'participant.password.common'));
      await expectFieldError(page.getByTestId('login-passwordConfirmation'), v(locale, 'participant.passwordConfirmation.mismatch'));
      await page.getByTestId('login-email').fill('emile@club.racing');
      await page.getByTestId('login-password').fill('short1');
      await page.getByTestId('login-password').blur();
      await expectFieldError(page.getByTestId('login-password'), v(locale, 'participant.password.tooShort'));
      await fillLogin(page, 'login', `emile.${runTag}${++serial}@club.racing`);
      await next(page);

      await expectStep(page, locale, 'contactInformation');
      await page.getByTestId('contact-phone').pressSequentially('41655501999999');
      await expect(page.getByTestId('contact-phone')).toHaveValue('416-555-0199');
      await page.getByTestId('contact-zip').pressSequentially('k');
      await page.getByTestId('contact-address').pressSequentially('1 a');
      await next(page);
      await expectFieldError(page.getByTestId('contact-address'), v(locale, 'participant.address.tooShort'));
      await expectFieldError(page.getByTestId('contact-zip'), v(locale, 'participant.zip.invalid'));
      await expectFieldError(page.getByTestId('contact-country'), v(locale, 'participant.country.null'));
      await expect(page.getByTestId('contact-address')).toBeFocused();

      // After a reload the passwords are asked again (never stored), the rest is kept.
      await page.reload();
      await expect(page.getByTestId('registration')).toHaveAttribute('data-ready', 'true', LOAD);
      await expectStep(page, locale, 'loginData');
      await expect(page.getByTestId('registration-passwords-again')).toHaveText(r(locale, 'errors.passwordsAgain'));
      await expect(page.getByTestId('login-email')).toHaveValue(/^emile\./);
      await expect(page.getByTestId('login-password')).toHaveValue('');
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('ll.registration.participant.v1') ?? '')).not.toContain('Holeshot77');
    });

    test('a guardian adds and edits a minor under Family members; signed out, the area asks to log in', async ({ page }, testInfo) => {
      await page.goto(localePath(locale, '/account/family'));
      await expect(page).toHaveURL(urlOf(`${localePath(locale, '/login')}?next=%2Faccount%2Ffamily`), LOAD);

      const response = await page.request.post('/ll/api/test/accounts', { data: { action: 'createAccount', locale } });
      expect(response.status()).toBe(201);
      const account = (await response.json()) as { email: string; password: string };
      await expectHydrated(page.getByTestId('login-submit'));
      await page.getByTestId('login-email').fill(account.email);
      await page.getByTestId('login-password').fill(account.password);
      await page.getByTestId('login-submit').click();
      await expect(page).toHaveURL(urlOf(localePath(locale, '/account/family')), LOAD);
      await expect(page.getByTestId('family-empty')).toHaveText(t(locale, 'FamilyMembers.empty'));

      await page.getByTestId('family-add').click();
      await expect(page.getByTestId('family-form')).toBeVisible(LOAD);
      await expectHydrated(page.getByTestId('family-save'));
      const last = surname('Morin');
      await fillPerson(page, locale, 'family', { first: 'Adulte', last, gender: 'male', birth: [1999, 3, 3] });
      await page.getByTestId('family-save').click();
      await expectFieldError(page.getByTestId('family-birthDate-year'), v(locale, 'minor.birthDate.notMinor'));
      await expectFieldError(page.getByTestId('family-relationship'), v(locale, 'participant.relationship.null'));
      await expectNoSeriousA11yViolations(page, testInfo);

      await page.getByTestId('family-firstName').fill('Hugo');
      await page.getByTestId('family-birthDate-year').selectOption(String(thisYear - 9));
      await page.getByTestId('family-relationship').selectOption('father');
      await page.getByTestId('family-save').click();
      await expect(page.getByTestId('family-status')).toHaveText(t(locale, 'FamilyMembers.added', { name: `Hugo ${last}` }), LOAD);
      await expect(page.getByTestId('family-member-name')).toHaveText([`Hugo ${last}`]);
      await expect(page.getByTestId('family-member')).toContainText(t(locale, 'FamilyMembers.relationshipLine', { relationship: r(locale, 'relationships.father') }));

      await page.getByTestId('family-edit').click();
      await expect(page.getByTestId('family-form')).toBeVisible(LOAD);
      await expectHydrated(page.getByTestId('family-save'));
      await expect(page.getByTestId('family-firstName')).toHaveValue('Hugo');
      await page.getByTestId('family-firstName').fill('Hugo-Alexandre');
      await page.getByTestId('family-relationship').selectOption('guardian');
      await page.getByTestId('family-save').click();
      await expect(page.getByTestId('family-status')).toHaveText(t(locale, 'FamilyMembers.saved', { name: `Hugo-Alexandre ${last}` }), LOAD);
      await expect(page.getByTestId('family-member')).toContainText(t(locale, 'FamilyMembers.relationshipLine', { relationship: r(locale, 'relationships.guardian') }));
      await expectNoSeriousA11yViolations(page, testInfo);

      // Another guardian's minor is not there for this account.
      const other = await page.goto(localePath(locale, '/account/family/103'));
      expect(other?.status()).toBe(404);
    });
  });
}

/**
 * zod and the form schemas load after the page (components/forms/lazy-resolver.ts): the first
 * scripts of the registration and the ticket purchase do not carry them, and the first field left
 * is still checked. zod/mini's code is told by a class name only it has ("ZodMiniObject"); the
 * registration is seen loading it afterwards, so the marker is checked to be still there.
 */
test('the form pages ship no zod with their first scripts; the first field left is still checked', async ({ page, request }) => {
  const marker = '"ZodMiniObject"';
  /** Every script the page's HTML names: its script tags, preloads and the flight data's chunks. */
  const firstScripts = async (path: string) => {
    const html = await (await request.get(path)).text();
    const sources = [...new Set([...html.matchAll(/\/ll\/_next\/static\/[^"'\\\s]+?\.js/g)].map((m) => m[0]))];
    expect(sources.length, path).toBeGreaterThan(0);
    return Promise.all(sources.map(async (src) => (await request.get(src)).text()));
  };
  for (const path of ['/ll/registration/participant', '/ll/spectator/5']) {
    expect((await firstScripts(path)).some((code) => code.includes(marker)), path).toBe(false);
  }

  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (/\/_next\/static\/.+\.js$/.test(new URL(response.url()).pathname)) loaded.push(response.text().catch(() => ''));
  });
  await open(page, 'en');
  const first = page.getByTestId('information-firstName');
  await first.fill('R2D2');
  await first.blur();
  await expectFieldError(first, v('en', 'participant.firstName.invalid'));
  expect((await Promise.all(loaded)).some((code) => code.includes(marker))).toBe(true);
});

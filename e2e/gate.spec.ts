import { existsSync, writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { chromium } from '@playwright/test';
import { DEMO_TICKET_EVENT_ID } from '../lib/demo/spectators';
import { DEMO_ORGANISER, enrolOnSecurityPage, enterSignInCode, submitPassword } from './helpers/organiser';
import { asClient, escapeRegExp, expect, expectHydrated, expectNoSeriousA11yViolations, LOCALES, localePath, t, test, type Browser, type BrowserContext, type Page, type TLocale } from './fixtures';

/**
 * The gate (docs/decisions/054), on a phone, in the three languages: the demo organiser signs in
 * and opens the gate of event 4; checks a party in from the list (found by name as they type),
 * sees the person whose waiver is not signed; types codes (a changed one, a cancelled purchase's,
 * one that is not a code: each refused with its message); two phones check one ticket in at the
 * same moment (one admitted, the other told); a phone without a connection queues a tap and a
 * code, another phone checks one of them in meanwhile, and back online the first is answered late
 * (admitted, and already in); the buyer's ticket page shows the entry pass's QR code. In English
 * also: the page without JavaScript (search and check-in by form posts), and the camera path
 * with Chromium's fake camera playing a QR code. The paid parties are made per test through a
 * test-only route (app/api/test/gate), so the suite runs again on the same database.
 */

const EVENT = DEMO_TICKET_EVENT_ID;
const GATE = `/organiser/events/${EVENT}/gate`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

type TParty = { purchaseId: number; token: string; buyer: { email: string; password: string }; names: string[] };

async function makeParty(page: Page, options: { people?: number; unsignedWaiver?: boolean; status?: 'paid' | 'cancelled' | 'pending_payment' } = {}): Promise<TParty> {
  const response = await page.request.post('/ll/api/test/gate', { data: { action: 'paidParty', eventId: EVENT, ...options } });
  expect(response.status()).toBe(201);
  return (await response.json()) as TParty;
}

async function phoneContext(browser: Browser, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, extraHTTPHeaders: asClient(), ...(storageState ? { storageState } : {}) });
}

/**
 * Sign in as the demo organiser, coming back to the gate: the password, then the code of the
 * second factor, or its set-up on a fresh database (docs/decisions/055). Waits for the page each
 * step ends on (the sign-in passes through the gate's address on its way to the security page).
 */
async function signInAtGate(page: Page, locale: TLocale): Promise<void> {
  await submitPassword(page, locale, DEMO_ORGANISER, GATE);
  const gate = page.getByTestId('gate');
  const code = page.getByTestId('second-step-submit');
  const security = page.getByTestId('second-factor-panel');
  await expect(gate.or(code).or(security)).toBeVisible({ timeout: 30_000 });
  if (await code.isVisible()) await enterSignInCode(page, DEMO_ORGANISER.email);
  else if (await security.isVisible()) {
    await enrolOnSecurityPage(page);
    await page.getByTestId('recovery-codes-continue').click();
  }
  await expect(gate).toBeVisible({ timeout: 30_000 });
}

/** The gate page, its whole list loaded on the phone and its forms hydrated. */
async function openGate(page: Page, locale: TLocale): Promise<void> {
  await page.goto(localePath(locale, GATE));
  await expect(page.getByTestId('gate')).toHaveAttribute('data-complete', 'true');
  await expectHydrated(page.getByTestId('gate-code-submit'));
}

const row = (page: Page, party: TParty) => page.locator(`[data-testid="gate-party"][data-purchase-id="${party.purchaseId}"]`);
const lastName = (party: TParty) => party.names[0]!.split(' ').slice(1).join(' ');

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('gate-code').fill(code);
  await page.getByTestId('gate-code-submit').click();
}

/** A message with its {time} as any HH:MM (and its {name}/{gate} when given). */
function withTime(locale: TLocale, key: string, values: Record<string, string> = {}): RegExp {
  const text = t(locale, key, { ...values, time: '__TIME__' });
  return new RegExp(escapeRegExp(text).replace('__TIME__', '(?:.+ )?\\d{2}:\\d{2}'));
}

test.describe.configure({ timeout: 300_000 });

for (const locale of LOCALES) {
  test(`the gate on a phone: list, codes, two phones, offline, and the buyer's pass (${locale})`, async ({ browser }) => {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const family = await makeParty(page, { people: 3, unsignedWaiver: true });
    const single = await makeParty(page, { people: 1 });
    const cancelled = await makeParty(page, { people: 1, status: 'cancelled' });
    const race = await makeParty(page, { people: 2 });
    const tapped = await makeParty(page, { people: 2 });
    const scannedLate = await makeParty(page, { people: 1 });

    // 1. The organiser signs in and lands on the gate: counts, scanner, code, list.
    await signInAtGate(page, locale);
    await openGate(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t(locale, 'OrganiserGate.title'));
    await expect(page.getByTestId('gate-count-tickets')).toBeVisible();
    await expect(page.getByTestId('gate-connection')).toHaveAttribute('data-state', 'online');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 2. Found by name as it is typed; checked in from the list; the unsigned waiver is named.
    await page.getByTestId('gate-search').fill(lastName(family));
    await expect(page.getByTestId('gate-matches')).toHaveAttribute('data-matches', '1');
    await expect(page).toHaveURL(/\?q=/);
    const before = Number(await page.getByTestId('gate-count-in').getAttribute('data-in'));
    await row(page, family).getByTestId('gate-check-in').click();
    const result = page.getByTestId('gate-result');
    await expect(result).toHaveAttribute('data-outcome', 'admitted');
    await expect(result.getByTestId('gate-result-stop')).toHaveText(t(locale, 'OrganiserGate.result.stop', { name: family.names[2]! }));
    await expect(row(page, family)).toHaveAttribute('data-state', 'in');
    await expect(page.getByTestId('gate-count-in')).toHaveAttribute('data-in', String(before + 1));

    // 3. Codes typed as the scanner hands them over: a good one, a changed one, a cancelled purchase's, not a code, and one already in.
    await typeCode(page, single.token);
    await expect(result).toHaveAttribute('data-outcome', 'admitted');
    await expect(result).toContainText(single.names[0]!);
    const changed = single.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    await typeCode(page, changed);
    await expect(result).toHaveAttribute('data-outcome', 'refused');
    await expect(result.getByTestId('gate-result-text')).toHaveText(t(locale, 'OrganiserGate.refused.badToken'));
    await typeCode(page, cancelled.token);
    await expect(result).toHaveAttribute('data-outcome', 'refused');
    await expect(result.getByTestId('gate-result-text')).toHaveText(t(locale, 'OrganiserGate.refused.cancelled'));
    await typeCode(page, 'hello');
    await expect(result).toHaveAttribute('data-outcome', 'badCode');
    await typeCode(page, family.token);
    await expect(result).toHaveAttribute('data-outcome', 'already');
    await expect(result.getByTestId('gate-result-text')).toHaveText(withTime(locale, 'OrganiserGate.result.alreadyYou'));

    // 4. Two phones, one ticket, the same moment: one admitted, the other told.
    const second = await phoneContext(browser, await context.storageState());
    const other = await second.newPage();
    await openGate(other, locale);
    await page.getByTestId('gate-label').fill('North');
    await other.getByTestId('gate-label').fill('South');
    await page.getByTestId('gate-code').fill(race.token);
    await other.getByTestId('gate-code').fill(race.token);
    await Promise.all([page.getByTestId('gate-code-submit').click(), other.getByTestId('gate-code-submit').click()]);
    const outcomes: string[] = [];
    for (const p of [page, other]) {
      await expect(p.getByTestId('gate-result')).toHaveAttribute('data-outcome', /^(admitted|already)$/);
      outcomes.push((await p.getByTestId('gate-result').getAttribute('data-outcome'))!);
    }
    expect([...outcomes].sort()).toEqual(['admitted', 'already']);
    // The phone the server answered second (outcomes in the order [page, other]; not sorted in place).
    const told = outcomes[0] === 'already' ? page : other;
    await expect(told.getByTestId('gate-result-text')).toHaveText(withTime(locale, 'OrganiserGate.result.alreadyYou'));

    // 5. Offline: a tap and a code are queued; the other phone checks the code's party in meanwhile.
    await page.getByTestId('gate-search').fill('');
    await context.setOffline(true);
    await expect(page.getByTestId('gate-connection')).toHaveAttribute('data-state', 'offline');
    await page.getByTestId('gate-search').fill(lastName(tapped));
    await row(page, tapped).getByTestId('gate-check-in').click();
    await expect(result).toHaveAttribute('data-outcome', 'queued');
    await expect(result).toContainText(t(locale, 'OrganiserGate.result.queued'));
    await expect(row(page, tapped)).toHaveAttribute('data-state', 'queued');
    await typeCode(page, scannedLate.token);
    await expect(result).toHaveAttribute('data-outcome', 'queued');
    await expect(page.getByTestId('gate')).toHaveAttribute('data-queued', '2');
    await typeCode(other, scannedLate.token);
    await expect(other.getByTestId('gate-result')).toHaveAttribute('data-outcome', 'admitted');
    // Back online: both are sent and answered, late: one admitted, one already in.
    await context.setOffline(false);
    await expect(page.getByTestId('gate')).toHaveAttribute('data-queued', '0');
    const late = page.getByTestId('gate-late-item');
    await expect(late).toHaveCount(2);
    await expect(page.locator('[data-testid="gate-late-item"][data-outcome="admitted"]')).toContainText(tapped.names[0]!);
    await expect(page.locator('[data-testid="gate-late-item"][data-outcome="already"]')).toContainText(scannedLate.names[0]!);
    await expect(row(page, tapped)).toHaveAttribute('data-state', 'in');
    await expect(page.getByTestId('gate-connection')).toHaveAttribute('data-state', 'online');
    await second.close();

    // 6. The buyer's ticket page (the link of the tickets mail) shows the entry pass.
    const buyerContext = await phoneContext(browser);
    const buyer = await buyerContext.newPage();
    const ticketPage = `/spectator/${EVENT}?purchase=${family.purchaseId}`;
    await submitPassword(buyer, locale, family.buyer, ticketPage);
    await expect(buyer.getByTestId('entry-pass')).toBeVisible({ timeout: 30_000 });
    await expect(buyer.getByTestId('entry-pass-qr').locator('svg')).toBeVisible();
    await expect(buyer.getByTestId('entry-pass-code')).toHaveText(family.token);
    await expect(buyer.getByTestId('entry-pass-qr')).toHaveAttribute('aria-label', t(locale, 'OrganiserGate.pass.qrLabel', { id: String(family.purchaseId) }));
    await expectNoSeriousA11yViolations(buyer);
    await buyerContext.close();
    await context.close();
  });
}

test('the gate without JavaScript: search and check in by form posts (en)', async ({ browser }) => {
  const signedIn = await phoneContext(browser);
  const page = await signedIn.newPage();
  const party = await makeParty(page, { people: 2 });
  await signInAtGate(page, 'en');
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false, storageState: await signedIn.storageState() });
  const bare = await context.newPage();
  await bare.goto(localePath('en', GATE));
  await bare.getByTestId('gate-search').fill(lastName(party));
  await bare.getByTestId('gate-search').press('Enter');
  await expect(bare).toHaveURL(/\?q=/);
  await expect(bare.getByTestId('gate-matches')).toHaveAttribute('data-matches', '1');
  await row(bare, party).getByTestId('gate-check-in').click();
  await expect(bare.getByTestId('gate-result')).toHaveAttribute('data-outcome', 'admitted');
  await expect(row(bare, party)).toHaveAttribute('data-state', 'in');
  // A typed code, already in: told by whom.
  await bare.getByTestId('gate-code').fill(party.token);
  await bare.getByTestId('gate-code-submit').click();
  await expect(bare.getByTestId('gate-result')).toHaveAttribute('data-outcome', 'already');
  await context.close();
  await signedIn.close();
});

/** A video (YUV4MPEG2, a few still frames) of a QR code of `text` on white, for Chromium's fake camera. */
function qrVideo(text: string, file: string): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const [width, height] = [640, 480];
  const scale = Math.floor(360 / (size + 8));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (qr.modules.get(r, c)) for (let dy = 0; dy < scale; dy++) y.fill(16, (top + r * scale + dy) * width + left + c * scale, (top + r * scale + dy) * width + left + (c + 1) * scale);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 10 }, () => frame)]));
}

test('the camera reads a ticket’s QR code and checks the party in (en)', async ({ browser }, testInfo) => {
  const signedIn = await phoneContext(browser);
  const page = await signedIn.newPage();
  const party = await makeParty(page, { people: 1 });
  await signInAtGate(page, 'en');
  const video = testInfo.outputPath('ticket-qr.y4m');
  qrVideo(party.token, video);
  const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((f) => existsSync(f));
  const camera = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await camera.newContext({ ...PHONE, baseURL: new URL(page.url()).origin, storageState: await signedIn.storageState(), permissions: ['camera'] });
    const gate = await context.newPage();
    const violations: string[] = [];
    gate.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|wasm/i.test(message.text())) violations.push(message.text());
    });
    await openGate(gate, 'en');
    await gate.getByTestId('gate-scan-start').click();
    await expect(gate.getByTestId('gate-scanner')).toHaveAttribute('data-state', 'scanning', { timeout: 30_000 });
    const result = gate.getByTestId('gate-result');
    await expect(result).toHaveAttribute('data-outcome', 'admitted', { timeout: 30_000 });
    await expect(result).toContainText(party.names[0]!);
    await gate.getByTestId('gate-scanner-stop').click();
    await expect(gate.getByTestId('gate-scanner')).toHaveCount(0);
    expect(violations).toEqual([]);
    await context.close();
  } finally {
    await camera.close();
  }
  await signedIn.close();
});

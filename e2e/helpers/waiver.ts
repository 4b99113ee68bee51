import { expect, expectHydrated, t, type Locator, type Page, type TLocale } from '../fixtures';

/** Signing a waiver in the ticket stepper or on a waiver page, as a spectator does it with a finger or a mouse. */

/** Draw a signature in a pad with the mouse: a few strokes, like a person would. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await expect(pad).toHaveAttribute('data-ready', 'true');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('signature pad has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 30, y);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 18, y + (i % 2 === 0 ? -25 : 25), { steps: 3 });
  await page.mouse.up();
  await page.mouse.move(box.x + 80, y - 30);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, y + 30, { steps: 5 });
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-empty', 'false');
}

/**
 * Fill and sign a waiver form (`testId` prefix of its elements): every box, consent, the
 * signature, the selfie from the fake camera when asked, the certification; then wait for the
 * signed state.
 */
export async function signWaiver(page: Page, locale: TLocale, testId: string, options: { selfie: boolean; then?: () => Promise<void> }): Promise<void> {
  const form = page.getByTestId(`${testId}-form`);
  await expect(form).toBeVisible();
  await expectHydrated(page.getByTestId(`${testId}-submit`));
  const boxes = form.locator(`input[data-testid^="${testId}-box-"]`);
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) await box.check();
  await page.getByTestId(`${testId}-consent`).check();
  await drawSignature(page, page.getByTestId(`${testId}-signature-pad`));
  if (options.selfie) {
    await form.getByRole('button', { name: t(locale, 'WaiverUi.selfie.start') }).click();
    const capture = form.getByRole('button', { name: t(locale, 'WaiverUi.selfie.capture') });
    await expect(capture).toBeEnabled();
    await capture.click();
    await expect(form.getByRole('img', { name: t(locale, 'WaiverUi.selfie.previewAlt') })).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  }
  await page.getByTestId(`${testId}-certify`).check();
  await page.getByTestId(`${testId}-submit`).click();
  const signed = options.then ?? (() => expect(page.getByTestId(`${testId}-status`)).toHaveText(t(locale, 'Waiver.status.signed'), { timeout: 30_000 }));
  await signed().catch(async (error: unknown) => {
    const shown = await page.getByTestId(`${testId}-form-error`).allTextContents();
    throw new Error(`${testId} was not signed; the form says: ${JSON.stringify(shown)}`, { cause: error });
  });
}

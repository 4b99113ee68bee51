// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../setup/intl';
import { t } from './translate';
import { setupUser, type TUser } from '../../setup/user';
import { navigation, spyRouter } from '../../setup/navigation';

const refresh = vi.fn();
const replace = vi.fn();
beforeEach(() => {
  Object.assign(navigation, { router: { ...spyRouter(), refresh, replace } });
});

/** The pad and the camera have their own tests: here they are buttons that produce an image. */
vi.mock('@/components/waiver/lazy', () => ({
  LazySignaturePad: ({ onChange, error }: { onChange: (v: string | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange('data:image/png;base64,SIG')}>
        draw
      </button>
      {error ? <p data-testid="signature-error">{error}</p> : null}
    </div>
  ),
  LazySelfieCapture: ({ onChange, error }: { onChange: (v: string | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange('data:image/jpeg;base64,SELFIE')}>
        snap
      </button>
      {error ? <p data-testid="selfie-error">{error}</p> : null}
    </div>
  ),
}));

const { WaiverForm } = await import('@/components/waiver/WaiverForm');

const ERRORS = Object.fromEntries(
  ['tickAllBoxesAndSign', 'consentRequired', 'certifyRequired', 'signatureRequired', 'selfieRequired', 'signatureInvalid', 'waiverRejected'].map((key) => [
    key,
    t('en', `Waiver.errors.${key}`),
  ]),
) as Record<string, string>;

const document = {
  boxes: [
    { key: 'risk', label: 'I accept the risks' },
    { key: 'rules', label: 'I follow the rules' },
  ],
  consentText: 'I agree to sign electronically',
  certificationText: 'The information is correct',
  requiresSelfie: true,
};

function renderForm(overrides: Partial<Parameters<typeof WaiverForm>[0]> = {}) {
  const sign = vi.fn().mockResolvedValue({ ok: true });
  const reject = vi.fn().mockResolvedValue({ ok: true });
  renderWithIntl(
    <WaiverForm
      document={document}
      signer={{ signerName: 'Ana Pérez', spectatorName: 'Ana Pérez', isMinor: false }}
      sign={sign}
      reject={reject}
      {...overrides}
    />,
  );
  return { sign, reject };
}

const tick = (label: string) => user.click(screen.getByRole('checkbox', { name: label }));

async function fillAll() {
  await tick('I accept the risks');
  await tick('I follow the rules');
  await tick(document.consentText);
  await tick(document.certificationText);
  await user.click(screen.getByRole('button', { name: 'draw' }));
  await user.click(screen.getByRole('button', { name: 'snap' }));
}

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('WaiverForm', () => {
  beforeEach(() => {
    refresh.mockClear();
    replace.mockClear();
  });

  it('refuses an incomplete form with every missing entry named, without calling the server', async () => {
    const { sign } = renderForm();
    await tick('I accept the risks');
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.sign') }));

    expect((await screen.findByRole('alert')).textContent).toBe(t('en', 'WaiverUi.form.fixFields'));
    expect(screen.getByRole('group', { name: t('en', 'WaiverUi.form.boxesLegend') }).textContent).toContain(ERRORS.tickAllBoxesAndSign);
    expect(screen.getByRole('checkbox', { name: document.consentText, description: ERRORS.consentRequired })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: document.certificationText, description: ERRORS.certifyRequired })).toBeTruthy();
    expect(screen.getByTestId('signature-error').textContent).toBe(ERRORS.signatureRequired);
    expect(screen.getByTestId('selfie-error').textContent).toBe(ERRORS.selfieRequired);
    expect(sign).not.toHaveBeenCalled();
    // What was ticked stays ticked.
    expect((screen.getByRole('checkbox', { name: 'I accept the risks' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the ticked boxes, consent, certification, signature and selfie, then refreshes the page', async () => {
    const { sign } = renderForm();
    await fillAll();
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.sign') }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(sign).toHaveBeenCalledWith({
      boxes: ['risk', 'rules'],
      esignConsent: true,
      certify: true,
      signature: 'data:image/png;base64,SIG',
      selfie: 'data:image/jpeg;base64,SELFIE',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server refusal and keeps everything entered', async () => {
    const { sign } = renderForm();
    sign.mockResolvedValueOnce({ ok: false, error: 'signatureInvalid', fieldErrors: { signature: 'signatureInvalid' } });
    await fillAll();
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.sign') }));
    expect((await screen.findByRole('alert')).textContent).toBe(ERRORS.signatureInvalid);
    expect(screen.getByTestId('signature-error').textContent).toBe(ERRORS.signatureInvalid);
    expect(refresh).not.toHaveBeenCalled();
    for (const label of ['I accept the risks', 'I follow the rules', document.consentText, document.certificationText]) {
      expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(true);
    }
    // A second try sends the same entries again.
    sign.mockResolvedValueOnce({ ok: true });
    await user.click(await screen.findByRole('button', { name: t('en', 'WaiverUi.form.sign') }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(sign.mock.calls[1]).toEqual(sign.mock.calls[0]);
  });

  it('shows a signer without an owner\'s account the outcome through the copy link it was given', async () => {
    const { sign } = renderForm();
    const token = 'A'.repeat(42) + 'w';
    sign.mockResolvedValueOnce({ ok: true, copyToken: token });
    await fillAll();
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.sign') }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`?token=${token}`));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('has no selfie when the event does not ask for one', async () => {
    const { sign } = renderForm({ document: { ...document, requiresSelfie: false } });
    expect(screen.queryByRole('button', { name: 'snap' })).toBeNull();
    await tick('I accept the risks');
    await tick('I follow the rules');
    await tick(document.consentText);
    await tick(document.certificationText);
    await user.click(screen.getByRole('button', { name: 'draw' }));
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.sign') }));
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
    expect(sign.mock.calls[0]![0]).not.toHaveProperty('selfie');
  });

  it('says so when the server cannot be reached, keeping the form', async () => {
    const { sign } = renderForm();
    sign.mockRejectedValueOnce(new Error('network'));
    await fillAll();
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.sign') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('en', 'WaiverUi.form.failed'));
    expect((screen.getByRole('checkbox', { name: document.consentText }) as HTMLInputElement).checked).toBe(true);
  });

  it('refuses to sign only after confirmation', async () => {
    const { reject, sign } = renderForm();
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.reject') }));
    const dialog = await screen.findByRole('dialog', { name: t('en', 'WaiverUi.form.rejectTitle') });
    expect(dialog.textContent).toContain(t('en', 'WaiverUi.form.rejectText'));
    await user.click(screen.getByRole('button', { name: t('en', 'WaiverUi.form.rejectKeep') }));
    expect(reject).not.toHaveBeenCalled();

    // The dialog hides the page from assistive technology until it has closed.
    await user.click(await screen.findByRole('button', { name: t('en', 'WaiverUi.form.reject') }));
    await user.click(await screen.findByRole('button', { name: t('en', 'WaiverUi.form.rejectConfirm') }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(reject).toHaveBeenCalledTimes(1);
    expect(sign).not.toHaveBeenCalled();
  });

  it('names the guardian and the minor in the page language', () => {
    renderForm({ signer: { signerName: 'Ana Pérez', spectatorName: 'Leo Pérez', isMinor: true, relationship: 'mère' } });
    expect(screen.getByTestId('waiver-signer').textContent).toBe(
      t('en', 'WaiverUi.form.signingForMinor', { signer: 'Ana Pérez', spectator: 'Leo Pérez', relationship: 'mère' }),
    );
  });
});

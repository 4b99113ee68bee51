// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { SELFIE_MAX_BYTES } from '@/lib/validation/waiver';
import { renderWithIntl } from '../../setup/intl';
import { t } from './translate';
import { setupUser, type TUser } from '../../setup/user';

/**
 * A selfie too large for the server (over the service's 5 MB, or a post over the server's body
 * limit) is named as such: refused before sending, and a large post the server or a proxy refused
 * without an answer says the same, not "something went wrong".
 */

const photo = vi.hoisted(() => ({ dataUrl: '' }));
vi.mock('@/components/waiver/lazy', () => ({
  LazySignaturePad: ({ onChange }: { onChange: (v: string | null) => void }) => (
    <button type="button" onClick={() => onChange('data:image/png;base64,SIG')}>
      draw
    </button>
  ),
  LazySelfieCapture: ({ onChange, error }: { onChange: (v: string | null) => void; error?: string }) => (
    <div>
      <button type="button" onClick={() => onChange(photo.dataUrl)}>
        snap
      </button>
      {error ? <p data-testid="selfie-error">{error}</p> : null}
    </div>
  ),
}));

const { WaiverForm } = await import('@/components/waiver/WaiverForm');

/** A JPEG data URL whose content decodes to `bytes` bytes. */
const jpegOf = (bytes: number) => `data:image/jpeg;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;

type TSign = Parameters<typeof WaiverForm>[0]['sign'];

async function signWith(dataUrl: string, sign: TSign) {
  photo.dataUrl = dataUrl;
  renderWithIntl(
    <WaiverForm
      document={{ boxes: [{ key: 'risk', label: 'Risques' }], consentText: 'Consentement', certificationText: 'Certification', requiresSelfie: true }}
      signer={{ signerName: 'Ana Pérez', spectatorName: 'Ana Pérez', isMinor: false }}
      sign={sign}
    />,
    'fr',
  );
  for (const label of ['Risques', 'Consentement', 'Certification']) await user.click(screen.getByRole('checkbox', { name: label }));
  await user.click(screen.getByRole('button', { name: 'draw' }));
  await user.click(screen.getByRole('button', { name: 'snap' }));
  await user.click(screen.getByRole('button', { name: t('fr', 'WaiverUi.form.sign') }));
}

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('WaiverForm: selfie size', () => {
  it('refuses a selfie over 5 MB before sending it, with the translated "too large"', async () => {
    const sign = vi.fn<TSign>();
    await signWith(jpegOf(SELFIE_MAX_BYTES + 3), sign);
    expect((await screen.findByRole('alert')).textContent).toBe(t('fr', 'Waiver.errors.selfieTooLarge'));
    expect(screen.getByTestId('selfie-error').textContent).toBe(t('fr', 'Waiver.errors.selfieTooLarge'));
    expect(sign).not.toHaveBeenCalled();
  });

  it('names the size when a large post is refused without an answer (413 of the server or a proxy)', async () => {
    const sign = vi.fn<TSign>().mockRejectedValue(new Error('An unexpected response was received from the server.'));
    await signWith(jpegOf(2 * 1024 * 1024), sign);
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
    expect((await screen.findByRole('alert')).textContent).toBe(t('fr', 'Waiver.errors.selfieTooLarge'));
  });

  it('a small selfie whose post fails without an answer is a plain failure', async () => {
    await signWith(jpegOf(50_000), vi.fn<TSign>().mockRejectedValue(new Error('network')));
    expect((await screen.findByRole('alert')).textContent).toBe(t('fr', 'WaiverUi.form.failed'));
  });
});

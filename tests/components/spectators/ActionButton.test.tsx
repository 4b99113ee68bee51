// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../setup/intl';
import { t } from '../waiver/translate';
import { setupUser, type TUser } from '../../setup/user';
import { navigation, spyRouter } from '../../setup/navigation';

const refresh = vi.fn();
beforeEach(() => {
  refresh.mockClear();
  Object.assign(navigation, { router: { ...spyRouter(), refresh } });
});

const { ActionButton } = await import('@/components/spectators/ActionButton');

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

const confirm = { title: 'Remove Inés?', text: 'Her waiver is withdrawn.', yes: 'Remove' };

describe('ActionButton', () => {
  it('runs the action, re-renders the page and announces what was done', async () => {
    const action = vi.fn().mockResolvedValue({ ok: true });
    renderWithIntl(<ActionButton action={action} label="Send link" done="Link sent to Inés" testId="resend-link" />, 'fr');
    await user.click(screen.getByTestId('resend-link'));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Link sent to Inés');
    expect(screen.queryByTestId('resend-link-error')).toBeNull();
  });

  it('shows a refusal under the button as an alert, in the page language, without re-rendering', async () => {
    const action = vi.fn().mockResolvedValue({ ok: false, error: 'soldOut' });
    renderWithIntl(<ActionButton action={action} label="Continue" testId="buyer-continue" />, 'es');
    await user.click(screen.getByTestId('buyer-continue'));
    const error = await screen.findByTestId('buyer-continue-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe(t('es', 'Spectator.errors.soldOut'));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('asks first with a confirmation: Keep changes nothing, the confirmation runs the action', async () => {
    const action = vi.fn().mockResolvedValue({ ok: true });
    renderWithIntl(<ActionButton action={action} label="Remove" confirm={confirm} color="error" variant="text" testId="remove-spectator" />, 'en');
    const dialog = screen.getByTestId('remove-spectator-dialog') as HTMLDialogElement;
    expect(dialog.open).toBe(false);

    await user.click(screen.getByTestId('remove-spectator'));
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('dialog', { name: confirm.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('en', 'SpectatorUi.common.keep') }));
    expect(dialog.open).toBe(false);
    expect(action).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('remove-spectator'));
    await user.click(screen.getByTestId('remove-spectator-confirm'));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('shows its pending label and cannot be pressed again while the call runs', async () => {
    let finish: (value: { ok: true }) => void = () => {};
    const action = vi.fn(() => new Promise<{ ok: true }>((resolve) => (finish = resolve)));
    renderWithIntl(<ActionButton action={action} label="Continue" pendingLabel="One moment…" variant="contained" testId="buyer-continue" />, 'en');
    await user.click(screen.getByTestId('buyer-continue'));
    const button = screen.getByTestId('buyer-continue') as HTMLButtonElement;
    await waitFor(() => expect(button.textContent).toBe('One moment…'));
    expect(button.disabled).toBe(true);
    finish({ ok: true });
    await waitFor(() => expect(button.textContent).toBe('Continue'));
  });
});

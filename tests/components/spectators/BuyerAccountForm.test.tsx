// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { validationMessageValues } from '@/lib/validation/participant';
import { renderWithIntl } from '../../setup/intl';
import { t } from '../waiver/translate';
import { retype, setupUser, type TUser } from '../../setup/user';
import { navigation, spyRouter } from '../../setup/navigation';

const refresh = vi.fn();
beforeEach(() => {
  Object.assign(navigation, { router: { ...spyRouter(), refresh } });
});

const { BuyerAccountForm } = await import('@/components/spectators/BuyerAccountForm');
const { ACCOUNT_CHANGED_EVENT } = await import('@/components/accounts/auth/account-events');

const field = (name: string) => screen.getByTestId(`buyer-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => retype(user, field(name), value);
const values = { ...validationMessageValues };

async function fillValid(birthDate = '1985-06-20') {
  await type('firstName', 'Renée');
  await type('lastName', 'Lachance');
  await user.click(screen.getByRole('radio', { name: t('fr', 'SpectatorUi.genders.female') }));
  await type('birthDate', birthDate);
  await type('email', 'renee@example.com');
  await type('emailConfirmation', 'renee@example.com');
  await type('password', 'Holeshot77');
  await type('passwordConfirmation', 'Holeshot77');
}

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('BuyerAccountForm', () => {
  beforeEach(() => refresh.mockClear());

  it('refuses an empty form with the registration messages, in the page language', async () => {
    const create = vi.fn();
    renderWithIntl(<BuyerAccountForm create={create} />, 'fr');
    await user.click(screen.getByTestId('buyer-account-submit'));
    expect(await screen.findByText(t('fr', 'ParticipantValidation.participant.firstName.null', values))).toBeTruthy();
    expect(screen.getByText(t('fr', 'ParticipantValidation.participant.password.null', values))).toBeTruthy();
    expect(screen.getByText(t('fr', 'Spectator.errors.invalidBirthDate'))).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('refuses a minor: only adults buy', async () => {
    const create = vi.fn();
    renderWithIntl(<BuyerAccountForm create={create} />, 'fr');
    await fillValid(`${new Date().getUTCFullYear() - 15}-01-01`);
    await user.click(screen.getByTestId('buyer-account-submit'));
    expect(await screen.findByText(t('fr', 'Spectator.errors.adultsOnly'))).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });

  it('creates the account, tells the top bar and re-renders the page on success', async () => {
    const create = vi.fn().mockResolvedValue({ ok: true });
    const heard = vi.fn();
    window.addEventListener(ACCOUNT_CHANGED_EVENT, heard);
    renderWithIntl(<BuyerAccountForm create={create} />, 'fr');
    await fillValid();
    await user.click(screen.getByTestId('buyer-account-submit'));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    window.removeEventListener(ACCOUNT_CHANGED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]![0]).toMatchObject({ firstName: 'Renée', gender: 'female', birthDate: '1985-06-20', email: 'renee@example.com' });
  });

  it('shows an email already taken on its field and keeps everything typed', async () => {
    const create = vi.fn().mockResolvedValue({ ok: false, error: 'fillAllEntries', fieldErrors: { email: 'ParticipantValidation.participant.email.taken' } });
    renderWithIntl(<BuyerAccountForm create={create} />, 'fr');
    await fillValid();
    await user.click(screen.getByTestId('buyer-account-submit'));
    expect(await screen.findByText(t('fr', 'ParticipantValidation.participant.email.taken', values))).toBeTruthy();
    expect(screen.getByTestId('buyer-account-error').textContent).toBe(t('fr', 'Spectator.errors.fillAllEntries'));
    expect(field('email').value).toBe('renee@example.com');
    expect(field('password').value).toBe('Holeshot77');
    expect(refresh).not.toHaveBeenCalled();
  });
});

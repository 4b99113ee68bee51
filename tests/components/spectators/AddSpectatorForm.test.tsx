// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderWithIntl } from '../../setup/intl';
import { t } from '../waiver/translate';
import { retype, setupUser, type TUser } from '../../setup/user';
import { navigation, spyRouter } from '../../setup/navigation';

const refresh = vi.fn();
beforeEach(() => {
  Object.assign(navigation, { router: { ...spyRouter(), refresh } });
});

const { AddSpectatorForm } = await import('@/components/spectators/AddSpectatorForm');

/** A birth date `years` ago (June 1st), as the date input gives it. */
const yearsAgo = (years: number) => `${new Date().getUTCFullYear() - years}-06-01`;
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => retype(user, input(testId), value);

function renderForm(add = vi.fn().mockResolvedValue({ ok: true, mailed: true }), familyMinors = [] as Parameters<typeof AddSpectatorForm>[0]['familyMinors']) {
  renderWithIntl(<AddSpectatorForm add={add} familyMinors={familyMinors} />, 'es');
  return add;
}

async function fillAdult() {
  await type('spectator-firstName', 'Inés');
  await type('spectator-lastName', 'Ortega');
  await user.click(screen.getByRole('radio', { name: t('es', 'SpectatorUi.genders.female') }));
  await type('spectator-birthDate', yearsAgo(30));
  await type('spectator-email', 'ines@example.com');
}

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('AddSpectatorForm', () => {
  beforeEach(() => refresh.mockClear());

  it('asks an adult for an email and the mail language, a minor for the relationship instead', async () => {
    renderForm();
    await type('spectator-birthDate', yearsAgo(30));
    expect(screen.getByTestId('spectator-email')).toBeTruthy();
    expect(screen.queryByTestId('minor-note')).toBeNull();
    await type('spectator-birthDate', yearsAgo(9));
    expect(await screen.findByTestId('minor-note')).toBeTruthy();
    expect(screen.getByTestId('minor-note').textContent).toBe(t('es', 'SpectatorUi.add.minorNote'));
    expect(screen.queryByTestId('spectator-email')).toBeNull();
    expect(screen.getByRole('combobox', { name: new RegExp(t('es', 'SpectatorUi.add.relationship')) })).toBeTruthy();
  });

  it('refuses an empty form with the translated messages, without calling the server', async () => {
    const add = renderForm();
    await user.click(screen.getByTestId('add-spectator-submit'));
    expect(await screen.findByText(t('es', 'Spectator.errors.missingFirstName'))).toBeTruthy();
    expect(screen.getByText(t('es', 'Spectator.errors.missingLastName'))).toBeTruthy();
    expect(screen.getByText(t('es', 'Spectator.errors.missingGender'))).toBeTruthy();
    expect(screen.getByText(t('es', 'Spectator.errors.invalidBirthDate'))).toBeTruthy();
    expect(add).not.toHaveBeenCalled();
  });

  it('adds an adult with their email and language, says the link was mailed, and empties the form', async () => {
    const add = renderForm();
    await fillAdult();
    await user.click(screen.getByTestId('add-spectator-submit'));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith({ firstName: 'Inés', lastName: 'Ortega', gender: 'female', birthDate: yearsAgo(30), email: 'ines@example.com', locale: 'es' });
    expect((await screen.findByTestId('add-spectator-done')).textContent).toBe(t('es', 'SpectatorUi.add.addedAdult', { name: 'Inés Ortega' }));
    expect(input('spectator-firstName').value).toBe('');
  });

  it('adds a minor with the relationship, without an email', async () => {
    const add = renderForm();
    await type('spectator-firstName', 'Leo');
    await type('spectator-lastName', 'Ortega');
    await user.click(screen.getByRole('radio', { name: t('es', 'SpectatorUi.genders.male') }));
    await type('spectator-birthDate', yearsAgo(9));
    await user.selectOptions(await screen.findByRole('combobox', { name: new RegExp(t('es', 'SpectatorUi.add.relationship')) }), t('es', 'SpectatorUi.relationships.mother'));
    await user.click(screen.getByTestId('add-spectator-submit'));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledWith({ firstName: 'Leo', lastName: 'Ortega', gender: 'male', birthDate: yearsAgo(9), relationship: 'mother' });
    expect((await screen.findByTestId('add-spectator-done')).textContent).toBe(t('es', 'SpectatorUi.add.addedMinor', { name: 'Leo Ortega' }));
  });

  it('shows a refusal of the server on its field and keeps what was typed', async () => {
    const add = vi.fn().mockResolvedValue({ ok: false, error: 'emailExists', fieldErrors: { email: 'emailExists' } });
    renderForm(add);
    await fillAdult();
    await user.click(screen.getByTestId('add-spectator-submit'));
    expect((await screen.findByTestId('add-spectator-error')).textContent).toBe(t('es', 'Spectator.errors.emailExists'));
    expect(input('spectator-email').getAttribute('aria-invalid')).toBe('true');
    expect(input('spectator-email').value).toBe('ines@example.com');
    expect(input('spectator-firstName').value).toBe('Inés');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('fills in a minor of the family with one click', async () => {
    renderForm(undefined, [{ accountId: 103, firstName: 'Léa', lastName: 'Lefebvre', gender: 'female', birthDate: yearsAgo(12), relationship: 'mother' }]);
    await user.click(screen.getByRole('button', { name: t('es', 'SpectatorUi.add.fill', { name: 'Léa Lefebvre' }) }));
    await waitFor(() => expect(input('spectator-firstName').value).toBe('Léa'));
    expect(input('spectator-birthDate').value).toBe(yearsAgo(12));
    expect(await screen.findByTestId('minor-note')).toBeTruthy();
  });
});

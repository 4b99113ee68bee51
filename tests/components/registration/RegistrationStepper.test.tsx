// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DRAFT_STORAGE_KEY, emptyDraft, resetStoredDraftSnapshot } from '@/components/accounts/registration/draft';
import { renderWithIntl } from '../../setup/intl';
import { retype, setupUser, type TUser } from '../../setup/user';
import { navigation } from '../../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/registration/participant', search: '', params: {} });
});
const submitRegistrationAction = vi.fn();
vi.mock('@/components/accounts/registration/actions', () => ({ submitRegistrationAction, signInGuardianAction: vi.fn() }));

const { RegistrationStepper } = await import('@/components/accounts/registration/RegistrationStepper');

/** An adult's draft typed before a reload (everything but the passwords, which are never kept). */
function storeDraft() {
  const draft = emptyDraft();
  draft.information = { firstName: 'Chloé', lastName: 'Bélanger', gender: 'female', birthDate: { year: '1990', month: '4', day: '2' }, guardianMode: '' };
  draft.login = { email: 'chloe@example.racing', emailConfirmation: 'chloe@example.racing', password: '', passwordConfirmation: '' };
  draft.contact = { phone: '416-555-0199', address: '12 Pit Lane', country: 'CA', state: 'Ontario', city: 'Walton', zip: 'N0G 2V0', area: '' };
  draft.emergency = { firstName: 'Marc', lastName: 'Roy', cell: '519-555-0100', phone: '', email: '' };
  window.sessionStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ draft, step: 'confirmation' }));
}

const stepIs = (step: string) => waitFor(() => expect(screen.getByTestId('registration').getAttribute('data-step')).toBe(step));

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

/** From the stored draft's Login step to Confirmation, then Register. */
async function registerStoredDraft() {
  await stepIs('loginData');
  await retype(user, screen.getByTestId('login-password'), 'Holeshot77');
  await retype(user, screen.getByTestId('login-passwordConfirmation'), 'Holeshot77');
  await user.click(screen.getByTestId('registration-next'));
  await stepIs('contactInformation');
  await user.click(screen.getByTestId('registration-next'));
  await stepIs('emergencyContact');
  await user.click(screen.getByTestId('registration-next'));
  await stepIs('minors');
  // Minors and Confirmation load their code when reached (find* waits for it).
  await user.click(await screen.findByTestId('registration-skip'));
  await stepIs('confirmation');
  await user.click(await screen.findByTestId('registration-submit'));
}

describe('RegistrationStepper: the answer of the server', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    resetStoredDraftSnapshot();
    window.sessionStorage.clear();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('brings a possible duplicate account into view and moves focus to it (no field to send the visitor to)', async () => {
    submitRegistrationAction.mockResolvedValue({ ok: false, formError: 'duplicate', supportEmail: 'support@example.racing', duplicateName: 'Chloé Bélanger' });
    storeDraft();
    renderWithIntl(<RegistrationStepper signedInGuardian={null} />);
    await registerStoredDraft();
    const alert = await screen.findByTestId('registration-error');
    expect(alert.textContent).toContain('Chloé Bélanger');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(alert);
    expect(screen.getByTestId('registration').getAttribute('data-step')).toBe('confirmation');
  });

  it('goes on to the thank-you page with the event the visitor came to register for', async () => {
    submitRegistrationAction.mockResolvedValue({ ok: true, accountId: 42, signedInAccountId: 42 });
    storeDraft();
    renderWithIntl(<RegistrationStepper signedInGuardian={null} eventId={4} />);
    await registerStoredDraft();
    await stepIs('completed');
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledTimes(1));
    expect(vi.mocked(navigation.router.push).mock.calls[0]![0]).toMatch(/\/thank-you-page\/participant\/42\?event=4$/);
  });

  it('without an event, to the thank-you page alone', async () => {
    submitRegistrationAction.mockResolvedValue({ ok: true, accountId: 42, signedInAccountId: 42 });
    storeDraft();
    renderWithIntl(<RegistrationStepper signedInGuardian={null} />);
    await registerStoredDraft();
    await waitFor(() => expect(navigation.router.push).toHaveBeenCalledTimes(1));
    expect(vi.mocked(navigation.router.push).mock.calls[0]![0]).toMatch(/\/thank-you-page\/participant\/42$/);
  });
});

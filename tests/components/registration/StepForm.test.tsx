// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { StepForm } from '@/components/accounts/registration/StepForm';
import { TextInput } from '@/components/accounts/registration/fields';
import { contactStepSchema } from '@/components/accounts/registration/step-schemas';
import { validationMessageValues } from '@/lib/validation/participant';
import { renderWithIntl } from '../../setup/intl';
import { t } from '../waiver/translate';
import { setupUser } from '../../setup/user';

const offline = () => new TypeError('Failed to fetch dynamically imported module');

function renderStep(schema: () => Promise<typeof contactStepSchema>, onValid = vi.fn()) {
  renderWithIntl(
    <StepForm
      schema={schema}
      values={{ contact: { phone: '', address: '', country: 'CA', state: 'Quebec', city: 'Laval', zip: 'H7A 1A1', area: '' } }}
      onChange={() => {}}
      onValid={onValid}
      actions={<button type="submit">Next</button>}
      testId="step"
      label="Contact"
    >
      <TextInput name="contact.phone" label="Phone" testId="phone" />
      <TextInput name="contact.address" label="Address" testId="address" />
    </StepForm>,
  );
  return onValid;
}

describe('StepForm (schema loaded after the page)', () => {
  it('checks with the loaded schema: a field left empty gets its message', async () => {
    const user = setupUser();
    renderStep(async () => contactStepSchema);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const phone = screen.getByTestId('phone');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    const described = (phone.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(t('en', 'ParticipantValidation.participant.phone.null', { ...validationMessageValues }));
  });

  it('a schema that cannot load keeps what was typed, says to try again, and the next Next loads it and goes on', async () => {
    const user = setupUser();
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw offline();
      return contactStepSchema;
    });
    const onValid = renderStep(load);
    await user.type(screen.getByTestId('phone'), '5145550199');
    await user.type(screen.getByTestId('address'), '12 rue Principale');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByTestId('registration-check-failed')).textContent).toBe(t('en', 'Registration.errors.failed'));
    expect(onValid).not.toHaveBeenCalled();
    expect((screen.getByTestId('phone') as HTMLInputElement).value).toBe('5145550199');
    expect((screen.getByTestId('address') as HTMLInputElement).value).toBe('12 rue Principale');

    online = true;
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]![0]).toMatchObject({ contact: { phone: '5145550199', address: '12 rue Principale' } });
    expect(screen.queryByTestId('registration-check-failed')).toBeNull();
  });
});

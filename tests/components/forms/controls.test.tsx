// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { Alert } from '@/components/forms/Alert';
import { ConfirmDialog } from '@/components/forms/ConfirmDialog';
import { CheckboxControl, RadioGroupControl, SelectControl, TextControl } from '@/components/forms/controls';
import { Stepper } from '@/components/forms/Stepper';
import { setupUser } from '../../setup/user';

/** What a screen reader reads as an element's description: the texts its aria-describedby names. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const attr = (el: HTMLElement, name: string) => el.getAttribute(name);

/** The form controls without MUI: what a screen reader and a keyboard meet (docs/decisions/044). */
describe('TextControl', () => {
  it('is named by its label, marked required, and described by its hint', () => {
    render(<TextControl label="First name" required hint="As on your licence" testId="first" />);
    const input = screen.getByRole('textbox', { name: /First name/ });
    expect(input).toBe(screen.getByTestId('first'));
    expect((input as HTMLInputElement).required).toBe(true);
    expect(attr(input, 'aria-invalid')).toBeNull();
    expect(description(input)).toBe('As on your licence');
  });

  it('says it is wrong and why, in place of the hint', () => {
    render(<TextControl label="Email" type="email" error="Enter an email" hint="We send the receipt there" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(attr(input, 'aria-invalid')).toBe('true');
    expect(description(input)).toBe('Enter an email');
    expect(screen.queryByText('We send the receipt there')).toBeNull();
  });

  it('passes a ref and change events through (what react-hook-form register gives)', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    let element: HTMLInputElement | null = null;
    render(<TextControl label="City" name="city" onChange={onChange} ref={(el) => void (element = el)} />);
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Laval');
    expect(element).toBe(screen.getByRole('textbox', { name: 'City' }));
    expect(onChange).toHaveBeenCalledTimes(5);
    expect(attr(screen.getByRole('textbox', { name: 'City' }), 'name')).toBe('city');
  });
});

describe('SelectControl', () => {
  it('is a native select with its empty first choice, chosen from the keyboard or a list', async () => {
    const user = setupUser();
    render(<SelectControl label="Country" placeholder="Choose…" options={[{ value: 'CA', label: 'Canada' }, { value: 'US', label: 'United States' }]} testId="country" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Canada', 'United States']);
    await user.selectOptions(select, 'US');
    expect((select as HTMLSelectElement).value).toBe('US');
  });

  it('can be marked invalid without a message of its own (a part of a date)', () => {
    render(<SelectControl label="Day" invalid options={[{ value: '1', label: '1' }]} aria-describedby="date-message" />);
    const select = screen.getByRole('combobox', { name: 'Day' });
    expect(attr(select, 'aria-invalid')).toBe('true');
    expect(attr(select, 'aria-describedby')).toBe('date-message');
  });
});

describe('RadioGroupControl', () => {
  function Gender({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return (
      <RadioGroupControl
        name="gender"
        legend="Gender"
        required
        value={value}
        onChange={setValue}
        error={error}
        options={[
          { value: 'female', label: 'Female' },
          { value: 'male', label: 'Male' },
        ]}
        testId="gender"
      />
    );
  }

  it('groups its radios under the legend, and one click chooses one', async () => {
    const user = setupUser();
    render(<Gender />);
    expect(screen.getByRole('group', { name: /Gender/ })).toBe(screen.getByTestId('gender'));
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(false);
  });

  it('describes every radio by the group message when wrong', () => {
    render(<Gender error="Choose a gender" />);
    for (const radio of screen.getAllByRole('radio')) expect(description(radio)).toBe('Choose a gender');
  });
});

describe('CheckboxControl', () => {
  it('is named by the text beside it and described by its message', async () => {
    const user = setupUser();
    render(<CheckboxControl label="I accept the terms" error="You must accept" testId="consent" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(description(box)).toBe('You must accept');
    await user.click(screen.getByText('I accept the terms'));
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});

describe('Alert', () => {
  it('shows its text and action, with the role the caller gives', () => {
    render(
      <Alert severity="error" role="alert" action={<button type="button">Retry</button>}>
        The payment failed
      </Alert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The payment failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('Stepper', () => {
  it('marks the current step and those done, and links back to the ones it may', () => {
    render(
      <Stepper
        label="Steps"
        current={1}
        isDone={(i) => i < 1}
        testId="steps"
        renderLink={(href, children) => <a href={href}>{children}</a>}
        steps={[
          { key: 'buyer', label: 'Buyer', href: '/a' },
          { key: 'waiver', label: 'Waiver', href: '/b' },
          { key: 'pay', label: 'Payment', optional: 'Optional' },
        ]}
      />,
    );
    const [buyer, waiver, pay] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement, HTMLElement];
    expect(screen.getByRole('navigation', { name: 'Steps' })).toBeTruthy();
    expect(attr(waiver, 'aria-current')).toBe('step');
    expect(attr(buyer, 'data-done')).toBe('true');
    expect(attr(pay, 'data-done')).toBeNull();
    expect(attr(screen.getByRole('link', { name: 'Buyer' }), 'href')).toBe('/a');
    expect(screen.queryByRole('link', { name: 'Waiver' })).toBeNull();
    expect(pay.textContent).toBe('PaymentOptional');
  });
});

describe('ConfirmDialog', () => {
  function Confirm({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Remove
        </button>
        <ConfirmDialog
          open={open}
          title="Remove Ana?"
          text="Her waiver goes with her."
          keepLabel="Keep"
          confirmLabel="Remove"
          danger
          onKeep={() => setOpen(false)}
          onConfirm={() => {
            setOpen(false);
            onConfirm();
          }}
          testId="remove"
        />
      </>
    );
  }

  it('opens named and described by its title and text, and Keep closes it without acting', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    render(<Confirm onConfirm={onConfirm} />);
    const dialog = screen.getByTestId('remove-dialog');
    expect(attr(dialog, 'open')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(attr(dialog, 'open')).not.toBeNull();
    expect(description(screen.getByRole('dialog', { name: 'Remove Ana?' }))).toBe('Her waiver goes with her.');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(attr(dialog, 'open')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('acts once on the confirm button', async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    render(<Confirm onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByTestId('remove-confirm'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(attr(screen.getByTestId('remove-dialog'), 'open')).toBeNull();
  });
});

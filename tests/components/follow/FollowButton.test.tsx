// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FollowButton } from '@/components/follow/FollowButton';
import { FOLLOWED_KEY } from '@/lib/follow/followed';
import { renderWithIntl } from '../../setup/intl';

/** The follow button of the rider's page. */

const stored = () => JSON.parse(localStorage.getItem(FOLLOWED_KEY) ?? '[]') as unknown[];

beforeEach(() => {
  localStorage.clear();
});

describe('FollowButton', () => {
  it('toggles following with aria-pressed, "Follow" / "Following" and the name for screen readers', async () => {
    const user = userEvent.setup();
    renderWithIntl(<FollowButton riderId={7} name="Liam Doyle" number="33" />);
    const button = screen.getByTestId('follow-button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Follow Liam Doyle' })).toBe(button);

    await user.click(button);
    expect(stored()).toEqual([{ id: 7, name: 'Liam Doyle', number: '33' }]);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Following Liam Doyle', pressed: true })).toBe(button);
    expect(screen.getByTestId('follow-button-status').textContent).toBe('Liam Doyle followed');

    button.focus();
    await user.keyboard('{Enter}');
    expect(stored()).toEqual([]);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('follow-button-status').textContent).toBe('Liam Doyle no longer followed');
  });

  it('shows a rider followed elsewhere (the results table, another tab) as pressed', async () => {
    renderWithIntl(<FollowButton riderId={7} name="Liam Doyle" />, 'fr');
    await act(async () => {
      localStorage.setItem(FOLLOWED_KEY, JSON.stringify([{ id: 7, name: 'Liam Doyle' }]));
      window.dispatchEvent(new StorageEvent('storage', { key: FOLLOWED_KEY }));
    });
    expect(screen.getByRole('button', { name: 'Suivi : Liam Doyle', pressed: true })).toBeTruthy();
  });
});

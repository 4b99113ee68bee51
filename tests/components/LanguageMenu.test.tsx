// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithIntl } from '../setup/intl';
import { setupUser, type TUser } from '../setup/user';
import { navigation, spyRouter } from '../setup/navigation';

const replace = vi.fn();
const refresh = vi.fn();
beforeEach(() => {
  Object.assign(navigation, { pathname: '/fr/news', search: 'page=2', params: { locale: 'fr' }, router: { ...spyRouter(), replace, refresh } });
});

const { LanguageMenu } = await import('@/components/layout/LanguageMenu');

const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
] as const;

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('LanguageMenu', () => {
  beforeEach(() => {
    replace.mockClear();
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
  });

  it('is hidden when only one language is configured', () => {
    const { container } = renderWithIntl(<LanguageMenu languages={[languages[0]]} label="Change language: English" />, 'fr');
    expect(container.innerHTML).toBe('');
  });

  it('lists only the other languages and keeps the page and query when switching', async () => {
    renderWithIntl(<LanguageMenu languages={[...languages]} label={'Changer de langue\u00a0: Français'} />, 'fr');
    const button = screen.getByRole('button', { name: 'Changer de langue\u00a0: Français' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls')!)!;
    const links = screen.getAllByRole('link');
    expect(links.map((el) => el.textContent)).toEqual(['English', 'Español']);
    expect(links.every((el) => list.contains(el))).toBe(true);
    // Real links to the same page in the other language (new tab, no JavaScript).
    expect(links.map((el) => [el.getAttribute('href'), el.getAttribute('hreflang')])).toEqual([
      ['/ll/news?page=2', 'en'],
      ['/ll/es/news?page=2', 'es'],
    ]);
    await user.click(screen.getByTestId('language-es'));
    expect(document.cookie).toContain('i18n_redirected=es');
    expect(replace).toHaveBeenCalledTimes(1);
    const [href] = replace.mock.calls[0]!;
    expect(String(href)).toContain('/es/news?page=2');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape, giving focus back to the button, and with a click outside', async () => {
    renderWithIntl(
      <>
        <LanguageMenu languages={[...languages]} label="Change language: English" />
        <p>outside</p>
      </>,
      'en',
    );
    const button = screen.getByTestId('language-button');
    await user.click(button);
    const spanish = screen.getByRole('link', { name: 'Español' });
    spanish.focus();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByText('outside'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(replace).not.toHaveBeenCalled();
  });
});

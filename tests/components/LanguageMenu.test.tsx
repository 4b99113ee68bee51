// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type * as NextNavigation from 'next/navigation';
import { renderWithIntl } from '../setup/intl';

const replace = vi.fn();
const refresh = vi.fn();
vi.mock('next/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof NextNavigation>()),
  useRouter: () => ({ replace, refresh, push: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn() }),
  usePathname: () => '/fr/news',
  useSearchParams: () => new URLSearchParams('page=2'),
  useParams: () => ({ locale: 'fr' }),
}));

const { LanguageMenu } = await import('@/components/layout/LanguageMenu');

const languages = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
] as const;

describe('LanguageMenu', () => {
  beforeEach(() => {
    replace.mockClear();
    document.cookie = 'i18n_redirected=; max-age=0; path=/';
  });

  it('is hidden when only one language is configured', () => {
    const { container } = renderWithIntl(<LanguageMenu languages={[languages[0]]} />, 'fr');
    expect(container.innerHTML).toBe('');
  });

  it('lists only the other languages and keeps the page and query when switching', () => {
    renderWithIntl(<LanguageMenu languages={[...languages]} />, 'fr');
    fireEvent.click(screen.getByTestId('language-button'));
    const items = screen.getAllByRole('menuitem').map((el) => el.textContent);
    expect(items).toEqual(['English', 'Español']);
    fireEvent.click(screen.getByTestId('language-es'));
    expect(document.cookie).toContain('i18n_redirected=es');
    expect(replace).toHaveBeenCalledTimes(1);
    const [href] = replace.mock.calls[0]!;
    expect(String(href)).toContain('/es/news?page=2');
  });
});

// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '@/i18n/IntentLink';
import { setupUser } from '../setup/user';

/**
 * The site's Link prefetches a page when the visitor reaches for it, not when it scrolls into view
 * (docs/decisions/041). next-intl's Link is replaced by an anchor that shows the `prefetch` it was
 * given: `false` is "never", `null` is Next's own prefetch, which starts at once for a link in view.
 */
vi.mock('@/i18n/navigation-base', () => ({
  LocaleLink: ({ href, children, prefetch, ...rest }: { href: string; children: ReactNode; prefetch?: boolean | null | 'auto' }) => (
    <a href={href} data-prefetch={String(prefetch)} {...rest}>
      {children}
    </a>
  ),
}));

function prefetchOf(name: string): string | null {
  return screen.getByRole('link', { name }).getAttribute('data-prefetch');
}

describe('Link (prefetch on intent)', () => {
  it('prefetches nothing until the pointer rests on it, then lets Next prefetch it', async () => {
    const user = setupUser();
    const onMouseEnter = vi.fn();
    render(
      <>
        <Link href="/promoters" onMouseEnter={onMouseEnter}>
          Promoters
        </Link>
        <Link href="/results">Results</Link>
      </>,
    );
    expect(prefetchOf('Promoters')).toBe('false');
    await user.hover(screen.getByRole('link', { name: 'Promoters' }));
    expect(prefetchOf('Promoters')).toBe('null');
    // The caller's own handler still runs; the other link is untouched.
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(prefetchOf('Results')).toBe('false');
  });

  it('prefetches when the keyboard focuses it, keeping the focus handler of the caller (MUI passes one)', async () => {
    const user = setupUser();
    const onFocus = vi.fn();
    render(
      <Link href="/results" onFocus={onFocus}>
        Results
      </Link>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Results' })).toBe(document.activeElement);
    expect(prefetchOf('Results')).toBe('null');
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('prefetches when a finger touches it, before the tap becomes a click', () => {
    const onTouchStart = vi.fn();
    render(
      <Link href="/event-calendar" onTouchStart={onTouchStart}>
        Calendar
      </Link>,
    );
    // A touch is not something user-event's pointer can start on a link by itself in jsdom.
    fireEvent.touchStart(screen.getByRole('link', { name: 'Calendar' }));
    expect(prefetchOf('Calendar')).toBe('null');
    expect(onTouchStart).toHaveBeenCalledTimes(1);
  });

  it('keeps a prefetch the caller chose, whatever the visitor does', async () => {
    const user = setupUser();
    render(
      <>
        <Link href="/" prefetch={false}>
          Home
        </Link>
        <Link href="/results" prefetch>
          Results
        </Link>
      </>,
    );
    expect(prefetchOf('Results')).toBe('true');
    await user.hover(screen.getByRole('link', { name: 'Home' }));
    expect(prefetchOf('Home')).toBe('false');
  });
});

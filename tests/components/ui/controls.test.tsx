// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
vi.mock('@/components/ui/NextLink', () => ({
  NextLink: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const { Card } = await import('@/components/ui/Card');
const { Chip } = await import('@/components/ui/Chip');
const { FilterChip } = await import('@/components/ui/FilterChip');
const { LinkTabs } = await import('@/components/ui/LinkTabs');

/** The shared controls without MUI: what a screen reader and a test meet. */
describe('LinkTabs', () => {
  const tabs = [
    { key: 'profile', label: 'Profile', href: '/promoters/1' },
    { key: 'events', label: 'Events', href: '/promoters/1/events' },
  ];

  it('is a named navigation of links, the current one marked as the page', () => {
    render(<LinkTabs label="Promoter sections" tabs={tabs} current="events" testId="tabs" />);
    const nav = screen.getByRole('navigation', { name: 'Promoter sections' });
    expect(nav).toBe(screen.getByTestId('tabs'));
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Profile', 'Events']);
    expect(links.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'page']);
    expect(screen.getByTestId('tabs-events').getAttribute('href')).toBe('/promoters/1/events');
    // Links, not ARIA tabs: each one opens a page.
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('Chip', () => {
  it('is a plain label with its colour, variant and size as data, and passes test ids through', () => {
    render(<Chip label="Open" color="success" size="small" data-testid="state" data-status="open" />);
    const chip = screen.getByTestId('state');
    expect(chip.textContent).toBe('Open');
    expect(chip.tagName).toBe('SPAN');
    expect(chip.dataset).toMatchObject({ color: 'success', variant: 'filled', size: 'small', status: 'open' });
  });
});

describe('FilterChip', () => {
  it('is a link that names what following it removes, and shows the filter', () => {
    render(<FilterChip label="Promoter: Northern" removeLabel="Clear the promoter filter" href="/results" testId="chip" />);
    const link = screen.getByRole('link', { name: 'Clear the promoter filter' });
    expect(link).toBe(screen.getByTestId('chip'));
    expect(link.textContent).toBe('Promoter: Northern');
    expect(link.getAttribute('href')).toBe('/results');
  });
});

describe('Card', () => {
  it('renders the element asked for, labelled as given', () => {
    render(
      <Card as="section" aria-labelledby="t" padding="roomy" data-testid="card">
        <h2 id="t">Contact</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Contact' })).toBe(screen.getByTestId('card'));
    expect(screen.getByTestId('card').dataset.padding).toBe('roomy');
  });
});

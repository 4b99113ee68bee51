import { describe, expect, it } from 'vitest';
import { currentOf, dropdownEntries, findActiveIndex } from '@/components/layout/menu-items';
import type { TMenuItem } from '@/lib/content/port';

const item = (id: number, href: string, children: { id: number; href: string }[] = []): TMenuItem => ({
  id,
  name: `Item ${id}`,
  href,
  openInNewTab: false,
  hideOnTopMenu: false,
  children: children.map((c) => ({ ...c, name: `Child ${c.id}`, openInNewTab: false })),
});

const menu = [
  item(1, '/'),
  item(2, '/results', [
    { id: 21, href: '/results' },
    { id: 22, href: '/series' },
  ]),
  item(3, '/about-us', [
    { id: 31, href: '/news' },
    { id: 32, href: '/rules' },
  ]),
];

describe('top menu', () => {
  it('marks the item whose own path or a child path matches, language prefix ignored', () => {
    expect(findActiveIndex(menu, '/')).toBe(0);
    expect(findActiveIndex(menu, '/results/1')).toBe(1);
    expect(findActiveIndex(menu, '/series')).toBe(1);
    expect(findActiveIndex(menu, '/fr/rules')).toBe(2);
    expect(findActiveIndex(menu, '/contact-us')).toBe(-1);
  });

  it("puts the parent's own page first in its dropdown unless a child already leads there", () => {
    expect(dropdownEntries(menu[1]!).map((e) => e.href)).toEqual(['/results', '/series']);
    expect(dropdownEntries(menu[2]!).map((e) => e.href)).toEqual(['/about-us', '/news', '/rules']);
  });
});

describe('aria-current of a menu link', () => {
  it('is "page" on the page itself, "true" below it and absent elsewhere, language prefix ignored', () => {
    expect(currentOf('/results', '/results')).toBe('page');
    expect(currentOf('/results', '/fr/results/')).toBe('page');
    expect(currentOf('/results', '/es/results/4')).toBe('true');
    expect(currentOf('/', '/')).toBe('page');
    expect(currentOf('/', '/news')).toBeUndefined();
    expect(currentOf('/results', '/series')).toBeUndefined();
    expect(currentOf('https://fim-moto.com/en/rules', '/rules')).toBeUndefined();
  });
});

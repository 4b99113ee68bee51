// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { TMenuItem } from '@/lib/content/port';
import { renderWithIntl } from '../setup/intl';
import { setupUser, type TUser } from '../setup/user';
import { navigation } from '../setup/navigation';

beforeEach(() => {
  Object.assign(navigation, { pathname: '/news', search: '', params: { locale: 'en' } });
});

const { TopBar } = await import('@/components/layout/TopBar');

// jsdom has no modal dialogs: enough of one for the drawer.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const link = (id: number, name: string, href: string, extra: Partial<TMenuItem> = {}): TMenuItem => ({
  id,
  name,
  href,
  openInNewTab: false,
  hideOnTopMenu: false,
  children: [],
  ...extra,
});

const items: TMenuItem[] = [
  link(1, 'Home', '/'),
  link(2, 'Results', '/results', {
    children: [
      { id: 21, name: 'Results search', href: '/results', openInNewTab: false },
      { id: 22, name: 'Series standings', href: '/series', openInNewTab: false },
    ],
  }),
  link(8, 'Info', '/about-us', {
    children: [
      { id: 81, name: 'News', href: '/news', openInNewTab: false },
      { id: 82, name: 'FIM rules', href: 'https://fim.example/rules', openInNewTab: true },
    ],
  }),
  link(9, 'Print scores', '/scores/printScores', { hideOnTopMenu: true }),
];

const render = () =>
  renderWithIntl(
    <>
      <TopBar items={items} languages={[{ code: 'en', name: 'English' }]} languageLabel="Change language: English" siteName="Racing Portal" />
      <p>elsewhere</p>
    </>,
  );

let user: TUser;
beforeEach(() => {
  user = setupUser();
});

describe('TopBar: logo', () => {
  it('reserves the width of a logo of known size at the bar height, before the image loads', () => {
    navigation.pathname = '/';
    renderWithIntl(<TopBar items={[]} languages={[{ code: 'en', name: 'English' }]} languageLabel="Change language: English" siteName="Racing Portal" logoUrl="/l.png" logoSize={{ width: 640, height: 120 }} />);
    const logo = screen.getByRole('img', { name: 'Racing Portal' });
    expect(logo.getAttribute('height')).toBe('44');
    expect(logo.getAttribute('width')).toBe('235');
  });

  it('gives no width for a logo of unknown size, and the site name without a logo', () => {
    navigation.pathname = '/';
    const { unmount } = renderWithIntl(<TopBar items={[]} languages={[{ code: 'en', name: 'English' }]} languageLabel="Change language: English" siteName="Racing Portal" logoUrl="/l.svg" />);
    expect(screen.getByRole('img', { name: 'Racing Portal' }).hasAttribute('width')).toBe(false);
    unmount();
    renderWithIntl(<TopBar items={[]} languages={[{ code: 'en', name: 'English' }]} languageLabel="Change language: English" siteName="Racing Portal" />);
    expect(screen.getByText('Racing Portal').tagName).toBe('STRONG');
  });
});

describe('TopBar: top menu', () => {
  beforeEach(() => {
    navigation.pathname = '/news';
  });

  it('is a navigation landmark with links and disclosure buttons, without items hidden from the top menu', () => {
    render();
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(within(nav).getAllByTestId(/^menu-\d+$/).map((el) => [el.tagName, el.textContent])).toEqual([
      ['A', 'Home'],
      ['BUTTON', 'Results'],
      ['BUTTON', 'Info'],
    ]);
    expect(within(nav).queryByText('Print scores')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('marks the parent of the current page and the current link', async () => {
    render();
    const info = screen.getByTestId('menu-8');
    expect(info.dataset.active).toBe('true');
    expect(screen.getByTestId('menu-1').getAttribute('aria-current')).toBeNull();
    await user.click(info);
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens one dropdown at a time; Escape closes it and gives focus back; a click elsewhere closes it', async () => {
    render();
    const results = screen.getByTestId('menu-2');
    const info = screen.getByTestId('menu-8');
    const infoList = document.getElementById(info.getAttribute('aria-controls')!)!;
    expect(infoList.hidden).toBe(true);
    await user.click(info);
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(infoList.hidden).toBe(false);
    // The parent's own page comes first, then the sub-menus; an external one opens in a new tab.
    const links = within(infoList).getAllByRole('link');
    expect(links.map((el) => el.textContent)).toEqual(['Info', 'News', 'FIM rules (opens in a new tab)']);
    expect(links[2]!.getAttribute('target')).toBe('_blank');
    expect(links[2]!.getAttribute('rel')).toContain('noopener');

    await user.click(results);
    expect(info.getAttribute('aria-expanded')).toBe('false');
    expect(results.getAttribute('aria-expanded')).toBe('true');

    const first = within(document.getElementById(results.getAttribute('aria-controls')!)!).getAllByRole('link')[0]!;
    first.focus();
    await user.keyboard('{Escape}');
    expect(results.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(results);

    await user.click(results);
    await user.click(screen.getByText('elsewhere'));
    expect(results.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('TopBar: drawer', () => {
  beforeEach(() => {
    navigation.pathname = '/';
  });

  it('opens a modal dialog with every visible item, sub-lists and the way back', async () => {
    render();
    const button = screen.getByTestId('drawer-button');
    const dialog = document.getElementById(button.getAttribute('aria-controls')!) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.queryByTestId('drawer')).toBeNull();
    await user.click(button);
    expect(dialog.open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    const drawer = screen.getByTestId('drawer');
    expect(within(drawer).getByRole('link', { name: 'Print scores' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(drawer).getByRole('button', { name: 'Show Info submenu' }));
    const back = screen.getByTestId('drawer-back');
    expect(document.activeElement).toBe(back);
    expect(within(drawer).getAllByRole('link').map((el) => el.textContent)).toEqual(['Info', 'News', 'FIM rules (opens in a new tab)']);
    await user.click(back);
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Show Info submenu' }));

    // A link closes the drawer; closing resets it to the main list.
    await user.click(within(drawer).getByRole('button', { name: 'Show Info submenu' }));
    // jsdom cannot follow the link: cancel the navigation itself, keep the click.
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true });
    await user.click(within(drawer).getByRole('link', { name: 'News' }));
    expect(dialog.open).toBe(false);
    expect(screen.queryByTestId('drawer')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(screen.queryByTestId('drawer-back')).toBeNull();
  });

  it('closes on a click on the backdrop (the dialog itself), not on a click inside the panel', async () => {
    render();
    await user.click(screen.getByTestId('drawer-button'));
    const dialog = document.querySelector('dialog')!;
    await user.click(screen.getByTestId('drawer'));
    expect(dialog.open).toBe(true);
    await user.click(dialog);
    expect(dialog.open).toBe(false);
  });
});

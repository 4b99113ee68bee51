import { isActiveHref, normalizeHref } from '@/lib/content/links';
import type { TMenuItem, TMenuLink } from '@/lib/content/port';

/**
 * What the top bar's menus show of the menu items: which top item is active, a dropdown's
 * entries, and a link's aria-current. Shared by the desktop menu and the drawer.
 */

/** Which top item is active: its own href or one of its children matches the current path. */
export function findActiveIndex(items: TMenuItem[], pathname: string): number {
  const best = items.findIndex((item) => isActiveHref(item.href, pathname) && item.href !== '/');
  if (best >= 0) return best;
  const viaChild = items.findIndex((item) => item.children.some((c) => isActiveHref(c.href, pathname)));
  if (viaChild >= 0) return viaChild;
  return items.findIndex((item) => isActiveHref(item.href, pathname));
}

/**
 * The entries of a dropdown: the sub-menus, preceded by the parent's own page when none of the
 * sub-menus already leads there (so a parent with children never hides its page).
 */
export function dropdownEntries(item: TMenuItem): TMenuLink[] {
  const own = item.href && item.href !== '/' && !item.children.some((c) => c.href === item.href);
  return own ? [{ id: -item.id, name: item.name, href: item.href, openInNewTab: item.openInNewTab, pageContentKey: item.pageContentKey }, ...item.children] : item.children;
}

/**
 * aria-current of a menu link: "page" on the page it leads to, "true" on a page below it
 * (/results/4 under /results), nothing elsewhere. Language prefixes are ignored.
 */
export function currentOf(href: string, pathname: string): 'page' | 'true' | undefined {
  if (!isActiveHref(href, pathname)) return undefined;
  const bare = (path: string) => normalizeHref(path).split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase() || '/';
  return bare(href) === bare(pathname) ? 'page' : 'true';
}

import 'server-only';
import { cache } from 'react';
import type { TLocale } from '../constants';
import { loadOr } from '../http/safe';
import { getContent } from './index';
import { isExternalHref } from './links';
import type { TMenuItem } from './port';

const menuFor = cache((locale: TLocale) => loadOr('menu', () => getContent().getMenu(locale), [] as TMenuItem[]));

/**
 * The page title from the menu item whose link is exactly this page (seed §2: the title follows the
 * matching menu name), else the page's own title.
 */
export async function menuTitle(locale: TLocale, path: string, fallback: string): Promise<string> {
  const items = await menuFor(locale);
  const all = items.flatMap((i) => [i, ...i.children]);
  const match = all.find((i) => !isExternalHref(i.href) && i.href.split('#')[0] === path);
  return match?.name ?? fallback;
}

import { useEffect } from 'react';
import { isActiveHref } from '@/lib/content/links';
import type { TMenuItem } from '@/lib/content/port';

const LAST_PAGE_CONTENT_KEY = 'portal:lastPageContent';

/** Remember the page-content key of the last visited menu page (seed §2). */
export function useRememberPageContent(items: TMenuItem[], pathname: string) {
  useEffect(() => {
    const all = items.flatMap((i) => [i, ...i.children]);
    const match = all.find((i) => i.pageContentKey && isActiveHref(i.href, pathname));
    if (match?.pageContentKey) {
      try {
        window.localStorage.setItem(LAST_PAGE_CONTENT_KEY, match.pageContentKey);
      } catch {
        // Storage may be disabled (private mode): nothing to keep.
      }
    }
  }, [items, pathname]);
}

'use client';

import { useState, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { LocaleLink } from './navigation-base';

export type TIntentLinkProps = ComponentProps<typeof LocaleLink>;

/**
 * next-intl's locale-aware Link, prefetching on intent instead of on sight (docs/decisions/041).
 *
 * Next prefetches every link as it scrolls into view: a page of the site, with its menu, footer
 * and lists, made 16 to 27 requests for other pages' server payloads as it loaded, each rendered
 * by the server and parsed by the phone, and, being keyed by the page they came from, useless to
 * a shared cache. Here a link prefetches when the pointer rests on it, a finger touches it or the
 * keyboard focuses it, which comes a few hundred milliseconds before the click. A `prefetch` prop
 * given by the caller is kept as it is.
 */
export function Link({ prefetch, onMouseEnter, onFocus, onTouchStart, ...rest }: TIntentLinkProps) {
  const [intent, setIntent] = useState(false);
  const mode = prefetch !== undefined ? prefetch : intent ? null : false;
  return (
    <LocaleLink
      {...rest}
      prefetch={mode}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}

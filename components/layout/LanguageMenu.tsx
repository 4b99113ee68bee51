'use client';

import { useTransition, type MouseEvent } from 'react';
import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { usePathname, useRouter } from '@/i18n/navigation';
import { BASE_PATH, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, type TLocale } from '@/lib/constants';
import type { TLanguage } from '@/lib/content/port';
import { localizedPath } from '@/lib/http/paths';
import { DisclosureMenu, disclosureItemClass } from './DisclosureMenu';
import { Icon } from './icons';

/** Store the language choice: the same cookie the proxy reads (path /ll, 31104000 s). */
export function storeLocaleCookie(locale: TLocale): void {
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; path=${BASE_PATH}; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Lists the other configured languages (hidden when only one is configured): a disclosure button
 * and a list of links to the current page in each language. Choosing one keeps the current page,
 * query and hash, stores the cookie and re-renders the page (menu included) in that language.
 */
export function LanguageMenu({
  languages,
  label,
}: {
  languages: TLanguage[];
  /**
   * The button's name, "Change language: English", formatted by the server: a message with a value
   * formatted in the browser while the page hydrates starts its locale data (Intl), tens of ms of a
   * slow phone's main thread on every page.
   */
  label: string;
}) {
  const locale = useLocale();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  if (languages.length <= 1) return null;
  const current = languages.find((l) => l.code === locale);
  const others = languages.filter((l) => l.code !== locale);
  const query = searchParams.toString();

  const choose = (event: MouseEvent<HTMLAnchorElement>, code: TLocale, close: () => void) => {
    storeLocaleCookie(code);
    // A new tab or window (modifier keys) opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    close();
    const hash = window.location.hash;
    startTransition(() => {
      router.replace(`${pathname}${query ? `?${query}` : ''}${hash}`, { locale: code, scroll: false });
      router.refresh();
    });
  };

  return (
    <DisclosureMenu
      label={label}
      content={
        <>
          <Icon name="language" size={20} />
          <span>{current?.name ?? locale.toUpperCase()}</span>
        </>
      }
      disabled={pending}
      testId="language-button"
    >
      {(close) =>
        others.map((l) => (
          <li key={l.code}>
            <a
              href={`${localizedPath(pathname, l.code)}${query ? `?${query}` : ''}`}
              className={disclosureItemClass}
              lang={l.code}
              hrefLang={l.code}
              onClick={(event) => choose(event, l.code, close)}
              data-testid={`language-${l.code}`}
            >
              {l.name}
            </a>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}

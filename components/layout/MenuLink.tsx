import type { ComponentPropsWithoutRef } from 'react';
import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { forcesReload, isExternalHref } from '@/lib/content/links';
import { localizedPath } from '@/lib/http/paths';

export type TMenuLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel'> & {
  href: string;
  openInNewTab?: boolean;
  'data-testid'?: string;
  'data-active'?: 'true';
};

/**
 * A link from the content menus: a new tab when asked (with rel=noopener), a full reload for
 * #calendar / #series links (seed §2), otherwise a client-side navigation in the current language.
 * No 'use client': the footer renders it on the server, the top bar inside its client island.
 */
export function MenuLink({ href, openInNewTab, children, ...rest }: TMenuLinkProps) {
  const locale = useLocale();
  if (isExternalHref(href) || openInNewTab) {
    const target = isExternalHref(href) ? href : localizedPath(href, locale);
    return (
      <a href={target} target={openInNewTab ? '_blank' : undefined} rel={openInNewTab ? 'noopener noreferrer' : undefined} {...rest}>
        {children}
      </a>
    );
  }
  if (forcesReload(href)) {
    return (
      <a href={localizedPath(href, locale)} data-reload="true" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { TMenuLink } from '@/lib/content/port';

/** The label of a menu link, with the "opens in a new tab" hint for screen readers when it does. */
export function LinkLabel({ link }: { link: TMenuLink }) {
  const t = useTranslations('Shell');
  return (
    <>
      <span>{link.name}</span>
      {link.openInNewTab ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
    </>
  );
}

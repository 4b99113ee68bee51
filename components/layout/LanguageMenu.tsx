'use client';

import { useState, useTransition } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LanguageIcon from '@mui/icons-material/Language';
import { usePathname, useRouter } from '@/i18n/navigation';
import { BASE_PATH, LOCALE_COOKIE_MAX_AGE, LOCALE_COOKIE_NAME, type TLocale } from '@/lib/constants';
import type { TLanguage } from '@/lib/content/port';

/** Store the language choice: the same cookie the proxy reads (path /ll, 31104000 s). */
export function storeLocaleCookie(locale: TLocale): void {
  document.cookie = `${LOCALE_COOKIE_NAME}=${locale}; path=${BASE_PATH}; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Lists the other configured languages (hidden when only one is configured). Choosing one keeps
 * the current page and query, stores the cookie and re-renders the menu in the new language.
 */
export function LanguageMenu({ languages }: { languages: TLanguage[] }) {
  const t = useTranslations('Shell');
  const locale = useLocale() as TLocale;
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, startTransition] = useTransition();

  if (languages.length <= 1) return null;
  const current = languages.find((l) => l.code === locale);
  const others = languages.filter((l) => l.code !== locale);

  const choose = (code: TLocale) => {
    setAnchor(null);
    storeLocaleCookie(code);
    const query = searchParams.toString();
    const hash = typeof window === 'undefined' ? '' : window.location.hash;
    startTransition(() => {
      router.replace(`${pathname}${query ? `?${query}` : ''}${hash}`, { locale: code, scroll: false });
      router.refresh();
    });
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<LanguageIcon />}
        aria-label={`${t('changeLanguage')}: ${current?.name ?? locale}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={pending}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
        data-testid="language-button"
      >
        {current?.name ?? locale.toUpperCase()}
      </Button>
      <Menu id="language-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {others.map((l) => (
          <MenuItem key={l.code} lang={l.code} onClick={() => choose(l.code)} data-testid={`language-${l.code}`}>
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

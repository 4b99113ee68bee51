'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { ACCOUNT_HOME_PATH, loginHref } from '@/lib/accounts/paths';
import type { TAccountMeResponse } from '@/lib/accounts/summary';
import { BASE_PATH } from '@/lib/constants';
import { logoutAction } from './actions';
import styles from './AccountMenu.module.css';

/** Pages after which a login should not come back to themselves. */
const NO_RETURN = ['/login', '/forgotPassword', '/resetPassword'];

function PersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m0 4a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7m0 14.2a7.2 7.2 0 0 1-6-3.22c.03-1.99 4-3.08 6-3.08s5.97 1.09 6 3.08a7.2 7.2 0 0 1-6 3.22"
      />
    </svg>
  );
}

/**
 * The account entry of the shell: "Log in" (returning to this page), or the signed-in first name
 * opening the family area and "Log out". It asks /ll/api/account/me from the browser, again after
 * each navigation, so no layout reads cookies and the pages around it stay cacheable. Plain HTML
 * and a CSS module (no MUI), like the rest of the top bar. Mount it inside <Suspense> (it reads the
 * search params for the return path).
 */
export function AccountMenu() {
  const t = useTranslations('Account');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [me, setMe] = useState<TAccountMeResponse['account'] | undefined>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${BASE_PATH}/api/account/me`, { cache: 'no-store', credentials: 'same-origin', signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<TAccountMeResponse>) : { account: null }))
      .then((body) => setMe(body.account))
      .catch(() => {
        // Aborted by a newer navigation, or offline: keep what is shown.
      });
    return () => controller.abort();
  }, [pathname]);

  // A click or tap outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (me === undefined) return null;
  if (me === null) {
    const here = NO_RETURN.includes(pathname) ? undefined : `${pathname}${search ? `?${search}` : ''}`;
    return (
      <Link href={loginHref(here)} className={styles.button} data-testid="account-login">
        <PersonIcon />
        <span>{t('login')}</span>
      </Link>
    );
  }

  const name = `${me.firstName} ${me.lastName}`;
  return (
    <div
      ref={root}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={t('menu', { name })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        data-testid="account-button"
      >
        <PersonIcon />
        <span>{me.firstName}</span>
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        <li>
          <Link href={ACCOUNT_HOME_PATH} className={styles.item} onClick={() => setOpen(false)} data-testid="account-family">
            {t('family')}
          </Link>
        </li>
        <li>
          <form action={logoutAction} onSubmit={() => setOpen(false)}>
            <button type="submit" className={styles.item} data-testid="account-logout">
              {t('logout')}
            </button>
          </form>
        </li>
      </ul>
    </div>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/i18n/navigation';
import { ACCOUNT_HOME_PATH, loginHref, SECOND_STEP_PATH, SECURITY_PATH } from '@/lib/accounts/paths';
import type { TAccountMeResponse } from '@/lib/accounts/summary';
import { BASE_PATH } from '@/lib/constants';
import { DisclosureMenu, disclosureItemClass, topBarButtonClass, topBarPlaceholderClass } from '@/components/layout/DisclosureMenu';
import { AccountChangeSignal, ACCOUNT_CHANGED_EVENT } from './account-events';
import { logoutAction } from './actions';

/** Pages after which a login should not come back to themselves. */
const NO_RETURN = ['/login', SECOND_STEP_PATH, '/forgotPassword', '/resetPassword'];

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
 * each navigation and after each announced account change (account-events.ts), so no layout reads
 * cookies and the pages around it stay cacheable. Plain HTML and a CSS module (no MUI), like the
 * rest of the top bar. Mount it inside <Suspense> (it reads the search params for the return path).
 */
export function AccountMenu() {
  const t = useTranslations('Account');
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [me, setMe] = useState<TAccountMeResponse['account'] | undefined>(undefined);
  // Bumped by a sign-in, sign-up or sign-out that does not change the path (account-events.ts).
  const [changes, setChanges] = useState(0);

  useEffect(() => {
    const onChange = () => setChanges((n) => n + 1);
    window.addEventListener(ACCOUNT_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(ACCOUNT_CHANGED_EVENT, onChange);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetch(`${BASE_PATH}/api/account/me`, { cache: 'no-store', credentials: 'same-origin', signal: controller.signal })
      .then((r) => (r.ok ? (r.json() as Promise<TAccountMeResponse>) : { account: null }))
      .then((body) => setMe(body.account))
      .catch(() => {
        // Aborted by a newer navigation, or offline: keep what is shown.
      });
    return () => controller.abort();
  }, [pathname, changes]);

  // Until the answer comes, "Log in"'s room is kept (hidden): on a narrow phone the entry takes a
  // second row of the top bar, and the page would move down when it appeared (a layout shift).
  if (me === undefined) {
    return (
      <span className={topBarPlaceholderClass} aria-hidden="true" data-testid="account-pending">
        <PersonIcon />
        <span>{t('login')}</span>
      </span>
    );
  }
  if (me === null) {
    const here = NO_RETURN.includes(pathname) ? undefined : `${pathname}${search ? `?${search}` : ''}`;
    return (
      <Link href={loginHref(here)} className={topBarButtonClass} data-testid="account-login">
        <PersonIcon />
        <span>{t('login')}</span>
      </Link>
    );
  }

  return (
    <DisclosureMenu
      label={t('menu', { name: `${me.firstName} ${me.lastName}` })}
      content={
        <>
          <PersonIcon />
          <span>{me.firstName}</span>
        </>
      }
      wide
      testId="account-button"
    >
      {(close) => (
        <>
          <li>
            <Link href={ACCOUNT_HOME_PATH} className={disclosureItemClass} onClick={close} data-testid="account-family">
              {t('family')}
            </Link>
          </li>
          <li>
            <Link href="/account/memberships" className={disclosureItemClass} onClick={close} data-testid="account-memberships">
              {t('memberships')}
            </Link>
          </li>
          <li>
            <Link href={SECURITY_PATH} className={disclosureItemClass} onClick={close} data-testid="account-security">
              {t('security')}
            </Link>
          </li>
          {me.organiser && (
            <li>
              <Link href="/organiser" className={disclosureItemClass} onClick={close} data-testid="account-organiser">
                {t('organiser')}
              </Link>
            </li>
          )}
          <li>
            <form action={logoutAction} onSubmit={close}>
              <AccountChangeSignal />
              <button type="submit" className={disclosureItemClass} data-testid="account-logout">
                {t('logout')}
              </button>
            </form>
          </li>
        </>
      )}
    </DisclosureMenu>
  );
}

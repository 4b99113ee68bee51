'use client';

import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import type { TImageSize, TLanguage, TMenuItem } from '@/lib/content/port';
import { AccountMenu } from '@/components/accounts/auth/AccountMenu';
import { DesktopMenu } from './DesktopMenu';
import { DisplayToggle } from './DisplayToggle';
import { LanguageMenu } from './LanguageMenu';
import { MenuDrawer } from './MenuDrawer';
import styles from './TopBar.module.css';
import { useRememberPageContent } from './useRememberPageContent';

/** The logo's height in the bar (TopBar.module.css `.logo img`). */
const LOGO_HEIGHT = 44;

/**
 * The top bar of the main layout: plain HTML and a CSS module (no runtime styling), one client
 * island for what needs the current path or a click: the menus, the language switch and the
 * sunlight display switch.
 */
export function TopBar({
  items,
  languages,
  languageLabel,
  logoUrl,
  logoSize,
  siteName,
}: {
  items: TMenuItem[];
  languages: TLanguage[];
  /** The language button's name ("Change language: English"; LanguageMenu). */
  languageLabel: string;
  logoUrl?: string;
  /** The logo's intrinsic size, when the content service knows it: its width at the bar's 44 px height is reserved before it loads. */
  logoSize?: TImageSize;
  siteName: string;
}) {
  const pathname = usePathname();
  const topItems = items.filter((i) => !i.hideOnTopMenu);
  useRememberPageContent(items, pathname);

  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <MenuDrawer items={items} pathname={pathname} />
        <Link href="/" className={styles.logo}>
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- SVG/remote logos from the content service
            <img src={logoUrl} alt={siteName} height={LOGO_HEIGHT} width={logoSize ? Math.round((LOGO_HEIGHT * logoSize.width) / logoSize.height) : undefined} />
          ) : (
            <strong>{siteName}</strong>
          )}
        </Link>
        <DesktopMenu items={topItems} pathname={pathname} />
        <div className={styles.end}>
          {/* Not in a <Suspense> boundary of its own: React sent one pending, then filled it in after
              the first paint, and on a phone the top bar grew a second row under the visitor's eyes
              (the page moved down 24 px on every page). Every page of this layout renders per
              request, where useSearchParams does not suspend. */}
          <LanguageMenu languages={languages} label={languageLabel} />
          {/* Who is signed in is asked by the browser (/api/account/me): pages stay shareable. */}
          <Suspense>
            <AccountMenu />
          </Suspense>
        </div>
        <DisplayToggle className={`${styles.iconButton} ${styles.display}`} />
      </div>
    </header>
  );
}

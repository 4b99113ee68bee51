'use client';

import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { isActiveHref, normalizeHref } from '@/lib/content/links';
import { BREAKPOINTS } from '@/lib/constants';
import type { TLanguage, TMenuItem, TMenuLink } from '@/lib/content/port';
import { Icon } from './icons';
import { AccountMenu } from '@/components/accounts/auth/AccountMenu';
import { DisplayToggle } from './DisplayToggle';
import { LanguageMenu } from './LanguageMenu';
import { MenuLink } from './MenuLink';
import styles from './TopBar.module.css';

const LAST_PAGE_CONTENT_KEY = 'portal:lastPageContent';

/** Which top item is active: its own href or one of its children matches the current path. */
export function findActiveIndex(items: TMenuItem[], pathname: string): number {
  const best = items.findIndex((item) => isActiveHref(item.href, pathname) && item.href !== '/');
  if (best >= 0) return best;
  const viaChild = items.findIndex((item) => item.children.some((c) => isActiveHref(c.href, pathname)));
  if (viaChild >= 0) return viaChild;
  return items.findIndex((item) => isActiveHref(item.href, pathname));
}

/**
 * The entries of a dropdown: the sub-menus, preceded by the parent's own page when none of the
 * sub-menus already leads there (so a parent with children never hides its page).
 */
export function dropdownEntries(item: TMenuItem): TMenuLink[] {
  const own = item.href && item.href !== '/' && !item.children.some((c) => c.href === item.href);
  return own ? [{ id: -item.id, name: item.name, href: item.href, openInNewTab: item.openInNewTab, pageContentKey: item.pageContentKey }, ...item.children] : item.children;
}

/**
 * aria-current of a menu link: "page" on the page it leads to, "true" on a page below it
 * (/results/4 under /results), nothing elsewhere. Language prefixes are ignored.
 */
export function currentOf(href: string, pathname: string): 'page' | 'true' | undefined {
  if (!isActiveHref(href, pathname)) return undefined;
  const bare = (path: string) => normalizeHref(path).split(/[?#]/)[0]!.replace(/\/+$/, '').toLowerCase() || '/';
  return bare(href) === bare(pathname) ? 'page' : 'true';
}

/** The label of a menu link, with the "opens in a new tab" hint for screen readers when it does. */
function LinkLabel({ link }: { link: TMenuLink }) {
  const t = useTranslations('Shell');
  return (
    <>
      <span>{link.name}</span>
      {link.openInNewTab ? <span className="visually-hidden"> {t('opensInNewTab')}</span> : null}
    </>
  );
}

/**
 * The top menu at 1366 px and wider: a navigation landmark with a list of links; an item with
 * sub-menus is a disclosure button that shows its list of links (Escape or a click elsewhere
 * closes it). When the items do not fit, the list scrolls sideways with two arrow buttons.
 */
function DesktopMenu({ items, pathname }: { items: TMenuItem[]; pathname: string }) {
  const t = useTranslations('Shell');
  const baseId = useId();
  // The open dropdown belongs to the page it was opened on: arriving on another page closes it.
  const [openAt, setOpenAt] = useState<{ id: number; pathname: string } | null>(null);
  const openId = openAt?.pathname === pathname ? openAt.id : null;
  const [overflow, setOverflow] = useState({ start: false, end: false });
  const scroller = useRef<HTMLUListElement>(null);
  const active = findActiveIndex(items, pathname);
  const listId = (id: number) => `${baseId}-menu-${id}`;
  const close = () => setOpenAt(null);

  // Arrows only when the items overflow; each one is disabled at its end.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setOverflow((prev) => (prev.start === start && prev.end === end ? prev : { start, end }));
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer?.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);

  // The dropdown is fixed-positioned under its button (the scrolling list would clip it), kept
  // inside the window, and follows the button when the list scrolls or the window resizes.
  useLayoutEffect(() => {
    if (openId === null) return;
    const list = document.getElementById(listId(openId));
    const button = list?.previousElementSibling;
    if (!list || !button) return;
    const place = () => {
      const rect = button.getBoundingClientRect();
      const left = Math.max(8, Math.min(rect.left, window.innerWidth - list.offsetWidth - 8));
      list.style.top = `${rect.bottom}px`;
      list.style.left = `${left}px`;
    };
    place();
    const el = scroller.current;
    el?.addEventListener('scroll', place, { passive: true });
    window.addEventListener('resize', place);
    return () => {
      el?.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
    // listId depends only on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  // A click or tap outside the open item closes its dropdown.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const item = document.getElementById(listId(openId))?.parentElement;
      if (item && !item.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openId]);

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || openId === null) return;
    event.preventDefault();
    close();
    (event.currentTarget.querySelector('button[aria-expanded]') as HTMLButtonElement | null)?.focus();
  };
  // Tabbing out of an open item closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) close();
  };

  const scrollBy = (direction: 1 | -1) => {
    const el = scroller.current;
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  };
  const scrollable = overflow.start || overflow.end;

  return (
    <nav aria-label={t('mainMenu')} className={styles.menu}>
      {scrollable ? (
        // Not in the tab order: keyboard focus scrolls the list by itself.
        <button type="button" className={styles.scroll} tabIndex={-1} aria-label={t('scrollLeft')} disabled={!overflow.start} onClick={() => scrollBy(-1)}>
          <Icon name="chevronLeft" />
        </button>
      ) : null}
      <ul ref={scroller} className={styles.menuList}>
        {items.map((item, index) => {
          const isActive = index === active ? 'true' : undefined;
          if (item.children.length === 0) {
            return (
              <li key={item.id}>
                <MenuLink
                  href={item.href}
                  openInNewTab={item.openInNewTab}
                  className={styles.item}
                  aria-current={isActive && currentOf(item.href, pathname)}
                  data-active={isActive}
                  data-testid={`menu-${item.id}`}
                >
                  <LinkLabel link={item} />
                </MenuLink>
              </li>
            );
          }
          const open = openId === item.id;
          return (
            <li key={item.id} onKeyDown={onKeyDown} onBlur={onBlur}>
              <button
                type="button"
                className={styles.item}
                aria-expanded={open}
                aria-controls={listId(item.id)}
                data-active={isActive}
                data-testid={`menu-${item.id}`}
                onClick={() => setOpenAt(open ? null : { id: item.id, pathname })}
              >
                <span>{item.name}</span>
                <Icon name="expandMore" size={20} className={styles.chevron} />
              </button>
              <ul id={listId(item.id)} className={styles.dropdown} hidden={!open}>
                {dropdownEntries(item).map((child) => (
                  <li key={child.id}>
                    <MenuLink href={child.href} openInNewTab={child.openInNewTab} aria-current={currentOf(child.href, pathname)} onClick={close}>
                      <LinkLabel link={child} />
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      {scrollable ? (
        <button type="button" className={styles.scroll} tabIndex={-1} aria-label={t('scrollRight')} disabled={!overflow.end} onClick={() => scrollBy(1)}>
          <Icon name="chevronRight" />
        </button>
      ) : null}
    </nav>
  );
}

/**
 * Below 1366 px: a button opens the menu in a modal <dialog> sliding in from the left (focus kept
 * inside, Escape and a click on the backdrop close it). An item with sub-menus shows them in place
 * of the list, with "back to the main menu".
 */
function MenuDrawer({ items, pathname }: { items: TMenuItem[]; pathname: string }) {
  const t = useTranslations('Shell');
  const drawerId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [parentId, setParentId] = useState<number | null>(null);
  // Where focus goes after the list changes: the back button, or the item that was opened.
  const focusNext = useRef<string | null>(null);
  const parent = items.find((i) => i.id === parentId) ?? null;

  const show = () => {
    dialog.current?.showModal();
    setOpen(true);
  };
  // The dialog's close event resets the state (also after Escape).
  const close = () => dialog.current?.close();
  const onClosed = () => {
    setOpen(false);
    setParentId(null);
  };

  useLayoutEffect(() => {
    const selector = focusNext.current;
    focusNext.current = null;
    if (selector) (dialog.current?.querySelector(selector) as HTMLElement | null)?.focus();
  }, [parentId]);

  // Widening the window to the top-menu breakpoint closes the drawer.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia?.(`(min-width: ${BREAKPOINTS.lg}px)`);
    const onChange = () => {
      if (wide?.matches) dialog.current?.close();
    };
    wide?.addEventListener('change', onChange);
    return () => wide?.removeEventListener('change', onChange);
  }, [open]);

  const openSub = (item: TMenuItem) => {
    focusNext.current = '[data-testid="drawer-back"]';
    setParentId(item.id);
  };
  const back = () => {
    focusNext.current = `[data-parent="${parentId}"]`;
    setParentId(null);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.drawerButton}`}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={show}
        data-testid="drawer-button"
      >
        <Icon name="menu" />
      </button>
      <dialog
        ref={dialog}
        id={drawerId}
        className={styles.drawer}
        aria-label={t('mainMenu')}
        onClose={onClosed}
        // The panel fills the dialog: a click whose target is the dialog itself is on the backdrop.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className={styles.drawerPanel}>
          <div className={styles.drawerHead}>
            <button type="button" className={styles.iconButton} aria-label={t('closeMenu')} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          {open ? (
            <nav aria-label={t('mainMenu')} data-testid="drawer">
              {parent ? (
                <>
                  <button type="button" className={`${styles.drawerItem} ${styles.drawerBack}`} onClick={back} data-testid="drawer-back">
                    <Icon name="arrowBack" size={20} />
                    <span>{t('backToRoot')}</span>
                  </button>
                  <ul className={styles.drawerList}>
                    {dropdownEntries(parent).map((child) => (
                      <li key={child.id}>
                        <MenuLink href={child.href} openInNewTab={child.openInNewTab} className={styles.drawerItem} aria-current={currentOf(child.href, pathname)} onClick={close}>
                          <LinkLabel link={child} />
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <ul className={styles.drawerList}>
                  {items.map((item) => (
                    <li key={item.id}>
                      {item.children.length > 0 ? (
                        <button
                          type="button"
                          className={styles.drawerItem}
                          aria-label={t('openSubmenu', { name: item.name })}
                          data-parent={item.id}
                          data-active={item.children.some((c) => isActiveHref(c.href, pathname)) || isActiveHref(item.href, pathname) ? 'true' : undefined}
                          onClick={() => openSub(item)}
                        >
                          <span>{item.name}</span>
                          <Icon name="chevronRight" size={20} />
                        </button>
                      ) : (
                        <MenuLink href={item.href} openInNewTab={item.openInNewTab} className={styles.drawerItem} aria-current={currentOf(item.href, pathname)} onClick={close}>
                          <LinkLabel link={item} />
                        </MenuLink>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </nav>
          ) : null}
        </div>
      </dialog>
    </>
  );
}

/** Remember the page-content key of the last visited menu page (seed §2). */
function useRememberPageContent(items: TMenuItem[], pathname: string) {
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

/**
 * The top bar of the main layout: plain HTML and a CSS module (no runtime styling), one client
 * island for what needs the current path or a click: the menus, the language switch and the
 * sunlight display switch.
 */
export function TopBar({
  items,
  languages,
  logoUrl,
  siteName,
}: {
  items: TMenuItem[];
  languages: TLanguage[];
  logoUrl?: string;
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
            <img src={logoUrl} alt={siteName} height={44} />
          ) : (
            <strong>{siteName}</strong>
          )}
        </Link>
        <DesktopMenu items={topItems} pathname={pathname} />
        <div className={styles.end}>
          <Suspense>
            <LanguageMenu languages={languages} />
          </Suspense>
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

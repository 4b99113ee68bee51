'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { isActiveHref } from '@/lib/content/links';
import { BREAKPOINTS } from '@/lib/constants';
import type { TMenuItem } from '@/lib/content/port';
import { Icon } from './icons';
import { LinkLabel } from './LinkLabel';
import { currentOf, dropdownEntries } from './menu-items';
import { MenuLink } from './MenuLink';
import styles from './TopBar.module.css';

/**
 * Below 1366 px: a button opens the menu in a modal <dialog> sliding in from the left (focus kept
 * inside, Escape and a click on the backdrop close it). An item with sub-menus shows them in place
 * of the list, with "back to the main menu".
 */
export function MenuDrawer({ items, pathname }: { items: TMenuItem[]; pathname: string }) {
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

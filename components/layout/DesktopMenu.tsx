'use client';

import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { TMenuItem } from '@/lib/content/port';
import { Icon } from './icons';
import { LinkLabel } from './LinkLabel';
import { currentOf, dropdownEntries, findActiveIndex } from './menu-items';
import { MenuLink } from './MenuLink';
import styles from './TopBar.module.css';

/**
 * The top menu at 1366 px and wider: a navigation landmark with a list of links; an item with
 * sub-menus is a disclosure button that shows its list of links (Escape or a click elsewhere
 * closes it). When the items do not fit, the list scrolls sideways with two arrow buttons.
 */
export function DesktopMenu({ items, pathname }: { items: TMenuItem[]; pathname: string }) {
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

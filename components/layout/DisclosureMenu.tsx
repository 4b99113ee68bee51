'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './DisclosureMenu.module.css';

/** The top bar's look for a plain link or button beside the menus (the account's "Log in"). */
export const topBarButtonClass = styles.button;
/** A top bar button's place kept, empty to the eye and to screen readers (an entry still loading). */
export const topBarPlaceholderClass = `${styles.button} ${styles.placeholder}`;
/** One entry of a DisclosureMenu's list (a link or a button). */
export const disclosureItemClass = styles.item;

/**
 * A disclosure button with a list under it (the top bar's language and account menus): the
 * button says whether the list is open (aria-expanded, aria-controls); Escape closes it and gives
 * focus back to the button; a click or tap outside, or focus leaving it, closes it. Plain HTML and
 * a CSS module, no MUI. `children` gets `close` for entries that act before navigating away.
 */
export function DisclosureMenu({
  label,
  content,
  testId,
  disabled = false,
  wide = false,
  children,
}: {
  /** The button's accessible name. */
  label: string;
  /** What the button shows (icon and text). */
  content: ReactNode;
  testId: string;
  disabled?: boolean;
  /** A wider list (entries with longer names). */
  wide?: boolean;
  children: (close: () => void) => ReactNode;
}) {
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

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
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={() => setOpen(!open)}
        data-testid={testId}
      >
        {content}
      </button>
      <ul id={listId} className={wide ? `${styles.list} ${styles.wide}` : styles.list} hidden={!open}>
        {children(close)}
      </ul>
    </div>
  );
}

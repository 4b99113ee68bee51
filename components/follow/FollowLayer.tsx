'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { readFollowed, subscribeFollowed, toggleFollow, type TFollowedRider } from '@/lib/follow/followed';

/** The results view the layer works in (RaceResultsView's section). */
export const RESULTS_ROOT_SELECTOR = '[data-testid="race-results"]';
/** Where the layer works: a results view, or any other element marked `data-follow-root` (the series page). */
export const FOLLOW_ROOT_SELECTOR = `${RESULTS_ROOT_SELECTOR}, [data-follow-root]`;
const STAR_SELECTOR = 'button[data-follow]';

/** Limits of the followed store's schema (a longer value would make the whole stored list unreadable). */
const NAME_MAX = 120;
const NUMBER_MAX = 10;

const clean = (text: string | null | undefined): string => (text ?? '').replace(/\s+/g, ' ').trim();

/** The rider's name: the star's data-name, else the name button (or text) of the row's rider cell. */
export function riderNameOf(star: HTMLElement): string {
  if (star.dataset.name) return clean(star.dataset.name).slice(0, NAME_MAX);
  const cell = star.closest('th[scope="row"]');
  if (!cell) return '';
  const nameButton = cell.querySelector<HTMLElement>('button[data-entry]');
  if (nameButton) return clean(nameButton.textContent).slice(0, NAME_MAX);
  // Plain-text name: the cell's text without the star's and the compare box's.
  let text = '';
  cell.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof HTMLElement && !node.matches('[data-follow], input, svg')) text += node.textContent ?? '';
  });
  return clean(text).slice(0, NAME_MAX);
}

/**
 * The rider's number: the star's data-number, else the row's cell under the column headed by
 * `numberLabel`, else the cell just before the rider cell (the tables put position, number, name
 * first).
 */
export function riderNumberOf(star: HTMLElement, numberLabel?: string): string | undefined {
  const pick = (text: string | null | undefined) => {
    const value = clean(text).slice(0, NUMBER_MAX);
    return value || undefined;
  };
  if (star.dataset.number !== undefined) return pick(star.dataset.number);
  const row = star.closest('tr');
  if (!row) return undefined;
  if (numberLabel) {
    const header = row.closest('table')?.tHead?.rows[0];
    const index = header ? Array.from(header.cells).findIndex((cell) => clean(cell.textContent) === clean(numberLabel)) : -1;
    if (index >= 0 && row.cells[index]) return pick(row.cells[index]!.textContent);
  }
  const cell = star.closest('th[scope="row"]');
  const before = cell?.previousElementSibling;
  return before ? pick(before.textContent) : undefined;
}

export function riderOf(star: HTMLElement, numberLabel?: string): TFollowedRider | null {
  const id = Number(star.dataset.follow);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const name = riderNameOf(star);
  const number = riderNumberOf(star, numberLabel);
  return number ? { id, name, number } : { id, name };
}

/**
 * Follow stars over the server-rendered results table: the table's markup has, in each rider cell,
 * a star button `data-follow="{riderId}"`; this layer (no client code per row) sets each star's
 * aria-pressed and label from the followed riders kept on the device, on mount, on every change of
 * the list (this tab or another), and whenever the table's HTML is replaced (live refresh, a new
 * page: a MutationObserver), and toggles a rider through one delegated click listener (keyboard
 * included: the stars are buttons). The change is announced in a polite live region.
 */
export function FollowLayer({ updatedAt, numberLabel }: { updatedAt?: string; numberLabel?: string }) {
  const t = useTranslations('Follow');
  const anchor = useRef<HTMLParagraphElement>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const root = anchor.current?.closest<HTMLElement>(FOLLOW_ROOT_SELECTOR) ?? document.querySelector<HTMLElement>(FOLLOW_ROOT_SELECTOR);
    if (!root) return;

    const sync = () => {
      const followed = new Set(readFollowed().map((r) => r.id));
      root.querySelectorAll<HTMLButtonElement>(STAR_SELECTOR).forEach((star) => {
        const id = Number(star.dataset.follow);
        const on = followed.has(id);
        const pressed = String(on);
        // A star left as it is (the server's "not followed", with its "Follow …" label, or ours) is
        // not relabelled: formatting a label per row on every page would start the browser's
        // locale data while the page hydrates (tens of ms on a slow phone).
        if (star.getAttribute('aria-pressed') === pressed) return;
        star.setAttribute('aria-pressed', pressed);
        const name = riderNameOf(star);
        if (name) star.setAttribute('aria-label', t(on ? 'unfollowRider' : 'followRider', { name }));
      });
    };

    // The table's HTML is replaced by the live refresh and client navigations: sync the new stars
    // once per batch of changes (attribute changes, ours included, are not observed).
    let queued = false;
    const observer = new MutationObserver(() => {
      if (queued) return;
      queued = true;
      queueMicrotask(() => {
        queued = false;
        sync();
      });
    });
    observer.observe(root, { childList: true, subtree: true });

    const onClick = (event: MouseEvent) => {
      const star = (event.target as Element | null)?.closest?.<HTMLButtonElement>(STAR_SELECTOR);
      if (!star || !root.contains(star)) return;
      const rider = riderOf(star, numberLabel);
      if (!rider) return;
      const on = toggleFollow(rider); // notifies the store's listeners: sync runs
      setMessage(t(on ? 'followed' : 'unfollowed', { name: rider.name || `#${rider.number ?? rider.id}` }));
    };
    root.addEventListener('click', onClick);

    // Another tab changed the list: the store's subscription hears the `storage` event.
    const unsubscribe = subscribeFollowed(sync);
    sync();
    return () => {
      observer.disconnect();
      root.removeEventListener('click', onClick);
      unsubscribe();
    };
  }, [t, numberLabel, updatedAt]);

  return (
    <p ref={anchor} role="status" aria-live="polite" className="visually-hidden" data-testid="follow-status">
      {message}
    </p>
  );
}

'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_COMPARED, type TResultViewState } from '@/lib/results/view-url';
import { useViewNavigation } from './navigation';
import { RiderDialog } from './RiderDialog';
import styles from './results.module.css';

/**
 * The interactive layer over the server-rendered results table: one click listener opens a rider's
 * timing dialog (buttons with `data-entry`), one change listener adds or removes riders of the lap
 * graph (boxes with `data-rider`, kept in the URL as `?rider=`). The table itself stays server
 * HTML, with no client component per row.
 */
export function ResultsInteractive({
  raceId,
  basePath,
  state: serverState,
  canCompare,
  children,
}: {
  raceId: number;
  basePath: string;
  state: TResultViewState;
  canCompare: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('ResultsClient');
  const locale = useLocale();
  const { go, state } = useViewNavigation(basePath, serverState);
  const [open, setOpen] = useState<{ entryId: number; riderId: number } | null>(null);
  const [notice, setNotice] = useState('');
  const opener = useRef<HTMLElement | null>(null);

  const toggleRider = useCallback(
    (riderId: number, on: boolean): boolean => {
      const current = state.riderIds.filter((id) => id !== riderId);
      if (on && current.length >= MAX_COMPARED) {
        setNotice(t('maxRiders', { max: MAX_COMPARED }));
        return false;
      }
      setNotice('');
      go({ riderIds: on ? [...current, riderId] : current });
      return true;
    },
    [go, state.riderIds, t],
  );

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-entry]');
    if (!button) return;
    opener.current = button;
    setOpen({ entryId: Number(button.dataset.entry), riderId: Number(button.dataset.riderId) });
  };

  // The compare boxes are plain HTML placed by the table's markup string (no React props), and
  // React's onChange ignores inputs it did not render: a native listener hears them.
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onChange = (event: Event) => {
      const box = event.target as HTMLInputElement;
      if (box.dataset?.rider === undefined) return;
      if (!toggleRider(Number(box.dataset.rider), box.checked)) box.checked = false;
    };
    root.addEventListener('change', onChange);
    return () => root.removeEventListener('change', onChange);
  }, [toggleRider]);

  // A rider removed elsewhere (the graph panel) is unticked here too.
  useEffect(() => {
    const chosen = new Set(state.riderIds);
    rootRef.current?.querySelectorAll<HTMLInputElement>('input[data-rider]').forEach((box) => {
      box.checked = chosen.has(Number(box.dataset.rider));
    });
  }, [state.riderIds]);

  const close = useCallback(() => {
    setOpen(null);
    opener.current?.focus();
  }, []);

  return (
    <div ref={rootRef} onClick={onClick} className={styles.view}>
      <p role="status" aria-live="polite" className={notice ? styles.message : 'visually-hidden'}>
        {notice}
      </p>
      {children}
      {open ? (
        <RiderDialog
          raceId={raceId}
          entryId={open.entryId}
          locale={locale}
          onClose={close}
          compare={
            canCompare && Number.isFinite(open.riderId)
              ? { chosen: state.riderIds.includes(open.riderId), toggle: (on: boolean) => toggleRider(open.riderId, on) }
              : null
          }
        />
      ) : null}
    </div>
  );
}

'use client';

import { useCallback, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { rotateTab } from '@/lib/trackside/search';
import { useHydrated } from '@/components/hooks/useHydrated';
import styles from './trackside.module.css';

/** A horizontal move at least this long, and mostly sideways, is a swipe. */
export const SWIPE_MIN_PX = 60;

/**
 * The participant view's tabs (seed §2: home 0, results 1, laps 2, points 3, profile 4, `?tab=`).
 * Every panel is rendered by the server; this island only shows one. The tabs are links
 * (`?tab=N`), so they work before the page's JavaScript runs; then a tap switches at once, the
 * arrow keys (on the tabs or a focused panel) and a swipe on the panels rotate and wrap, and the
 * URL follows with `history.replaceState` (no request: the signal at the track is weak).
 */
export function ParticipantTabs({ labels, initial, panels }: { labels: string[]; initial: number; panels: ReactNode[] }) {
  const [tab, setTab] = useState(initial);
  const ready = useHydrated();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);


  const select = useCallback(
    (next: number, focus: boolean) => {
      setTab(next);
      const url = new URL(window.location.href);
      url.searchParams.set('tab', String(next));
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
      if (focus) tabRefs.current[next]?.focus();
    },
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, focusTabs: boolean) => {
    const count = labels.length;
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = rotateTab(tab, 1, count);
    else if (event.key === 'ArrowLeft') next = rotateTab(tab, -1, count);
    else if (focusTabs && event.key === 'Home') next = 0;
    else if (focusTabs && event.key === 'End') next = count - 1;
    if (next === null) return;
    event.preventDefault();
    select(next, focusTabs);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    select(index, false);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse') return;
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < 2 * Math.abs(dy)) return;
    // A swipe to the left brings the next tab, as pages of a book.
    select(rotateTab(tab, dx < 0 ? 1 : -1, labels.length), false);
  };

  return (
    <div className={styles.tabsRoot} data-testid="participant-tabs" data-tab={tab} data-ready={ready || undefined}>
      <div role="tablist" aria-orientation="horizontal" className={styles.tabList} onKeyDown={(e) => onKeyDown(e, true)}>
        {labels.map((label, index) => (
          <a
            key={label}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            id={`participant-tab-${index}`}
            href={`?tab=${index}`}
            role="tab"
            aria-selected={index === tab}
            aria-controls={`participant-panel-${index}`}
            tabIndex={index === tab ? 0 : -1}
            className={styles.tab}
            onClick={(event) => onClick(event, index)}
            data-testid={`participant-tab-${index}`}
          >
            {label}
          </a>
        ))}
      </div>
      <div className={styles.panels} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        {panels.map((panel, index) => (
          <section
            key={index}
            id={`participant-panel-${index}`}
            role="tabpanel"
            aria-labelledby={`participant-tab-${index}`}
            hidden={index !== tab}
            tabIndex={0}
            className={styles.panel}
            onKeyDown={(event) => {
              if (event.target === event.currentTarget) onKeyDown(event, false);
            }}
            data-testid={`participant-panel-${index}`}
          >
            {panel}
          </section>
        ))}
      </div>
    </div>
  );
}

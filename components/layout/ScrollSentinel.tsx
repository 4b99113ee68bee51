'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { STICKY_HEADER_THRESHOLD } from '@/lib/constants';
import styles from './layout.module.css';

/**
 * Marks the shell `data-scrolled="true"` once the page has scrolled STICKY_HEADER_THRESHOLD px
 * (seed §9), which shows PageHeader's compact title bar (layout.module.css). A one-pixel sentinel
 * at that depth and an IntersectionObserver: no scroll listener, no work while scrolling. Put it
 * directly in the shell (its parent), after the top bar.
 *
 * It also keeps the heights of what sticks to the top of the window on the document element:
 * `--ll-top-bar-height` (the top bar is taller when its menu wraps), under which the compact bar
 * and a fixed sub-header sit, and `--ll-subheader-height` while the page has a fixed sub-header
 * (PageHeader `fixed`, marked `data-sticky-subheader`). app/globals.css turns them into the page's
 * `scroll-padding-top`, so that what is scrolled into view (a focused field, a #link, the waiver's
 * signature box) stops below them rather than under them (WCAG 2.2, 2.4.11). The sub-header is
 * the page's, so it is looked up again after each navigation.
 */
export function ScrollSentinel() {
  const ref = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    const sentinel = ref.current;
    const shell = sentinel?.parentElement;
    if (!sentinel || !shell || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      // Out of view above the window: scrolled past the threshold (not below a very short window).
      if (!entry.isIntersecting && entry.boundingClientRect.top < 0) shell.setAttribute('data-scrolled', 'true');
      else shell.removeAttribute('data-scrolled');
    });
    observer.observe(sentinel);
    return () => {
      observer.disconnect();
      shell.removeAttribute('data-scrolled');
    };
  }, []);

  useEffect(() => {
    const shell = ref.current?.parentElement;
    const topBar = shell?.querySelector('header');
    if (!shell || !topBar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const subheader = shell.querySelector<HTMLElement>('[data-sticky-subheader]');
    const sizes = new ResizeObserver(() => {
      root.setProperty('--ll-top-bar-height', `${topBar.offsetHeight}px`);
      if (subheader) root.setProperty('--ll-subheader-height', `${subheader.offsetHeight}px`);
    });
    sizes.observe(topBar);
    if (subheader) sizes.observe(subheader);
    return () => {
      sizes.disconnect();
      root.removeProperty('--ll-subheader-height');
    };
  }, [pathname]);
  return <div ref={ref} className={styles.scrollSentinel} style={{ top: STICKY_HEADER_THRESHOLD }} aria-hidden="true" />;
}

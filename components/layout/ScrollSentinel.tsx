'use client';

import { useEffect, useRef } from 'react';
import { STICKY_HEADER_THRESHOLD } from '@/lib/constants';
import styles from './layout.module.css';

/**
 * Marks the shell `data-scrolled="true"` once the page has scrolled STICKY_HEADER_THRESHOLD px
 * (seed §9), which shows PageHeader's compact title bar (layout.module.css). A one-pixel sentinel
 * at that depth and an IntersectionObserver: no scroll listener, no work while scrolling. It also
 * keeps `--ll-top-bar-height` on the shell (the top bar is taller when its menu wraps), so the
 * bar sits right under the top bar. Put it directly in the shell (its parent gets both), after
 * the top bar.
 */
export function ScrollSentinel() {
  const ref = useRef<HTMLDivElement>(null);
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
    const topBar = shell.querySelector('header');
    const sizes =
      topBar && typeof ResizeObserver !== 'undefined'
        ? new ResizeObserver(() => shell.style.setProperty('--ll-top-bar-height', `${topBar.offsetHeight}px`))
        : null;
    if (topBar) sizes?.observe(topBar);
    return () => {
      observer.disconnect();
      sizes?.disconnect();
      shell.removeAttribute('data-scrolled');
    };
  }, []);
  return <div ref={ref} className={styles.scrollSentinel} style={{ top: STICKY_HEADER_THRESHOLD }} aria-hidden="true" />;
}

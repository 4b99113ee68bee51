'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './presentation.module.css';

export type TDeckSlide = {
  /** Class id (kept in `?class=` so a link opens the same slide). */
  id: number;
  name: string;
  /** "Class 2 of 12", formatted by the server. */
  counter: string;
  headingId: string;
  content: ReactNode;
};

export type TDeckLabels = {
  region: string;
  previous: string;
  next: string;
  jumpTo: string;
  fullscreen: string;
  exitFullscreen: string;
  allClasses: string;
  keyboardHint: string;
};

function slideHref(id: number): string {
  return `?class=${id}`;
}

/**
 * The awards slideshow: one class at a time, moved with the buttons, the class list or the
 * keyboard (←/→, Page Up/Down, Space, Home/End; F for full screen). The server renders every
 * slide (hidden but the current one), so printing shows them all, and without JavaScript the
 * previous/next links still work (`?class=`). Labels come translated from the server.
 */
export function PresentationDeck({
  slides,
  initialIndex,
  eventLine,
  allHref,
  labels,
}: {
  slides: TDeckSlide[];
  initialIndex: number;
  eventLine: string;
  allHref: string;
  labels: TDeckLabels;
}) {
  const [index, setIndex] = useState(initialIndex);
  const [isFullscreen, setFullscreen] = useState(false);
  const deck = useRef<HTMLDivElement>(null);
  const count = slides.length;

  const go = useCallback(
    (next: number) => {
      const target = Math.min(Math.max(next, 0), count - 1);
      setIndex(target);
      const slide = slides[target];
      if (slide) window.history.replaceState(null, '', slideHref(slide.id));
    },
    [count, slides],
  );

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void deck.current?.requestFullscreen?.();
  }, []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === deck.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable="true"]')) return;
      const inDeck = target ? deck.current?.contains(target) || target === document.body : true;
      if (!inDeck) return;
      let handled = true;
      switch (event.key) {
        case 'ArrowRight':
        case 'PageDown':
          go(index + 1);
          break;
        case ' ':
          if (target?.closest('a, button')) return;
          go(index + (event.shiftKey ? -1 : 1));
          break;
        case 'ArrowLeft':
        case 'PageUp':
          go(index - 1);
          break;
        case 'Home':
          go(0);
          break;
        case 'End':
          go(count - 1);
          break;
        case 'f':
        case 'F':
          toggleFullscreen();
          break;
        default:
          handled = false;
      }
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, go, index, toggleFullscreen]);

  const current = slides[index];
  const previous = slides[index - 1];
  const next = slides[index + 1];

  return (
    <div ref={deck} className={styles.deck} role="region" aria-roledescription="carousel" aria-label={labels.region} data-testid="presentation-deck" data-index={index}>
      <p className={styles.eventLine}>{eventLine}</p>
      {slides.map((slide, i) => (
        <section
          key={slide.id}
          className={styles.slide}
          hidden={i !== index}
          aria-roledescription="slide"
          aria-labelledby={slide.headingId}
          data-testid="presentation-slide"
          data-class-id={slide.id}
          data-active={i === index}
        >
          {slide.content}
        </section>
      ))}
      <nav className={styles.controls} aria-label={labels.region}>
        <a
          href={previous ? slideHref(previous.id) : undefined}
          className={styles.button}
          aria-disabled={!previous}
          onClick={(event) => {
            event.preventDefault();
            go(index - 1);
          }}
          data-testid="presentation-previous"
        >
          ← {labels.previous}
        </a>
        <span className={styles.counter} aria-live="polite" data-testid="presentation-counter">
          {current?.counter}
        </span>
        <a
          href={next ? slideHref(next.id) : undefined}
          className={styles.button}
          aria-disabled={!next}
          onClick={(event) => {
            event.preventDefault();
            go(index + 1);
          }}
          data-testid="presentation-next"
        >
          {labels.next} →
        </a>
        <label className="visually-hidden" htmlFor="presentation-jump">
          {labels.jumpTo}
        </label>
        <select
          id="presentation-jump"
          className={styles.select}
          value={current?.id ?? ''}
          onChange={(event) => go(slides.findIndex((s) => String(s.id) === event.target.value))}
          data-testid="presentation-jump"
        >
          {slides.map((slide) => (
            <option key={slide.id} value={slide.id}>
              {slide.name}
            </option>
          ))}
        </select>
        <span className={styles.spacer} />
        <button type="button" className={styles.button} onClick={toggleFullscreen} aria-pressed={isFullscreen} data-testid="presentation-fullscreen">
          {isFullscreen ? labels.exitFullscreen : labels.fullscreen}
        </button>
        <a href={allHref} className={styles.button} data-testid="presentation-all">
          {labels.allClasses}
        </a>
        <p className={styles.hint}>{labels.keyboardHint}</p>
      </nav>
    </div>
  );
}

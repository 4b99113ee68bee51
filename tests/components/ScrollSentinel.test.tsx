// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { ScrollSentinel } from '@/components/layout/ScrollSentinel';
import { STICKY_HEADER_THRESHOLD } from '@/lib/constants';

type TCallback = (entries: Partial<IntersectionObserverEntry>[]) => void;

describe('ScrollSentinel', () => {
  let callback: TCallback | undefined;
  let observed: Element[] = [];
  const disconnect = vi.fn();
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: TCallback) {
          callback = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect = disconnect;
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the heights of the top bar and a fixed sub-header on the document, for the bars under it and the scroll padding', () => {
    let resized: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          resized = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    const { container } = render(
      <div>
        <header>menu</header>
        <ScrollSentinel />
      </div>,
    );
    const shell = container.firstElementChild as HTMLElement;
    Object.defineProperty(shell.querySelector('header')!, 'offsetHeight', { configurable: true, value: 88 });
    act(() => resized!());
    const root = document.documentElement.style;
    expect(root.getPropertyValue('--ll-top-bar-height')).toBe('88px');
    expect(root.getPropertyValue('--ll-subheader-height')).toBe('');
  });

  it('measures a fixed sub-header, and forgets it when the page is left', () => {
    const watched: Element[] = [];
    let resized: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: () => void) {
          resized = cb;
        }
        observe(el: Element) {
          watched.push(el);
        }
        disconnect() {}
      },
    );
    const { container, unmount } = render(
      <div>
        <header>menu</header>
        <ScrollSentinel />
        <div data-sticky-subheader="">Series</div>
      </div>,
    );
    const subheader = container.querySelector('[data-sticky-subheader]')!;
    expect(watched).toContain(subheader);
    Object.defineProperty(subheader, 'offsetHeight', { configurable: true, value: 112 });
    act(() => resized!());
    expect(document.documentElement.style.getPropertyValue('--ll-subheader-height')).toBe('112px');
    unmount();
    expect(document.documentElement.style.getPropertyValue('--ll-subheader-height')).toBe('');
  });

  const at = (top: number, isIntersecting: boolean) => act(() => callback!([{ isIntersecting, boundingClientRect: { top } as DOMRectReadOnly }]));

  it('marks the shell once the page has scrolled past the threshold, and unmarks it back at the top', () => {
    const { container, unmount } = render(
      <div data-testid="shell">
        <ScrollSentinel />
      </div>,
    );
    const shell = container.firstElementChild!;
    const sentinel = observed[0] as HTMLElement;
    expect(sentinel.parentElement).toBe(shell);
    expect(sentinel.style.top).toBe(`${STICKY_HEADER_THRESHOLD}px`);
    expect(sentinel.getAttribute('aria-hidden')).toBe('true');

    at(STICKY_HEADER_THRESHOLD, true);
    expect(shell.hasAttribute('data-scrolled')).toBe(false);
    at(-20, false);
    expect(shell.getAttribute('data-scrolled')).toBe('true');
    at(40, true);
    expect(shell.hasAttribute('data-scrolled')).toBe(false);
    // Below a very short window is not "scrolled".
    at(900, false);
    expect(shell.hasAttribute('data-scrolled')).toBe(false);

    at(-20, false);
    unmount();
    expect(disconnect).toHaveBeenCalled();
    expect(shell.hasAttribute('data-scrolled')).toBe(false);
  });
});

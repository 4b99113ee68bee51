'use client';

import { useEffect } from 'react';

/** The width from which the filters stand open (series.module.css: phones are below 600 px). */
const WIDE_SCREEN = '(min-width: 600px)';

/**
 * Opens the series page's "Filter" `<details>` on a wide screen in a browser that cannot style
 * `::details-content` (where it can, series.module.css shows the content of the closed box and
 * hides its summary, before any script). Renders nothing.
 */
export function OpenOnWideScreen({ id }: { id: string }) {
  useEffect(() => {
    const box = document.getElementById(id);
    if (!(box instanceof HTMLDetailsElement) || box.open || CSS.supports('selector(::details-content)')) return;
    if (window.matchMedia(WIDE_SCREEN).matches) box.open = true;
  }, [id]);
  return null;
}

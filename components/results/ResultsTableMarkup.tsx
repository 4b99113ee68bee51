'use client';

import { useRef } from 'react';
import { tableMarkup, type TTableClasses, type TTableModel } from '@/lib/results/table-markup';
import { useCompactRows } from './compact-rows';
import styles from './results.module.css';

/**
 * Places the results table's markup, built from its model (lib/results/table-markup.ts) where it
 * renders: on the server for the HTML, in the browser after a client navigation. The page sends
 * the model, a few kB, rather than the markup, which React would send a second time in the RSC
 * payload. React keeps the server's table as it is when it hydrates (same string).
 *
 * The interactive table (rider buttons) has compact rows on a phone (`compact`, compact-rows.ts).
 */
export function ResultsTableMarkup({ model, caption, pageBreaks, testId }: { model: TTableModel; caption: string; pageBreaks: boolean; testId: string }) {
  const html = tableMarkup(model, styles as unknown as TTableClasses, { pageBreaks });
  const compact = model.laps !== null && !pageBreaks;
  const ref = useRef<HTMLDivElement>(null);
  useCompactRows(ref, html, compact, model.details);
  if (pageBreaks) return <div data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div
      ref={ref}
      className={compact ? `${styles.scroller} ${styles.compact}` : styles.scroller}
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

'use client';

import { useRef } from 'react';
import { useMarkupLinks } from '@/components/ui/useMarkupLinks';
import { seriesTableMarkup, type TSeriesTableClasses, type TSeriesTableModel } from '@/lib/series/table-markup';
import styles from './series.module.css';

/**
 * Places a series points table built from its model (lib/series/table-markup.ts) where it renders:
 * on the server for the HTML, in the browser after a client navigation. The page sends the model,
 * not the table's elements, which React would otherwise send a second time in its flight data.
 * React keeps the server's table as it is when it hydrates (same string).
 */
export function SeriesTableMarkup({ model, headingId }: { model: TSeriesTableModel; headingId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useMarkupLinks(ref);
  return (
    <div
      ref={ref}
      className={styles.wrap}
      tabIndex={0}
      role="region"
      aria-labelledby={headingId}
      dangerouslySetInnerHTML={{ __html: seriesTableMarkup(model, styles as unknown as TSeriesTableClasses) }}
    />
  );
}

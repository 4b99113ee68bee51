import { NextLink } from '@/components/ui/NextLink';
import styles from './Chip.module.css';

/**
 * An active filter shown as a chip; following it removes the filter (`href` is the page without
 * it). A plain link: it works before and without the page's JavaScript.
 */
export function FilterChip({ label, removeLabel, href, testId }: { label: string; removeLabel: string; href: string; testId?: string }) {
  return (
    <NextLink href={href} className={styles.filter} aria-label={removeLabel} data-testid={testId}>
      <span>{label}</span>
      <span className={styles.filterClose} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
          <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </svg>
      </span>
    </NextLink>
  );
}

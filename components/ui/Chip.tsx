import type { HTMLAttributes } from 'react';
import styles from './Chip.module.css';

export type TChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

/**
 * A short label in a pill (a status, "members only"): MUI's Chip without MUI, in the theme's
 * colours (filled: the colour's main tone with its contrast text; outlined: the main tone on the
 * page). Plain markup, so a list of a hundred rows pays nothing for it. Not interactive: a chip
 * that removes a filter is a link (FilterChip).
 */
export function Chip({
  label,
  color = 'default',
  variant = 'filled',
  size = 'medium',
  className,
  ...rest
}: {
  label: string;
  color?: TChipColor;
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
} & Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'color'>) {
  return (
    <span {...rest} className={[styles.chip, className ?? ''].join(' ')} data-color={color} data-variant={variant} data-size={size}>
      {label}
    </span>
  );
}

import type { HTMLAttributes } from 'react';
import styles from './chip.module.css';

export type TChipColor = 'default' | 'success' | 'info' | 'warning' | 'error';

/**
 * A status chip, filled in a theme colour or outlined in the secondary one: plain HTML on the
 * server, the look of MUI's Chip. The label is the text; colour never carries the meaning alone.
 */
export function Chip({
  label,
  color = 'default',
  outlined = false,
  small = false,
  ...rest
}: { label: string; color?: TChipColor; outlined?: boolean; small?: boolean } & Omit<HTMLAttributes<HTMLSpanElement>, 'color' | 'className' | 'children'>) {
  const classes = [styles.chip, small ? styles.small : '', outlined ? styles.outlinedSecondary : color === 'default' ? '' : styles[color]].filter(Boolean).join(' ');
  return (
    <span {...rest} className={classes}>
      <span className={styles.label}>{label}</span>
    </span>
  );
}

import type { HTMLAttributes } from 'react';
import styles from './Card.module.css';

/**
 * An outlined box on the paper colour (MUI's outlined Paper and Card, without MUI): a border in the
 * divider colour and the theme's corner radius. `padding`: none, 16 px, or 16 px growing to 24 px
 * from 600 px wide (`roomy`). `as` picks the element (a section or list item keeps its meaning).
 */
export function Card({
  as: Element = 'div',
  padding = 'normal',
  className,
  children,
  ...rest
}: {
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  padding?: 'none' | 'normal' | 'roomy';
} & HTMLAttributes<HTMLElement>) {
  return (
    <Element {...rest} className={[styles.card, className ?? ''].join(' ')} data-padding={padding}>
      {children}
    </Element>
  );
}

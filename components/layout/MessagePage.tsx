import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import button from './button.module.css';
import styles from './MessagePage.module.css';

/** A page that only says something (404, generic error) and offers the way home. */
export function MessagePage({
  title,
  description,
  homeLabel,
  overline,
  testId,
  action,
}: {
  title: string;
  description?: string;
  homeLabel: string;
  overline?: ReactNode;
  testId?: string;
  /** Shown before the way home (the error page's "Try again"). */
  action?: ReactNode;
}) {
  return (
    <div className={styles.page}>
      {overline ? <p className={styles.overline}>{overline}</p> : null}
      <h1 className={styles.title} data-testid={testId}>
        {title}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      <div className={styles.actions}>
        {action}
        <Link href="/" className={action ? button.outlined : button.contained}>
          {homeLabel}
        </Link>
      </div>
    </div>
  );
}

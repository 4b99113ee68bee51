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
}: {
  title: string;
  description?: string;
  homeLabel: string;
  overline?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.page}>
      {overline ? <p className={styles.overline}>{overline}</p> : null}
      <h1 className={styles.title} data-testid={testId}>
        {title}
      </h1>
      {description ? <p className={styles.description}>{description}</p> : null}
      <Link href="/" className={button.contained}>
        {homeLabel}
      </Link>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from '@/components/content/ContentUnavailable.module.css';

/**
 * The box a page shows in place of what a service could not give (content unavailable, results
 * service unavailable, not offered by the platform): a titled region, a sentence and one action.
 * Plain HTML and CSS, no client JavaScript.
 */
export function ServiceNotice({
  id,
  testId,
  heading,
  title,
  description,
  action,
}: {
  /** Id of the title (the region is labelled by it). */
  id: string;
  testId: string;
  heading: 'h1' | 'h2' | 'h3';
  title: string;
  description: string;
  action: ReactNode;
}) {
  const Heading = heading;
  return (
    <section className={styles.box} aria-labelledby={id} data-testid={testId}>
      <Heading id={id} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      {action}
    </section>
  );
}

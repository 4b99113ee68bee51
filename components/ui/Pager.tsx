import { Link } from '@/i18n/navigation';
import styles from './pager.module.css';

export type TPagerLabels = {
  /** Name of the navigation landmark ("Pages of the points table"). */
  nav: string;
  previous: string;
  next: string;
  /** "Page 2 of 5". */
  status: string;
};

/**
 * Previous and next links around "page x of y" (server-rendered plain links: they work without
 * JavaScript and keep the page in the URL). Nothing when there is one page.
 */
export function Pager({ page, pages, href, labels, testId }: { page: number; pages: number; href: (page: number) => string; labels: TPagerLabels; testId: string }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={labels.nav} data-testid={testId} data-page={page} data-pages={pages}>
      {page > 1 ? (
        <Link className={styles.link} href={href(page - 1)} rel="prev" data-testid={`${testId}-previous`}>
          {labels.previous}
        </Link>
      ) : (
        <span aria-disabled="true" />
      )}
      <span data-testid={`${testId}-status`}>{labels.status}</span>
      {page < pages ? (
        <Link className={styles.link} href={href(page + 1)} rel="next" data-testid={`${testId}-next`}>
          {labels.next}
        </Link>
      ) : (
        <span aria-disabled="true" />
      )}
    </nav>
  );
}

import { Link } from '@/i18n/navigation';
import styles from './LinkTabs.module.css';

export type TLinkTab = { key: string; label: string; href: string };

/**
 * Tabs that are links (server-rendered, one URL per tab, they work without JavaScript): a
 * navigation landmark whose current item carries aria-current="page", underlined in the button
 * colour. Wraps on narrow screens, so the current tab is always in view. Not ARIA tabs: each one
 * opens a page (docs/decisions/016).
 */
export function LinkTabs({ label, tabs, current, testId }: { label: string; tabs: readonly TLinkTab[]; current: string; testId?: string }) {
  return (
    <nav aria-label={label} className={styles.tabs} data-testid={testId}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.key} className={styles.item}>
            <Link
              href={tab.href}
              className={styles.tab}
              aria-current={tab.key === current ? 'page' : undefined}
              data-testid={testId ? `${testId}-${tab.key}` : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

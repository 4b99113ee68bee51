import { NextLink } from '@/components/ui/NextLink';
import styles from './promoters.module.css';

export type TLinkTab = { key: string; label: string; href: string };

/**
 * Tabs that are links (server-rendered, one URL per tab): a navigation landmark whose current
 * item carries aria-current="page". Wraps on narrow screens, so the current tab is always in view.
 */
export function LinkTabs({ label, tabs, current, testId }: { label: string; tabs: TLinkTab[]; current: string; testId?: string }) {
  return (
    <nav aria-label={label} data-testid={testId} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <NextLink
              href={tab.href}
              className={styles.tab}
              aria-current={tab.key === current ? 'page' : undefined}
              data-testid={testId ? `${testId}-${tab.key}` : undefined}
            >
              {tab.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './organiser.module.css';

const ITEMS = [
  { key: 'events', href: '/organiser', organisersOnly: false },
  { key: 'memberships', href: '/organiser/memberships', organisersOnly: true },
  { key: 'series', href: '/organiser/series', organisersOnly: false },
  { key: 'roles', href: '/organiser/roles', organisersOnly: true },
  { key: 'audit', href: '/organiser/audit', organisersOnly: false },
] as const;

/**
 * The organiser area's sections; `current` is marked for assistive technology. Membership types
 * and roles are an organisation's (organisers only); series definitions are a promoter's too.
 */
export async function OrganiserNav({ current, organises }: { current: (typeof ITEMS)[number]['key'] | null; organises: boolean }) {
  const t = await getTranslations('Organiser.nav');
  return (
    <nav aria-label={t('label')}>
      <ul className={styles.nav}>
        {ITEMS.filter((item) => !item.organisersOnly || organises).map((item) => (
          <li key={item.key}>
            <Link href={item.href} aria-current={item.key === current ? 'page' : undefined} data-testid={`organiser-nav-${item.key}`}>
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from './organiser.module.css';

const ITEMS = [
  { key: 'events', href: '/organiser' },
  { key: 'roles', href: '/organiser/roles' },
  { key: 'audit', href: '/organiser/audit' },
] as const;

/** The organiser area's sections; `current` is marked for assistive technology. */
export async function OrganiserNav({ current, organises }: { current: (typeof ITEMS)[number]['key'] | null; organises: boolean }) {
  const t = await getTranslations('Organiser.nav');
  return (
    <nav aria-label={t('label')}>
      <ul className={styles.nav}>
        {ITEMS.filter((item) => item.key !== 'roles' || organises).map((item) => (
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

import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import type { TClass } from '@/lib/platform/port';
import { membershipTexts } from './texts';
import styles from './membership-pages.module.css';
import table from './table.module.css';

/** Racing classes with their group, vehicle and ages; each links to /membership/classes/{id}. */
export async function ClassTable({ classes, locale }: { classes: TClass[]; locale: TLocale }) {
  const { t, ages } = await membershipTexts(locale);
  if (classes.length === 0) {
    return (
      <p className={styles.text} data-testid="classes-empty">
        {t('classes.empty')}
      </p>
    );
  }
  return (
    <div className={table.scroll}>
      <table className={table.table} data-testid="class-table" aria-label={t('classes.title')}>
        <thead>
          <tr>
            <th scope="col">{t('classes.name')}</th>
            <th scope="col">{t('classes.group')}</th>
            <th scope="col">{t('classes.vehicle')}</th>
            <th scope="col">{t('classes.ages')}</th>
          </tr>
        </thead>
        <tbody>
          {classes.map((c) => (
            <tr key={c.id} data-testid="class-row">
              <th scope="row">
                {/* Underlined: beside the class code, the link's colour alone would not tell it apart (WCAG 1.4.1). */}
                <NextLink href={`/membership/classes/${c.id}`} className={styles.linkUnderlined}>
                  {c.name}
                </NextLink>{' '}
                <span className={styles.secondary}>({c.code})</span>
              </th>
              <td>{c.group ?? '—'}</td>
              <td>{t(`vehicle.${c.vehicle}`)}</td>
              <td>{ages(c.minAge, c.maxAge)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

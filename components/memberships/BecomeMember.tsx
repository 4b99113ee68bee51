import { getTranslations } from 'next-intl/server';
import button from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import styles from './membership-pages.module.css';

/** The "become a member" call to action: participant registration (seed §2, /registration/participant). */
export async function BecomeMember({ locale, organizationName }: { locale: TLocale; organizationName?: string }) {
  const t = await getTranslations({ locale, namespace: 'Memberships' });
  return (
    <aside aria-labelledby="become-member-title" data-testid="become-member" className={styles.become}>
      <div className={styles.becomeText}>
        <h2 id="become-member-title" className={styles.becomeTitle}>
          {t('become.title')}
        </h2>
        <p className={styles.body2}>{organizationName ? t('become.textOf', { name: organizationName }) : t('become.text')}</p>
      </div>
      <NextLink href="/registration/participant" className={button.contained} data-testid="become-member-link">
        {t('become.action')}
      </NextLink>
    </aside>
  );
}

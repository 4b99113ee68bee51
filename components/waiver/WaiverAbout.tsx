import { getTranslations } from 'next-intl/server';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import styles from './waiver.module.css';

/** /waiver without a document: what a waiver is and where each person's link comes from. */
export async function WaiverAbout() {
  const t = await getTranslations('WaiverUi.about');
  return (
    <section aria-labelledby="waiver-about" data-testid="waiver-about">
      <h2 id="waiver-about" className={styles.h2}>
        {t('title')}
      </h2>
      <p className={`${styles.p} ${styles.gap2}`}>{t('what')}</p>
      <p className={`${styles.p} ${styles.gap2}`}>{t('links')}</p>
      <p className={`${styles.p} ${styles.gap3}`}>{t('minors')}</p>
      <NextLink href="/spectator" className={buttons.contained}>
        {t('buyTickets')}
      </NextLink>
    </section>
  );
}

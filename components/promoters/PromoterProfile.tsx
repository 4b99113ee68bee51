import { getTranslations } from 'next-intl/server';
import type { TLocale } from '@/lib/constants';
import type { TPromoter } from '@/lib/platform/port';
import { ContactDetails } from './ContactDetails';
import styles from './promoters.module.css';

/** A promoter's logo, description and contact details, above its tabs. */
export async function PromoterProfile({ promoter, locale }: { promoter: TPromoter; locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'Promoters' });
  return (
    <section
      aria-label={t('about', { name: promoter.name })}
      className={promoter.logoUrl ? `${styles.profile} ${styles.profileWithLogo}` : styles.profile}
      data-testid="promoter-profile"
    >
      {promoter.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- platform logos (any host, SVG)
        <img src={promoter.logoUrl} alt={t('logo', { name: promoter.name })} className={styles.profileLogo} />
      ) : null}
      <p className={styles.text} data-testid="promoter-description">
        {promoter.description ?? t('noDescription')}
      </p>
      <ContactDetails
        details={promoter}
        labels={{ address: t('contact.address'), email: t('contact.email'), phone: t('contact.phone'), website: t('contact.website') }}
      />
    </section>
  );
}

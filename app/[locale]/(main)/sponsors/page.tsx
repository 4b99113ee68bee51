import type { Metadata } from 'next';
import { ContentPage, ContentPageUnavailable } from '@/components/content/ContentPage';
import { menuTitle } from '@/lib/content/titles';
import { getTranslations } from 'next-intl/server';
import content from '@/components/content/content.module.css';
import { ContentIcon } from '@/components/content/icons';
import styles from '@/components/content/pages.module.css';
import { getSponsors } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import type { TSponsor } from '@/lib/content/port';
import { pageLocale } from '@/lib/i18n/page-locale';

const TIERS = ['title', 'gold', 'silver', 'supporter'] as const satisfies readonly TSponsor['tier'][];

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Sponsors' });
  return { title: await menuTitle(locale, '/sponsors', t('title')), description: t('description') };
}

/** /sponsors: the sponsors by tier (title, gold, silver, supporter), each with logo, text and link. */
export default async function SponsorsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Sponsors');
  const loaded = await loadPageContent('sponsors', () => getSponsors(locale));
  if (!loaded.ok) {
    return <ContentPageUnavailable title={t('title')} retryHref="/sponsors" />;
  }
  const sponsors = loaded.value;
  const tiers = TIERS.map((tier) => ({ tier, list: sponsors.filter((s) => s.tier === tier) })).filter((g) => g.list.length > 0);

  return (
    <ContentPage title={t('title')}>
      {tiers.length === 0 ? (
        <p className={content.text} data-testid="sponsors-empty">
          {t('empty')}
        </p>
      ) : (
        tiers.map(({ tier, list }) => (
          <section key={tier} aria-labelledby={`sponsors-${tier}`} className={content.section} data-testid="sponsors-tier" data-tier={tier}>
            <h2 id={`sponsors-${tier}`} className={`${content.h2} ${content.headingGapLarge}`}>
              {t(`tiers.${tier}`)}
            </h2>
            <ul className={`${content.plainList} ${styles.sponsorCards}`} data-tier={tier}>
              {list.map((s) => (
                <li key={s.id} className={`${content.paper} ${styles.sponsorCard}`} data-testid="sponsor-card">
                  {/* The logo's height and the cards per row depend on the tier (pages.module.css). */}
                  <div className={styles.sponsorLogo}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- sponsor logos are SVG/remote files */}
                    <img src={s.logoUrl} alt={s.name} loading="lazy" />
                  </div>
                  <h3 className={content.h3Small}>{s.name}</h3>
                  {s.description ? <p className={content.body2}>{s.description}</p> : null}
                  {s.link ? (
                    <a href={s.link} target="_blank" rel="noopener noreferrer" className={`${content.link} ${styles.sponsorLink}`} data-testid="sponsor-page-link">
                      {t('visit', { name: s.name })}
                      <ContentIcon name="openInNew" />
                      <span className="visually-hidden"> {t('opensInNewTab')}</span>
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </ContentPage>
  );
}

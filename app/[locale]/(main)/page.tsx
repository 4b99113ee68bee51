import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContentUnavailable } from '@/components/content/ContentUnavailable';
import contentStyles from '@/components/content/content.module.css';
import { HomeCarousel } from '@/components/home/HomeCarousel';
import styles from '@/components/home/home.module.css';
import { MenuIcon } from '@/components/ui/MenuIcon';
import { Link } from '@/i18n/navigation';
import { getHome, getHomeButtons } from '@/lib/content';
import { loadPageContent } from '@/lib/content/page';
import { loadOr } from '@/lib/http/safe';
import { pageLocale } from '@/lib/i18n/page-locale';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const home = await loadOr('home', () => getHome(locale), null);
  return { title: { absolute: home?.title ?? 'Racing Portal' } };
}

/**
 * Home (landing layout): carousel, home-menu buttons, up to four titled sections. Plain HTML and
 * CSS modules: the page loads neither MUI nor Emotion (docs/decisions/029).
 */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Home');
  const [loaded, buttons] = await Promise.all([
    loadPageContent('home', () => getHome(locale)),
    loadOr('home buttons', () => getHomeButtons(locale), []),
  ]);
  // Without the home content (service down, nothing kept): the notice, and the buttons if known.
  const home = loaded.ok ? loaded.value : null;

  return (
    <>
      {home ? <HomeCarousel images={home.images} /> : null}
      <div className={styles.container}>
        {home ? <h1 className={styles.title}>{home.title}</h1> : <ContentUnavailable retryHref="/" heading="h1" />}
        {buttons.length > 0 ? (
          <nav aria-label={t('quickLinks')} className={styles.quickLinks}>
            <ul className={styles.buttons}>
              {buttons.map((b) => (
                <li key={b.id}>
                  <Link href={b.href} className={styles.button} data-testid="home-button">
                    {b.icon ? (
                      <span className={styles.buttonIcon}>
                        <MenuIcon name={b.icon} />
                      </span>
                    ) : null}
                    {b.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className={styles.sections}>
          {(home?.sections ?? []).map((section, i) => (
            <section key={i} className={`${contentStyles.paper} ${styles.section}`} data-testid="home-section">
              <h2 className={`${contentStyles.h2} ${styles.sectionTitle}`}>{section.title}</h2>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: section.content }} />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

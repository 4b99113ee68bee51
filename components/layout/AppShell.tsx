import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { OfflineSnapshot } from '@/components/pwa/OfflineSnapshot';
import { ServiceWorker } from '@/components/pwa/ServiceWorker';
import { getFloatingSponsors, getFooter, getLanguages, getMenu, getSettings } from '@/lib/content';
import { loadOr } from '@/lib/http/safe';
import type { TLocale } from '@/lib/constants';
import type { TImageSize, TParameterImages } from '@/lib/content/port';
import { ChunkReload } from './ChunkReload';
import { Footer } from './Footer';
import { NavigationEvents } from './NavigationEvents';
import { OfflineIndicator } from './OfflineIndicator';
import { ScrollSentinel } from './ScrollSentinel';
import { SponsorMarquee } from './SponsorMarquee';
import { TopBar } from './TopBar';
import styles from './layout.module.css';

/**
 * The main layout: top bar (menu / drawer, language menu), the page, the floating sponsor banner
 * and the footer. Each piece loads on its own; one that fails is logged and left out (seed §4:
 * floating sponsors only after a successful load).
 */
export async function AppShell({ locale, children }: { locale: TLocale; children: ReactNode }) {
  const [t, ts] = await Promise.all([getTranslations('Common'), getTranslations('Shell')]);
  const [settings, menu, languages, footer, sponsors] = await Promise.all([
    loadOr('settings', () => getSettings(), null),
    loadOr('menu', () => getMenu(locale), []),
    loadOr('languages', () => getLanguages(), []),
    loadOr('footer', () => getFooter(locale), []),
    loadOr('floating sponsors', () => getFloatingSponsors(locale), null),
  ]);
  const configured = settings ? languages.filter((l) => settings.languages.includes(l.code)) : languages;
  const siteName = settings?.browserTabTitle ?? t('siteName');
  const languageLabel = ts('changeLanguage', { language: configured.find((l) => l.code === locale)?.name ?? locale });

  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <TopBar items={menu} languages={configured} languageLabel={languageLabel} {...logoOf(settings?.images)} siteName={siteName} />
      <Suspense>
        <NavigationEvents />
      </Suspense>
      <OfflineIndicator />
      <ChunkReload />
      <ScrollSentinel />
      <OfflineSnapshot />
      <ServiceWorker />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {sponsors ? <SponsorMarquee data={sponsors} linkTitles={Object.fromEntries(sponsors.sponsors.map((s) => [s.id, ts('visitSponsor', { name: s.name })]))} /> : null}
      <Footer items={footer} siteName={siteName} />
    </div>
  );
}

/** The top bar's logo: the top banner logo, else the logo, with its size when the content service knows it. */
function logoOf(images: TParameterImages | undefined): { logoUrl?: string; logoSize?: TImageSize } {
  if (images?.topBannerLogo) return { logoUrl: images.topBannerLogo, logoSize: images.sizes?.topBannerLogo };
  return { logoUrl: images?.logo, logoSize: images?.logo ? images.sizes?.logo : undefined };
}

'use client';

import { useState, type CSSProperties } from 'react';
import { useTranslations } from 'next-intl';
import { usePrefersReducedMotion } from '@/components/hooks/useBrowserState';
import type { TFloatingSponsors } from '@/lib/content/port';
import { Icon } from './icons';
import styles from './SponsorMarquee.module.css';

/**
 * The floating sponsor banner (seed §2): logos scroll continuously; hovering (or focusing a logo)
 * pauses, a click on the banner toggles pause (and the button does the same for keyboard users);
 * a logo with a link opens the sponsor's site in a new tab. Starts paused when the visitor prefers
 * reduced motion. Speed, height and spacing come from the content service.
 */
export function SponsorMarquee({
  data,
  linkTitles,
}: {
  data: TFloatingSponsors;
  /**
   * "Visit {name}" per sponsor id, formatted by the server: a message with a value formatted in the
   * browser while the page hydrates starts the browser's number and date data (Intl), about 60 ms
   * of a slow phone's main thread, on every page.
   */
  linkTitles: Record<number, string>;
}) {
  const t = useTranslations('Shell');
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const toggle = () => setUserPaused(!paused);

  // Two copies side by side: the track moves by half its width for a seamless loop.
  const logos = [...data.sponsors, ...data.sponsors];
  const track: CSSProperties = { gap: `${data.spaces}px`, paddingRight: `${data.spaces}px`, animationDuration: `${data.speed}ms` };
  const logoHeight = Math.max(data.height - 20, 10);

  return (
    <aside
      aria-label={data.title}
      className={styles.banner}
      data-testid="sponsor-marquee"
      data-paused={paused ? 'true' : 'false'}
      // Set once the visitor chose: until then CSS pauses the logos for reduced motion, also before hydration.
      data-chosen={userPaused === null ? undefined : 'true'}
    >
      <h2 className={styles.title}>{data.title}</h2>
      {/* A click anywhere on the banner but a logo link toggles the pause; the button below does it by keyboard. */}
      <div
        className={styles.viewport}
        style={{ height: data.height }}
        onClick={(e) => {
          if (!(e.target as Element).closest('a')) toggle();
        }}
      >
        <div className={styles.track} style={track} data-testid="sponsor-track">
          {logos.map((s, i) => {
            const hidden = i >= data.sponsors.length;
            // eslint-disable-next-line @next/next/no-img-element -- sponsor logos are SVG/remote files
            const img = <img src={s.logoUrl} alt={hidden ? '' : s.name} style={{ height: logoHeight }} />;
            return s.link ? (
              <a
                key={`${s.id}-${i}`}
                href={s.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-hidden={hidden ? 'true' : undefined}
                tabIndex={hidden ? -1 : undefined}
                title={linkTitles[s.id]}
                data-testid={hidden ? undefined : 'sponsor-link'}
              >
                {img}
              </a>
            ) : (
              <span key={`${s.id}-${i}`} aria-hidden={hidden ? 'true' : undefined} data-testid={hidden ? undefined : 'sponsor-logo'}>
                {img}
              </span>
            );
          })}
        </div>
      </div>
      <button type="button" className={styles.toggle} onClick={toggle} aria-label={paused ? t('sponsorsPlay') : t('sponsorsPause')} aria-pressed={paused} data-testid="sponsor-toggle">
        <Icon name={paused ? 'play' : 'pause'} size={20} />
      </button>
    </aside>
  );
}

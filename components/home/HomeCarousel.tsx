'use client';

import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/hooks/useBrowserState';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/layout/icons';
import { MenuLink } from '@/components/layout/MenuLink';
import type { THome } from '@/lib/content/port';
import styles from './HomeCarousel.module.css';

const INTERVAL_MS = 6000;

/**
 * The rotating home carousel: advances every 6 s, with previous/next and pause. Plain HTML and a
 * CSS module (no MUI on the home page).
 */
export function HomeCarousel({ images }: { images: THome['images'] }) {
  const t = useTranslations('Home');
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const count = images.length;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  if (count === 0) return null;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <section aria-roledescription="carousel" aria-label={t('carousel')} data-testid="home-carousel" className={styles.carousel}>
      {images.map((image, i) => (
        <div
          key={image.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('slide', { index: i + 1, count })}
          aria-hidden={i !== index}
          data-testid="carousel-slide"
          data-active={i === index ? 'true' : 'false'}
          className={styles.slide}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- content images (SVG or remote) */}
          <img
            src={image.url}
            alt={image.alt}
            className={styles.image}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
          {image.caption ? (
            <p className={styles.caption}>
              {image.link ? (
                // An app path from the content ("/event-calendar"): base path and language added like a menu link.
                <MenuLink href={image.link} style={{ color: 'inherit' }} tabIndex={i === index ? 0 : -1} data-testid="carousel-link">
                  {image.caption}
                </MenuLink>
              ) : (
                image.caption
              )}
            </p>
          ) : null}
        </div>
      ))}
      {count > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.control} aria-label={t('previousSlide')} onClick={() => go(-1)} data-testid="carousel-prev">
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={styles.control} aria-label={paused ? t('playCarousel') : t('pauseCarousel')} onClick={() => setUserPaused(!paused)} data-testid="carousel-pause">
            <Icon name={paused ? 'play' : 'pause'} />
          </button>
          <button type="button" className={styles.control} aria-label={t('nextSlide')} onClick={() => go(1)} data-testid="carousel-next">
            <Icon name="chevronRight" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

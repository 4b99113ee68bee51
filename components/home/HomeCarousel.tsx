'use client';

import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/hooks/useBrowserState';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { MenuLink } from '@/components/layout/MenuLink';
import type { THome } from '@/lib/content/port';

const INTERVAL_MS = 6000;

/** The rotating home carousel: advances every 6 s, with previous/next, pause and slide dots. */
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
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('carousel')}
      data-testid="home-carousel"
      sx={{ position: 'relative', overflow: 'hidden', bgcolor: '#111', aspectRatio: { xs: '4 / 3', sm: '16 / 6' } }}
    >
      {images.map((image, i) => (
        <Box
          key={image.id}
          role="group"
          aria-roledescription="slide"
          aria-label={t('slide', { index: i + 1, count })}
          aria-hidden={i !== index}
          data-testid="carousel-slide"
          data-active={i === index ? 'true' : 'false'}
          sx={{ position: 'absolute', inset: 0, opacity: i === index ? 1 : 0, transition: 'opacity 600ms ease', visibility: i === index ? 'visible' : 'hidden' }}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- content images (SVG or remote) */}
          <img
            src={image.url}
            alt={image.alt}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : undefined}
          />
          {image.caption ? (
            <Typography
              variant="h2"
              component="p"
              sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, p: { xs: 2, sm: 4 }, color: '#fff', background: 'linear-gradient(transparent, rgba(0,0,0,.75))', fontSize: { xs: '1.1rem', sm: '1.75rem' } }}
            >
              {image.link ? (
                // An app path from the content ("/event-calendar"): base path and language added like a menu link.
                <MenuLink href={image.link} style={{ color: 'inherit' }} tabIndex={i === index ? 0 : -1} data-testid="carousel-link">
                  {image.caption}
                </MenuLink>
              ) : (
                image.caption
              )}
            </Typography>
          ) : null}
        </Box>
      ))}
      {count > 1 ? (
        <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', gap: 1, '& button': { bgcolor: 'rgba(0,0,0,.55)', color: '#fff', '&:hover': { bgcolor: 'rgba(0,0,0,.75)' } } }}>
          <IconButton size="small" aria-label={t('previousSlide')} onClick={() => go(-1)} data-testid="carousel-prev">
            <ChevronLeftIcon />
          </IconButton>
          <IconButton size="small" aria-label={paused ? t('playCarousel') : t('pauseCarousel')} onClick={() => setUserPaused(!paused)} data-testid="carousel-pause">
            {paused ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
          <IconButton size="small" aria-label={t('nextSlide')} onClick={() => go(1)} data-testid="carousel-next">
            <ChevronRightIcon />
          </IconButton>
        </Box>
      ) : null}
    </Box>
  );
}

'use client';

import { useState } from 'react';
import { usePrefersReducedMotion } from '@/components/hooks/useBrowserState';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { TFloatingSponsors } from '@/lib/content/port';

/**
 * The floating sponsor banner (seed §2): logos scroll continuously; hovering pauses, a click on the
 * banner toggles pause (and the button does the same for keyboard users); a logo with a link opens
 * the sponsor's site in a new tab. Starts paused when the visitor prefers reduced motion.
 */
export function SponsorMarquee({ data }: { data: TFloatingSponsors }) {
  const t = useTranslations('Shell');
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const toggle = () => setUserPaused(!paused);

  // Two copies side by side: the track moves by half its width for a seamless loop.
  const logos = [...data.sponsors, ...data.sponsors];

  return (
    <Box
      component="aside"
      aria-label={data.title}
      data-testid="sponsor-marquee"
      data-paused={paused ? 'true' : 'false'}
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', display: 'flex', alignItems: 'center', gap: 1, px: 1 }}
    >
      <Typography variant="caption" component="h2" sx={{ fontWeight: 600, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {data.title}
      </Typography>
      <Box
        onClick={(e) => {
          if (!(e.target as Element).closest('a')) toggle();
        }}
        sx={{
          overflow: 'hidden',
          flex: 1,
          height: data.height,
          position: 'relative',
          '&:hover .sponsor-track': { animationPlayState: 'paused' },
        }}
      >
        <Box
          className="sponsor-track"
          data-testid="sponsor-track"
          sx={{
            display: 'flex',
            alignItems: 'center',
            height: '100%',
            width: 'max-content',
            gap: `${data.spaces}px`,
            pr: `${data.spaces}px`,
            animation: `portal-marquee ${data.speed}ms linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '@keyframes portal-marquee': { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } },
          }}
        >
          {logos.map((s, i) => {
            const hidden = i >= data.sponsors.length;
            // eslint-disable-next-line @next/next/no-img-element -- sponsor logos are SVG/remote files
            const img = <img src={s.logoUrl} alt={hidden ? '' : s.name} style={{ height: data.height - 20, width: 'auto', display: 'block' }} />;
            return s.link ? (
              <a
                key={`${s.id}-${i}`}
                href={s.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-hidden={hidden ? 'true' : undefined}
                tabIndex={hidden ? -1 : undefined}
                title={t('visitSponsor', { name: s.name })}
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
        </Box>
      </Box>
      <IconButton
        size="small"
        onClick={() => toggle()}
        aria-label={paused ? t('sponsorsPlay') : t('sponsorsPause')}
        aria-pressed={paused}
        data-testid="sponsor-toggle"
      >
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

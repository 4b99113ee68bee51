'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { applyDisplay, chooseDisplay, currentDisplay, storedDisplay, subscribeDisplay } from './display';

/**
 * The top bar's switch between the standard display and "sunlight" (high contrast, large tap
 * targets), remembered on this device (display.ts). A toggle button: aria-pressed tells the state;
 * its sun icon is drawn by the caller's CSS (one element on every page rather than three).
 */
export function DisplayToggle({ className }: { className?: string }) {
  const t = useTranslations('Display');
  // The server cannot know the device's choice: "standard" until hydrated, then what <html> shows.
  const sunlight = useSyncExternalStore(subscribeDisplay, () => currentDisplay() === 'sunlight', () => false);

  // The root layout's inline script applies the stored choice before the first paint; should it
  // not have run (no nonce), apply it now.
  useEffect(() => {
    if (storedDisplay() !== currentDisplay()) applyDisplay(storedDisplay());
  }, []);

  return (
    <button
      type="button"
      className={className}
      aria-pressed={sunlight}
      aria-label={t('sunlight')}
      title={t('sunlight')}
      onClick={() => chooseDisplay(sunlight ? 'standard' : 'sunlight')}
      data-testid="display-toggle"
    />
  );
}

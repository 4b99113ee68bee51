'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useOnline } from '@/components/hooks/useBrowserState';
import styles from './OfflineIndicator.module.css';

const BACK_ONLINE_MS = 4000;

/**
 * Tells the visitor when the connection drops (common at a track) and, for a few seconds, when it
 * comes back. The status region is always in the page, so screen readers announce the change.
 */
export function OfflineIndicator() {
  const t = useTranslations('Shell');
  const online = useOnline();
  // Remember that we were offline, to say "back online" once the connection returns.
  const [wasOffline, setWasOffline] = useState(false);
  if (!online && !wasOffline) setWasOffline(true);
  const showBack = online && wasOffline;

  useEffect(() => {
    if (!showBack) return;
    const timer = window.setTimeout(() => setWasOffline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [showBack]);

  return (
    <div role="status" className={styles.region} data-testid="connection-status">
      {!online ? <p className={`${styles.toast} ${styles.offline}`}>{t('offline')}</p> : null}
      {showBack ? <p className={`${styles.toast} ${styles.online}`}>{t('backOnline')}</p> : null}
    </div>
  );
}

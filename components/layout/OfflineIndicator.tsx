'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useOnline } from '@/components/hooks/useBrowserState';

/** Tells the visitor when the connection drops (common at a track) and when it comes back. */
export function OfflineIndicator() {
  const t = useTranslations('Shell');
  const online = useOnline();
  // Remember that we were offline, to say "back online" once the connection returns.
  const [wasOffline, setWasOffline] = useState(false);
  if (!online && !wasOffline) setWasOffline(true);
  const showBack = online && wasOffline;

  return (
    <Snackbar
      open={!online || showBack}
      autoHideDuration={showBack ? 4000 : null}
      onClose={() => showBack && setWasOffline(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={online ? 'success' : 'warning'} variant="filled" role="status" data-testid="connection-status">
        {online ? t('backOnline') : t('offline')}
      </Alert>
    </Snackbar>
  );
}

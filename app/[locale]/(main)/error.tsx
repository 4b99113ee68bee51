'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { reloadAfterChunkError } from '@/components/layout/ChunkReload';
import { isChunkLoadError } from '@/components/layout/chunk-reload';
import { MessagePage } from '@/components/layout/MessagePage';
import button from '@/components/layout/button.module.css';

/**
 * An unexpected failure while rendering a page: a translated message, retry and home; no stack
 * trace. Plain HTML like the shell: it may stand where the MUI pages' theme is not mounted.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Error');
  const tc = useTranslations('Common');
  useEffect(() => {
    // A page of an older build whose next page needs chunks that are gone: load that page in
    // full (the address is already the new one), at most once a minute.
    if (isChunkLoadError(error) && reloadAfterChunkError()) return;
    // The server logged the details under this digest; the browser only learns the digest.
    if (error.digest) console.warn('page error', error.digest);
  }, [error]);
  return (
    <MessagePage
      title={t('title')}
      description={t('description')}
      homeLabel={tc('backHome')}
      action={
        <button type="button" className={button.contained} onClick={reset}>
          {t('retry')}
        </button>
      }
    />
  );
}

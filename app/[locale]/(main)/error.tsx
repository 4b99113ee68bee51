'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { reloadAfterChunkError } from '@/components/layout/ChunkReload';
import { isChunkLoadError } from '@/components/layout/chunk-reload';
import { NextLink } from '@/components/ui/NextLink';

/** An unexpected failure while rendering a page: a translated message, retry and home; no stack trace. */
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
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('description')}</Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={reset}>
          {t('retry')}
        </Button>
        <Button component={NextLink} href="/" variant="outlined">
          {tc('backHome')}
        </Button>
      </Stack>
    </Container>
  );
}

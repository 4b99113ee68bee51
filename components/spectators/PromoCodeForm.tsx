'use client';

import { useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { PROMO_CODE_MAX } from '@/lib/validation/spectators';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

/** Step 4: enter a promo code; the summary is recomputed on the server. The code stays on a refusal. */
export function PromoCodeForm({ apply }: { apply: (code: string) => Promise<TStepActionResult> }) {
  const t = useTranslations('SpectatorUi.summary');
  const message = useStepMessage();
  const router = useRouter();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (code.trim() === '') {
      setError(message('promoInvalid'));
      return;
    }
    startTransition(async () => {
      try {
        const result = await apply(code);
        if (result.ok) {
          setCode('');
          router.refresh();
        } else setError(message(result.error, result.params));
      } catch {
        setError(message('unexpected'));
      }
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid="promo-form">
      <TextField
        value={code}
        onChange={(e) => setCode(e.target.value)}
        label={t('promoCode')}
        size="small"
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{
          htmlInput: { maxLength: PROMO_CODE_MAX, autoCapitalize: 'characters', 'data-testid': 'promo-input' },
          formHelperText: { role: error ? 'alert' : undefined, 'data-testid': 'promo-error' } as never,
        }}
      />
      <Button type="submit" variant="outlined" disabled={pending} data-testid="promo-apply">
        {t('applyPromo')}
      </Button>
    </Box>
  );
}

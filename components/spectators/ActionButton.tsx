'use client';

import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import type { TStepActionResult } from './types';
import { useStepMessage } from './useStepMessage';

/**
 * A button that runs one stepper action (bound on the server), then re-renders the page from the
 * purchase; a refusal is shown under it. With `confirm`, a dialog asks first.
 */
export function ActionButton({
  action,
  label,
  pendingLabel,
  done,
  confirm,
  testId,
  variant = 'outlined',
  color = 'primary',
  size = 'medium',
}: {
  action: () => Promise<TStepActionResult>;
  label: string;
  pendingLabel?: string;
  /** Announced after success. */
  done?: string;
  confirm?: { title: string; text: string; yes: string };
  testId: string;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
}) {
  const t = useTranslations('SpectatorUi.common');
  const message = useStepMessage();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const run = () => {
    setAsking(false);
    setError(null);
    setStatus(null);
    startTransition(async () => {
      try {
        const result = await action();
        if (result.ok) {
          if (done) setStatus(done);
          router.refresh();
        } else setError(message(result.error, result.params));
      } catch {
        setError(message('unexpected'));
      }
    });
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start' }}>
      <Button
        variant={variant}
        color={color}
        size={size}
        disabled={pending}
        onClick={() => (confirm ? setAsking(true) : run())}
        data-testid={testId}
      >
        {pending && pendingLabel ? pendingLabel : label}
      </Button>
      {error ? (
        <FormHelperText error role="alert" data-testid={`${testId}-error`}>
          {error}
        </FormHelperText>
      ) : null}
      <span role="status" className="visually-hidden">
        {status ?? ''}
      </span>
      {confirm ? (
        <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={`${testId}-title`} aria-describedby={`${testId}-text`}>
          <DialogTitle id={`${testId}-title`}>{confirm.title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={`${testId}-text`}>{confirm.text}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)} autoFocus>
              {t('keep')}
            </Button>
            <Button onClick={run} color={color === 'error' ? 'error' : 'primary'} data-testid={`${testId}-confirm`}>
              {confirm.yes}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Box>
  );
}

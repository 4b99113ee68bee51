'use client';

import Alert from '@mui/material/Alert';

/** The form-level message of an account form (errors are announced, success is polite). */
export function FormAlert({ severity, children, testId }: { severity: 'error' | 'success' | 'info'; children: string; testId: string }) {
  const success = severity === 'success';
  return (
    <Alert
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        mb: 2,
        ...(success
          ? {
              bgcolor: 'var(--mui-palette-portal-successFill)',
              color: 'var(--mui-palette-portal-successFont)',
              border: '1px solid var(--mui-palette-portal-successBorder)',
            }
          : {}),
      }}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

/** Minutes to show for a wait given in seconds (at least one). */
export function waitMinutes(seconds: number | undefined): number {
  return Math.max(1, Math.ceil((seconds ?? 60) / 60));
}

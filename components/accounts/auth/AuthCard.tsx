import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';

/** The narrow card the sign-in and reset forms sit in. */
export function AuthCard({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: 'auto' }}>
      {children}
    </Paper>
  );
}

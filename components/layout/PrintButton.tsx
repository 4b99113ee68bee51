'use client';

import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';

export function PrintButton({ label }: { label: string }) {
  return (
    <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="print-button">
      {label}
    </Button>
  );
}

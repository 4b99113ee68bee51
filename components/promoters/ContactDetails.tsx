import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export type TContactDetails = {
  address?: string;
  city?: string;
  state?: string;
  country?: string;
  email?: string;
  phone?: string;
  website?: string;
};

/** Address, email, phone and website as a description list (links for the last three). */
export function ContactDetails({
  details,
  labels,
  testId = 'contact-details',
}: {
  details: TContactDetails;
  labels: { address: string; email: string; phone: string; website: string };
  testId?: string;
}) {
  const place = [details.address, [details.city, details.state].filter(Boolean).join(', '), details.country].filter(Boolean).join(', ');
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (place) rows.push({ key: 'address', label: labels.address, value: place });
  if (details.email) rows.push({ key: 'email', label: labels.email, value: <MuiLink href={`mailto:${details.email}`}>{details.email}</MuiLink> });
  if (details.phone) {
    rows.push({ key: 'phone', label: labels.phone, value: <MuiLink href={`tel:${details.phone.replace(/[^\d+]/g, '')}`}>{details.phone}</MuiLink> });
  }
  if (details.website) {
    rows.push({
      key: 'website',
      label: labels.website,
      value: (
        <MuiLink href={details.website} target="_blank" rel="noopener noreferrer">
          {details.website.replace(/^https?:\/\//, '')}
        </MuiLink>
      ),
    });
  }
  if (rows.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75 }} data-testid={testId}>
      {rows.map((row) => (
        <Box key={row.key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }} data-testid={`${testId}-${row.key}`}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

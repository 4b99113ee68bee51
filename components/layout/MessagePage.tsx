import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';

/** A page that only says something (404, generic error) and offers the way home. */
export function MessagePage({
  title,
  description,
  homeLabel,
  overline,
  testId,
}: {
  title: string;
  description?: string;
  homeLabel: string;
  overline?: ReactNode;
  testId?: string;
}) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      {overline ? (
        <Typography variant="overline" component="p" sx={{ fontSize: '1.5rem' }}>
          {overline}
        </Typography>
      ) : null}
      <Typography variant="h1" sx={{ mb: 2 }} data-testid={testId}>
        {title}
      </Typography>
      {description ? <Typography sx={{ mb: 4 }}>{description}</Typography> : null}
      <Button component={NextLink} href="/" variant="contained">
        {homeLabel}
      </Button>
    </Container>
  );
}

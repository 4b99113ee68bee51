import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import type { TClass } from '@/lib/platform/port';
import { membershipTexts } from './texts';

/** Racing classes with their group, vehicle and ages; each links to /membership/classes/{id}. */
export async function ClassTable({ classes, locale }: { classes: TClass[]; locale: TLocale }) {
  const { t, ages } = await membershipTexts(locale);
  if (classes.length === 0) return <Typography data-testid="classes-empty">{t('classes.empty')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="class-table" aria-label={t('classes.title')}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('classes.name')}</TableCell>
            <TableCell scope="col">{t('classes.group')}</TableCell>
            <TableCell scope="col">{t('classes.vehicle')}</TableCell>
            <TableCell scope="col">{t('classes.ages')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {classes.map((c) => (
            <TableRow key={c.id} data-testid="class-row">
              <TableCell component="th" scope="row">
                {/* Underlined: beside the class code, the link's colour alone would not tell it apart (WCAG 1.4.1). */}
                <MuiLink component={NextLink} href={`/membership/classes/${c.id}`} underline="always">
                  {c.name}
                </MuiLink>{' '}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  ({c.code})
                </Typography>
              </TableCell>
              <TableCell>{c.group ?? '—'}</TableCell>
              <TableCell>{t(`vehicle.${c.vehicle}`)}</TableCell>
              <TableCell>{ages(c.minAge, c.maxAge)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatMoney } from '@/lib/i18n/format';
import type { TMembershipType } from '@/lib/platform/port';
import { membershipTexts } from './texts';

/** A membership type: validity, description and its ranges (ages and fee). */
export async function MembershipTypeCard({
  type,
  locale,
  eventName,
  headingLevel = 2,
  linked = true,
}: {
  type: TMembershipType;
  locale: TLocale;
  /** The event of a single-event type. */
  eventName?: string;
  headingLevel?: 2 | 3;
  linked?: boolean;
}) {
  const { t, ages, validity } = await membershipTexts(locale);
  const tb = await getTranslations({ locale, namespace: 'MembershipBuy' });
  const showTransferable = !(type.validity === 'single_event');
  return (
    <Box
      component="article"
      aria-labelledby={`type-${type.id}-title`}
      data-testid="membership-type"
      data-type-id={type.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start', gap: 1.5 }}
    >
      <Typography id={`type-${type.id}-title`} variant={headingLevel === 2 ? 'h2' : 'h3'} sx={{ fontSize: '1.2rem', fontWeight: 700 }}>
        {linked ? (
          <MuiLink component={NextLink} href={`/membership/type/${type.id}`} underline="hover">
            {type.name}
          </MuiLink>
        ) : (
          type.name
        )}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <EventAvailableIcon fontSize="small" color="primary" aria-hidden="true" sx={{ mt: '2px' }} />
        <Typography sx={{ fontWeight: 600 }} data-testid="membership-validity">
          {validity(type, eventName)}
          {showTransferable ? (
            <Typography component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', fontSize: '0.9rem' }}>
              {type.transferable ? t('transferable') : t('notTransferable')}
            </Typography>
          ) : null}
        </Typography>
      </Box>
      {type.description ? <Typography>{type.description}</Typography> : null}
      {type.ranges.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('types.rangesOf', { name: type.name })} data-testid="membership-ranges">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('types.range')}</TableCell>
                <TableCell scope="col">{t('types.ages')}</TableCell>
                <TableCell scope="col" align="right">
                  {t('types.fee')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {type.ranges.map((range) => (
                <TableRow key={range.id} data-testid="membership-range">
                  <TableCell component="th" scope="row">
                    {range.name}
                  </TableCell>
                  <TableCell>{ages(range.minAge, range.maxAge)}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {formatMoney(range.feeCents, range.currency, locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {linked && type.ranges.length > 0 ? (
        <Box>
          <MuiLink component={NextLink} href={`/membership/type/${type.id}#buy`} underline="always" sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44 }} data-testid="membership-buy-link">
            {tb('title')}
            <span className="visually-hidden"> — {type.name}</span>
          </MuiLink>
        </Box>
      ) : null}
    </Box>
  );
}

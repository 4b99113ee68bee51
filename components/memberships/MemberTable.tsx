import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TLocale } from '@/lib/constants';
import { formatDay } from '@/lib/memberships/display';
import { membershipStatus } from '@/lib/memberships/validity';
import type { TMemberSummary } from '@/lib/platform/port';
import { membershipTexts } from './texts';

const STATUS_COLORS = { valid: 'success', upcoming: 'info', expired: 'default' } as const;

/** Public members: name (link to the profile), number, class, membership type and validity. */
export async function MemberTable({ members, locale, empty }: { members: TMemberSummary[]; locale: TLocale; empty: string }) {
  const { t } = await membershipTexts(locale);
  if (members.length === 0) return <Typography data-testid="members-empty">{empty}</Typography>;
  const now = new Date();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('members.title')} data-testid="member-table">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('members.name')}</TableCell>
            <TableCell scope="col">{t('members.number')}</TableCell>
            <TableCell scope="col">{t('members.class')}</TableCell>
            <TableCell scope="col">{t('members.type')}</TableCell>
            <TableCell scope="col">{t('members.validity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => {
            const status = membershipStatus(m, now);
            return (
              <TableRow key={m.id} data-testid="member-row">
                <TableCell component="th" scope="row">
                  <MuiLink component={NextLink} href={`/membership/members/${m.id}`} underline="hover">
                    {m.firstName} {m.lastName}
                  </MuiLink>
                  {m.city ? (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {[m.city, m.state].filter(Boolean).join(', ')}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{m.memberNumber}</TableCell>
                <TableCell>{m.className ?? '—'}</TableCell>
                <TableCell>{m.membershipType}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {t('members.validRange', { from: formatDay(m.validFrom, locale), until: formatDay(m.validUntil, locale) })}
                    </Typography>
                    <Chip size="small" color={STATUS_COLORS[status]} label={t(`members.status.${status}`)} data-testid="member-status" data-status={status} />
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

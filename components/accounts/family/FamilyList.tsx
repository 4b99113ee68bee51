import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TFamilyMember } from '@/lib/accounts/family';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';

/** The guardian's family members, each with its birth date, relationship and an edit link while a minor. */
export async function FamilyList({ members, locale }: { members: TFamilyMember[]; locale: TLocale }) {
  const t = await getTranslations('FamilyMembers');
  const tr = await getTranslations('Registration');
  if (members.length === 0) return <Typography data-testid="family-empty">{t('empty')}</Typography>;
  return (
    <Box component="ul" aria-label={t('listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }} data-testid="family-list">
      {members.map((m) => {
        const name = `${m.firstName} ${m.lastName}`;
        return (
          <Paper component="li" variant="outlined" key={m.id} sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }} data-testid="family-member">
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.1rem' }} data-testid="family-member-name">
                {name}
              </Typography>
              <Typography variant="body2">
                {t('born', { date: formatDate(m.birthDate, locale, 'date', 'UTC') })} · {tr(`genders.${m.gender}`)} ·{' '}
                {t('relationshipLine', { relationship: tr(`relationships.${m.relationship}`) })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                {!m.isMinor ? <Chip size="small" label={t('adult')} /> : null}
                {m.hasLogin ? <Chip size="small" variant="outlined" label={t('hasLogin')} /> : null}
              </Box>
            </Box>
            {m.isMinor ? (
              <Button component={NextLink} href={`/account/family/${m.id}`} variant="outlined" aria-label={t('editNamed', { name })} data-testid="family-edit">
                {t('edit')}
              </Button>
            ) : null}
          </Paper>
        );
      })}
    </Box>
  );
}

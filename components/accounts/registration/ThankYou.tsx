import { getTranslations } from 'next-intl/server';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import type { TWelcome } from '@/lib/accounts/family';
import type { TLocale } from '@/lib/constants';
import { formatDate } from '@/lib/i18n/format';

/** The thank-you page's content: a greeting with the new account's details, or the generic thanks. */
export async function ThankYou({ welcome, viewerIsAdult, locale }: { welcome: TWelcome | null; viewerIsAdult: boolean; locale: TLocale }) {
  const t = await getTranslations('ThankYou');
  const name = welcome ? `${welcome.account.firstName} ${welcome.account.lastName}` : '';

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: '48rem' }} data-testid="thank-you">
      {welcome ? (
        <>
          <Typography variant="h2" data-testid="thank-you-greeting">
            {t('greeting', { name: welcome.account.firstName })}
          </Typography>
          {welcome.isSelf ? (
            <>
              <Typography data-testid="thank-you-ready">{t('accountReady')}</Typography>
              {welcome.account.email ? <Typography data-testid="thank-you-email">{t('emailLine', { email: welcome.account.email })}</Typography> : null}
            </>
          ) : (
            <Typography data-testid="thank-you-ready">{t('minorReady', { name })}</Typography>
          )}
          {welcome.members.length > 0 ? (
            <Box component="section" aria-labelledby="thank-you-minors">
              <Typography variant="h3" id="thank-you-minors" sx={{ fontSize: '1.1rem', mb: 1 }}>
                {t('minorsTitle')}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="thank-you-minors">
                {welcome.members.map((m) => (
                  <li key={m.id}>
                    {m.firstName} {m.lastName}, {t('born', { date: formatDate(m.birthDate, locale, 'date', 'UTC') })}
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
        </>
      ) : (
        <Typography data-testid="thank-you-generic">{t('generic')}</Typography>
      )}
      <Box component="nav" aria-label={t('nextTitle')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {welcome && viewerIsAdult ? (
          <Button component={NextLink} href="/account/family" variant="contained" data-testid="thank-you-family">
            {t('family')}
          </Button>
        ) : null}
        {!welcome ? (
          <Button component={NextLink} href="/login" variant="contained" data-testid="thank-you-sign-in">
            {t('signIn')}
          </Button>
        ) : null}
        <Button component={NextLink} href="/event-calendar" variant="outlined">
          {t('calendar')}
        </Button>
        <Button component={NextLink} href="/" variant="text">
          {t('home')}
        </Button>
      </Box>
    </Paper>
  );
}

import { getTranslations } from 'next-intl/server';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import { loginHref } from '@/lib/accounts/paths';
import type { TCurrentAccount } from '@/lib/accounts/sessions';
import type { TSpectatorError, TTicketEvent } from '@/lib/spectators';
import { createAccountAndStartAction, startPurchaseAction } from './actions';
import { ActionButton } from './ActionButton';
import { BuyerAccountForm } from './BuyerAccountForm';
import { ScopedIntl } from './ScopedIntl';

/**
 * Step 1, buyer information: the signed-in participant or spectator (an adult) continues; anyone
 * else is told why not (promoters, other roles, minors); without an account, log in (and come
 * back here) or create a spectator account on the spot.
 */
export async function BuyerStep({ event, account, refusal }: { event: TTicketEvent; account: TCurrentAccount | null; refusal: TSpectatorError | null }) {
  const t = await getTranslations('SpectatorUi.buyer');
  const ts = await getTranslations('Spectator.errors');
  const tc = await getTranslations('SpectatorUi.common');
  const back = `/spectator/${event.id}`;

  if (!event.onSale) {
    return (
      <Alert severity="warning" data-testid="not-on-sale">
        {ts('ticketsNotOnSale')}
      </Alert>
    );
  }
  if (event.ticketsLeft === 0) {
    return (
      <Alert severity="warning" data-testid="sold-out">
        {ts('soldOut')}
      </Alert>
    );
  }

  return (
    <section aria-labelledby="step-title" data-testid="buyer-step">
      <Typography id="step-title" variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700, mb: 2 }}>
        {t('title')}
      </Typography>

      {account && !refusal ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ mb: 1 }} data-testid="buyer-identity">
            {t('buyingAs', { name: `${account.firstName} ${account.lastName}`, email: account.email ?? '' })}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('buyerIsSpectator')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <ScopedIntl>
              <ActionButton action={startPurchaseAction.bind(null, event.id)} label={tc('continue')} pendingLabel={tc('working')} variant="contained" testId="buyer-continue" />
            </ScopedIntl>
            <Button component={NextLink} href={loginHref(back)} variant="text">
              {t('notYou')}
            </Button>
          </Box>
        </Paper>
      ) : null}

      {account && refusal ? (
        <Alert
          severity="error"
          data-testid="buyer-refused"
          data-reason={refusal}
          action={
            <Button component={NextLink} href={loginHref(back)} color="inherit" size="small" variant="outlined">
              {t('otherAccount')}
            </Button>
          }
        >
          {ts(refusal)}
        </Alert>
      ) : null}

      {!account ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
              <Typography variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
                {t('haveAccount')}
              </Typography>
              <Typography sx={{ mb: 2 }}>{t('haveAccountText')}</Typography>
              <Button component={NextLink} href={loginHref(back)} variant="contained" data-testid="buyer-login">
                {t('logIn')}
              </Button>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography id="buyer-account-title" variant="h3" sx={{ fontSize: '1.15rem', fontWeight: 700, mb: 1 }}>
                {t('newAccount')}
              </Typography>
              <Typography sx={{ mb: 2 }}>{t('newAccountText')}</Typography>
              <ScopedIntl>
                <BuyerAccountForm create={createAccountAndStartAction.bind(null, event.id)} />
              </ScopedIntl>
            </Paper>
          </Grid>
        </Grid>
      ) : null}
    </section>
  );
}

import { getTranslations } from 'next-intl/server';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NextLink } from '@/components/ui/NextLink';
import { ACCOUNT_HOME_PATH } from '@/lib/accounts/paths';
import type { TCurrentAccount } from '@/lib/accounts/sessions';
import { AccountChangeSignal } from './account-events';
import { logoutAction } from './actions';

/** The login page for someone already signed in: who, the account area and a logout button. */
export async function SignedInPanel({ account }: { account: TCurrentAccount }) {
  const t = await getTranslations('Login');
  return (
    <div data-testid="signed-in">
      <Typography sx={{ mb: 2 }} data-testid="signed-in-as">
        {t('signedInAs', { name: `${account.firstName} ${account.lastName}` })}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={NextLink} href={ACCOUNT_HOME_PATH} variant="contained">
          {t('goToAccount')}
        </Button>
        <form action={logoutAction}>
          <AccountChangeSignal />
          <Button type="submit" variant="outlined" data-testid="logout-button">
            {t('logout')}
          </Button>
        </form>
      </Stack>
    </div>
  );
}

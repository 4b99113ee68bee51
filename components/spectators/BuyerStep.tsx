import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { loginHref } from '@/lib/accounts/paths';
import type { TCurrentAccount } from '@/lib/accounts/sessions';
import type { TSpectatorError, TTicketEvent } from '@/lib/spectators';
import { createAccountAndStartAction, startPurchaseAction } from './actions';
import { ActionButton } from './ActionButton';
import { BuyerAccountForm } from './BuyerAccountForm';
import { ScopedIntl } from './ScopedIntl';
import styles from './spectators.module.css';

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
      <h2 id="step-title" className={`${styles.stepTitle} ${styles.stepTitleSpaced}`}>
        {t('title')}
      </h2>

      {account && !refusal ? (
        <div className={forms.card}>
          <p className={styles.line} data-testid="buyer-identity">
            {t('buyingAs', { name: `${account.firstName} ${account.lastName}`, email: account.email ?? '' })}
          </p>
          <p className={`${styles.intro} ${forms.small}`}>{t('buyerIsSpectator')}</p>
          <div className={styles.buttonRow}>
            <ScopedIntl>
              <ActionButton action={startPurchaseAction.bind(null, event.id)} label={tc('continue')} pendingLabel={tc('working')} variant="contained" testId="buyer-continue" />
            </ScopedIntl>
            <NextLink href={loginHref(back)} className={buttons.text}>
              {t('notYou')}
            </NextLink>
          </div>
        </div>
      ) : null}

      {account && refusal ? (
        <Alert
          severity="error"
          data-testid="buyer-refused"
          data-reason={refusal}
          action={
            <NextLink href={loginHref(back)} className={`${buttons.outlined} ${buttons.small} ${styles.inherit}`}>
              {t('otherAccount')}
            </NextLink>
          }
        >
          {ts(refusal)}
        </Alert>
      ) : null}

      {!account ? (
        <div className={styles.buyerChoices}>
          <div className={forms.card}>
            <h3 className={styles.cardTitle}>{t('haveAccount')}</h3>
            <p className={styles.intro}>{t('haveAccountText')}</p>
            <NextLink href={loginHref(back)} className={buttons.contained} data-testid="buyer-login">
              {t('logIn')}
            </NextLink>
          </div>
          <div className={forms.card}>
            <h3 id="buyer-account-title" className={styles.cardTitle}>
              {t('newAccount')}
            </h3>
            <p className={styles.intro}>{t('newAccountText')}</p>
            <ScopedIntl>
              <BuyerAccountForm create={createAccountAndStartAction.bind(null, event.id)} />
            </ScopedIntl>
          </div>
        </div>
      ) : null}
    </section>
  );
}

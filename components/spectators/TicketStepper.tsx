import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Alert } from '@/components/forms/Alert';
import forms from '@/components/forms/forms.module.css';
import buttons from '@/components/layout/button.module.css';
import { NextLink } from '@/components/ui/NextLink';
import { ScriptGate } from '@/components/ui/ScriptGate';
import { WaiverView } from '@/components/waiver/WaiverView';
import { loginHref } from '@/lib/accounts/paths';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import type { TLocale } from '@/lib/constants';
import { formatDateRange, formatMoney } from '@/lib/i18n/format';
import {
  checkBuyer,
  checkoutReturnPath,
  findOpenPurchase,
  getPurchase,
  getWaiver,
  listFamilyMinors,
  type TPurchaseView,
  type TSpectatorError,
  type TTicketEvent,
  type TViewer,
} from '@/lib/spectators';
import { BuyerStep } from './BuyerStep';
import { CompletePanel } from './CompletePanel';
import styles from './spectators.module.css';
import { SpectatorsStep } from './SpectatorsStep';
import { StepperNav } from './StepperNav';
import { stepOf, stepsDone } from './steps';
import { SummaryStep } from './SummaryStep';

export type TStepperQuery = {
  /** The step the buyer asked for (?step=2|3|4); honoured when the purchase allows it. */
  step: number | null;
  /**
   * After the provider's return (its route handler, ./return/route.ts, did the work and came here):
   * ?purchase={id}&payment=success|cancelled; ?purchase={id} alone: a paid purchase's tickets.
   */
  purchaseId: number | null;
  payment: 'success' | 'cancelled' | null;
  /** A minor's spectator id whose waiver the buyer opened (?sign=…). */
  sign: number | null;
};

/**
 * /spectator/{eventId}: the four-step ticket purchase of the seed (buyer, buyer's waiver,
 * spectators and waivers, summary and payment), then complete or cancelled. Everything lives in
 * the purchase on the server; the page shows the step it is at.
 */
export async function TicketStepper({ event, locale, query }: { event: TTicketEvent; locale: TLocale; query: TStepperQuery }) {
  const t = await getTranslations('SpectatorUi.stepper');
  const ts = await getTranslations('Spectator.errors');
  const tf = await getTranslations('Forms');
  const account = await getCurrentAccount();
  const viewer: TViewer | null = account ? { id: account.id, role: account.role } : null;
  const here = `/spectator/${event.id}`;

  let purchase: TPurchaseView | null = null;
  let returned: 'success' | 'cancelled' | null = null;
  let returnError: TSpectatorError | null = null;
  if (query.purchaseId !== null && query.payment) {
    const back = { purchaseId: query.purchaseId, eventId: event.id, outcome: query.payment };
    if (!viewer) {
      // After the login, back through the return route: the payment is then confirmed or cancelled.
      return (
        <Alert
          severity="info"
          data-testid="return-login"
          action={
            <NextLink href={loginHref(checkoutReturnPath(back))} className={`${buttons.outlined} ${buttons.small} ${styles.inherit}`}>
              {t('logIn')}
            </NextLink>
          }
        >
          {t('returnLogIn')}
        </Alert>
      );
    }
    // Only read: the return route has already asked the provider (or cancelled the checkout).
    const own = await getPurchase({ viewer, purchaseId: query.purchaseId });
    if (own && own.event.id === event.id) {
      purchase = own;
      returned = query.payment;
    } else returnError = 'registrationNotFound';
  } else if (query.purchaseId !== null && viewer) {
    // ?purchase={id} (the link of the tickets mail): the buyer's paid purchase, with its entry pass.
    const own = await getPurchase({ viewer, purchaseId: query.purchaseId });
    if (own && own.event.id === event.id && own.status === 'paid') purchase = own;
  }
  if (!purchase && viewer) purchase = await findOpenPurchase({ viewer, eventId: event.id });

  const step = stepOf(purchase, query.step);
  const refusal = purchase ? null : await checkBuyerRefusal(viewer);

  let body: ReactNode;
  if (step === 'complete' && purchase) {
    body = <CompletePanel purchase={purchase} locale={locale} buyerEmail={account?.email ?? null} />;
  } else if (step === 1 || !purchase) {
    body = <BuyerStep event={event} account={account} refusal={refusal} />;
  } else if (step === 2) {
    const buyer = purchase.spectators.find((s) => s.isBuyer);
    const waiver = buyer ? await getWaiver({ uuid: buyer.waiver.uuid, locale, viewer }) : null;
    body = (
      <section aria-labelledby="step-title" data-testid="buyer-waiver-step">
        <h2 id="step-title" className={styles.stepTitle}>
          {t('buyerWaiverTitle')}
        </h2>
        <p className={styles.intro}>{t('buyerWaiverIntro')}</p>
        {waiver ? (
          <WaiverView waiver={waiver} locale={locale} signedIn embedded testId="buyer-waiver" />
        ) : (
          <Alert severity="error">{ts('recordNotFound')}</Alert>
        )}
        {waiver && waiver.status === 'signed' ? (
          <NextLink href={`${here}?step=3`} className={`${buttons.contained} ${styles.afterWaiver}`} data-testid="buyer-waiver-continue">
            {t('continue')}
          </NextLink>
        ) : null}
      </section>
    );
  } else if (step === 3) {
    const signingSpectator = query.sign !== null ? purchase.spectators.find((s) => s.id === query.sign && s.isMinor) : undefined;
    const signingWaiver = signingSpectator ? await getWaiver({ uuid: signingSpectator.waiver.uuid, locale, viewer }) : null;
    body = (
      <SpectatorsStep
        purchase={purchase}
        familyMinors={await listFamilyMinors({ viewer })}
        signing={signingSpectator && signingWaiver ? { spectator: signingSpectator, waiver: signingWaiver } : null}
        locale={locale}
      />
    );
  } else {
    body = <SummaryStep purchase={purchase} locale={locale} returned={returned === 'cancelled' ? 'cancelled' : null} />;
  }

  return (
    <div data-testid="ticket-stepper" data-purchase-id={purchase?.id ?? ''} data-stage={purchase?.stage ?? 'buyer'}>
      <div className={styles.eventFacts}>
        <p className={`${forms.paragraph} ${forms.muted}`}>
          {formatDateRange(event.startAt, event.endAt, locale, event.timeZone)}
          {event.venue || event.city ? ` · ${[event.venue, event.city].filter(Boolean).join(', ')}` : ''}
        </p>
        {event.priceCents !== null ? (
          <p className={`${forms.paragraph} ${forms.small}`}>
            {t('price', { price: formatMoney(event.priceCents, event.currency, locale) })}
            {event.requiresSelfie ? ` · ${t('selfieRequired')}` : ''}
          </p>
        ) : null}
      </div>
      {returnError ? (
        <Alert severity="error" className={styles.gapBelow} data-testid="return-error">
          {ts(returnError)}
        </Alert>
      ) : null}
      <StepperNav current={step === 'complete' ? 4 : step} done={stepsDone(purchase)} />
      {step === 'complete' ? (
        body
      ) : (
        <ScriptGate loading={tf('loading')} noScript={tf('needsJavaScript')}>
          {body}
        </ScriptGate>
      )}
    </div>
  );
}

async function checkBuyerRefusal(viewer: TViewer | null): Promise<TSpectatorError | null> {
  if (!viewer) return null;
  const check = await checkBuyer(viewer);
  return check.ok ? null : check.error;
}

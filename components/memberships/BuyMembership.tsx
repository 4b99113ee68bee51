import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { loginHref } from '@/lib/accounts/paths';
import { getCurrentAccount } from '@/lib/accounts/sessions';
import type { TLocale } from '@/lib/constants';
import { formatMoney, formatTaxRate } from '@/lib/i18n/format';
import { MEMBERSHIP_BUY_ERRORS, membershipHolders } from '@/lib/memberships';
import { taxOf } from '@/lib/memberships/terms';
import type { TMembershipType } from '@/lib/platform/port';
import { buyMembershipAction } from './actions';
import { membershipTexts } from './texts';
import styles from './memberships.module.css';

/**
 * Buying a membership of a type (docs/decisions/050): who it is for (the signed-in member, or a
 * minor of their family) and the price range, each with its fee, tax and total; then the payment
 * provider's page. A visitor who is not signed in is asked to sign in (and comes back here).
 * A plain form: it works before the page's script runs. `error` is a MembershipBuy.errors key.
 */
export async function BuyMembership({ type, locale, error }: { type: TMembershipType; locale: TLocale; error: string | null }) {
  const t = await getTranslations({ locale, namespace: 'MembershipBuy' });
  const { ages } = await membershipTexts(locale);
  const viewer = await getCurrentAccount();
  const known = error !== null && (MEMBERSHIP_BUY_ERRORS as readonly string[]).concat('invalidForm').includes(error) ? error : null;
  const rate = formatTaxRate(type.taxRateBp, locale);

  return (
    <section id="buy" className={styles.buy} aria-labelledby="buy-title" data-testid="membership-buy">
      <h2 id="buy-title">{t('title')}</h2>
      {known ? (
        <p className={styles.error} role="alert" data-testid="membership-buy-error" data-error={known}>
          {t(`errors.${known}` as 'errors.soldOut')}
        </p>
      ) : null}
      {!viewer ? (
        <>
          <p>{t('signInToBuy')}</p>
          <p className={styles.links}>
            <Link className={styles.linkButton} href={loginHref(`/membership/type/${type.id}`)} data-testid="membership-sign-in">
              {t('signIn')}
            </Link>
            <Link href="/registration/participant">{t('createAccount')}</Link>
          </p>
        </>
      ) : type.ranges.length === 0 ? (
        <p>{t('notOnSale')}</p>
      ) : (
        <form action={buyMembershipAction.bind(null, type.id)} data-testid="membership-buy-form">
          <fieldset>
            <legend>{t('holder')}</legend>
            {(await membershipHolders(viewer)).map((holder, index) => (
              <label key={holder.id} className={styles.choice}>
                <input type="radio" name="holderId" value={holder.id} defaultChecked={index === 0} required data-testid="membership-holder" />
                <span className={styles.choiceMain}>{holder.id === viewer.id ? t('holderSelf', { name: `${holder.firstName} ${holder.lastName}` }) : `${holder.firstName} ${holder.lastName}`}</span>
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('range')}</legend>
            {type.ranges.map((range, index) => {
              const tax = taxOf(range.feeCents, type.taxRateBp);
              const money = (cents: number) => formatMoney(cents, range.currency, locale);
              return (
                <label key={range.id} className={styles.choice}>
                  <input type="radio" name="rangeId" value={range.id} defaultChecked={index === 0} required data-testid="membership-range-choice" />
                  <span className={styles.choiceMain}>
                    {range.name}
                    <span className={`${styles.muted}`}> · {ages(range.minAge, range.maxAge)}</span>
                  </span>
                  <span className={styles.choicePrice}>
                    {money(range.feeCents)}
                    {tax > 0 ? <span className={styles.muted}> + {t('tax', { rate })} {money(tax)}</span> : null}
                    <strong data-testid="membership-range-total">
                      {' '}
                      = {money(range.feeCents + tax)}
                    </strong>
                  </span>
                </label>
              );
            })}
          </fieldset>
          {type.validity !== 'single_event' ? <p className={styles.muted}>{t('renewal')}</p> : null}
          <button type="submit" className={styles.submit} data-testid="membership-buy-submit">
            {t('buy')}
          </button>
        </form>
      )}
    </section>
  );
}

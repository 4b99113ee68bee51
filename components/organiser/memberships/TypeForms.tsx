'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { LOCALES } from '@/lib/constants';
import type { TFormState } from '../actions';
import { Field, FormStatus, tickedOr, valueOf } from '../FormParts';
import styles from '../organiser.module.css';
import own from '../shared/scoped.module.css';
import {
  createMembershipRangeAction,
  createMembershipTypeAction,
  deleteMembershipRangeAction,
  deleteMembershipTypeAction,
  setMembershipRangeOnSaleAction,
  setMembershipTypeOnSaleAction,
  updateMembershipRangeAction,
  updateMembershipTypeAction,
} from './actions';

const NS = 'OrganiserMemberships';
/** A type's form values as text (what the inputs show). */
export type TTypeFormValues = {
  name_en: string;
  name_es: string;
  name_fr: string;
  description_en: string;
  description_es: string;
  description_fr: string;
  validity: string;
  validUntil: string;
  eventId: string;
  transferable: boolean;
  minAge: string;
  maxAge: string;
  tax: string;
  currency: string;
  capacity: string;
  sortOrder: string;
};

export type TRangeFormValues = { name_en: string; name_es: string; name_fr: string; minAge: string; maxAge: string; fee: string; sortOrder: string };

export const EMPTY_RANGE: TRangeFormValues = { name_en: '', name_es: '', name_fr: '', minAge: '', maxAge: '', fee: '', sortOrder: '1' };

type TEventChoice = { id: number; label: string };

/** Three inputs (or text areas) of one text in the three languages. */
function Languages({ state, idPrefix, name, label, multiline, saved, testId }: { state: TFormState; idPrefix: string; name: string; label: string; multiline?: boolean; saved: Record<string, string>; testId: string }) {
  const t = useTranslations(NS);
  return (
    <fieldset className={own.fieldset}>
      <legend>{label}</legend>
      <div className={own.langGrid}>
      {LOCALES.map((lang) => {
        const field = `${name}_${lang}`;
        return (
          <Field key={lang} ns={NS} idPrefix={idPrefix} name={field} label={t(`languages.${lang}`)} state={state}>
            {(p) =>
              multiline ? (
                <textarea {...p} lang={lang} defaultValue={valueOf(state, field, saved[field] ?? '')} data-testid={`${testId}-${lang}`} />
              ) : (
                <input {...p} lang={lang} defaultValue={valueOf(state, field, saved[field] ?? '')} data-testid={`${testId}-${lang}`} />
              )
            }
          </Field>
        );
      })}
      </div>
    </fieldset>
  );
}

/** A range's fields; `prefix` names those of the new-type form's first range. */
function RangeFields({ state, idPrefix, prefix = '', saved, testId }: { state: TFormState; idPrefix: string; prefix?: string; saved: TRangeFormValues; testId: string }) {
  const t = useTranslations(NS);
  const own = Object.fromEntries(Object.entries(saved).map(([k, v]) => [`${prefix}${k}`, v]));
  return (
    <>
      <Languages state={state} idPrefix={idPrefix} name={`${prefix}name`} label={t('range.name')} saved={own} testId={`${testId}-name`} />
      <div className={styles.row}>
        <Field ns={NS} idPrefix={idPrefix} name={`${prefix}fee`} label={t('range.fee')} hint={t('range.feeHint')} state={state}>
          {(p) => <input {...p} inputMode="decimal" defaultValue={valueOf(state, `${prefix}fee`, saved.fee)} data-testid={`${testId}-fee`} />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name={`${prefix}minAge`} label={t('range.minAge')} hint={t('agesHint')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, `${prefix}minAge`, saved.minAge)} data-testid={`${testId}-min-age`} />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name={`${prefix}maxAge`} label={t('range.maxAge')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, `${prefix}maxAge`, saved.maxAge)} data-testid={`${testId}-max-age`} />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name={`${prefix}sortOrder`} label={t('sortOrder')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={valueOf(state, `${prefix}sortOrder`, saved.sortOrder)} data-testid={`${testId}-order`} />}
        </Field>
      </div>
    </>
  );
}

/**
 * A membership type's form: new (with its first price range and whether it goes on sale at once)
 * or an existing one. Works before the page's script runs; a refusal keeps what was typed.
 */
export function MembershipTypeForm(
  props: { saved: TTypeFormValues; events: TEventChoice[]; currencies: readonly string[] } & ({ mode: 'new'; organizationId: number } | { mode: 'edit'; offerId: number }),
) {
  const t = useTranslations(NS);
  const [state, action, pending] = useActionState<TFormState, FormData>(props.mode === 'new' ? createMembershipTypeAction : updateMembershipTypeAction, {});
  const { saved } = props;
  const idPrefix = props.mode === 'new' ? 'new-type' : `type-${props.offerId}`;
  const key = JSON.stringify(state);
  const field = (name: keyof TTypeFormValues) => valueOf(state, name, String(saved[name]));
  return (
    <form action={action} className={styles.form} key={key} data-testid="type-form" noValidate>
      {props.mode === 'new' ? <input type="hidden" name="organizationId" value={props.organizationId} /> : <input type="hidden" name="offerId" value={props.offerId} />}
      <FormStatus ns={NS} state={state} testId="type" />
      <Languages state={state} idPrefix={idPrefix} name="name" label={t('type.name')} saved={saved as unknown as Record<string, string>} testId="type-name" />
      <Languages state={state} idPrefix={idPrefix} name="description" label={t('type.description')} multiline saved={saved as unknown as Record<string, string>} testId="type-description" />
      <p className={styles.hint}>{t('type.descriptionHint')}</p>
      <div className={styles.row}>
        <Field ns={NS} idPrefix={idPrefix} name="validity" label={t('type.validity')} state={state}>
          {(p) => (
            <select {...p} defaultValue={field('validity')} data-testid="type-validity">
              <option value="twelve_months">{t('validity.twelve_months')}</option>
              <option value="until_date">{t('validity.until_date')}</option>
              <option value="single_event">{t('validity.single_event')}</option>
            </select>
          )}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="validUntil" label={t('type.validUntil')} hint={t('type.validUntilHint')} state={state}>
          {(p) => <input {...p} type="date" defaultValue={field('validUntil')} data-testid="type-valid-until" />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="eventId" label={t('type.event')} hint={t('type.eventHint')} state={state}>
          {(p) => (
            <select {...p} defaultValue={field('eventId')} data-testid="type-event">
              <option value="">{t('type.noEvent')}</option>
              {props.events.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <label className={styles.check}>
        <input type="checkbox" name="transferable" defaultChecked={tickedOr(state, 'transferable', saved.transferable)} data-testid="type-transferable" />
        {t('type.transferable')}
      </label>
      <div className={styles.row}>
        <Field ns={NS} idPrefix={idPrefix} name="minAge" label={t('type.minAge')} hint={t('agesHint')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={field('minAge')} data-testid="type-min-age" />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="maxAge" label={t('type.maxAge')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={field('maxAge')} data-testid="type-max-age" />}
        </Field>
      </div>
      <div className={styles.row}>
        <Field ns={NS} idPrefix={idPrefix} name="tax" label={t('type.tax')} hint={t('type.taxHint')} state={state}>
          {(p) => <input {...p} inputMode="decimal" defaultValue={field('tax')} data-testid="type-tax" />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="currency" label={t('type.currency')} state={state}>
          {(p) => (
            <select {...p} defaultValue={field('currency')} data-testid="type-currency">
              {props.currencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="capacity" label={t('type.capacity')} hint={t('type.capacityHint')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={field('capacity')} data-testid="type-capacity" />}
        </Field>
        <Field ns={NS} idPrefix={idPrefix} name="sortOrder" label={t('sortOrder')} hint={t('sortOrderHint')} state={state}>
          {(p) => <input {...p} inputMode="numeric" defaultValue={field('sortOrder')} data-testid="type-order" />}
        </Field>
      </div>
      {props.mode === 'new' && (
        <>
          <fieldset className={own.fieldset}>
            <legend>{t('type.firstRange')}</legend>
            <RangeFields state={state} idPrefix={idPrefix} prefix="range_" saved={EMPTY_RANGE} testId="first-range" />
          </fieldset>
          <label className={styles.check}>
            <input type="checkbox" name="onSale" defaultChecked={tickedOr(state, 'onSale', true)} data-testid="type-on-sale" />
            {t('type.onSaleNow')}
          </label>
        </>
      )}
      <button type="submit" className={styles.button} disabled={pending} data-testid="type-save">
        {props.mode === 'new' ? t('type.create') : t('type.save')}
      </button>
    </form>
  );
}

/** Retire a type (off sale) or put it back on sale; delete one nobody bought. */
export function TypeStateButtons({ offerId, onSale, deletable, name }: { offerId: number; onSale: boolean; deletable: boolean; name: string }) {
  const t = useTranslations(NS);
  const [state, action, pending] = useActionState<TFormState, FormData>(setMembershipTypeOnSaleAction, {});
  const [deleteState, deleteAction, deleting] = useActionState<TFormState, FormData>(deleteMembershipTypeAction, {});
  return (
    <div className={styles.links}>
      <form action={action} className={own.inline}>
        <input type="hidden" name="offerId" value={offerId} />
        <input type="hidden" name="onSale" value={String(!onSale)} />
        <FormStatus ns={NS} state={state} testId="type-state" />
        <button type="submit" className={styles.secondary} disabled={pending} aria-label={t(onSale ? 'type.retireLabel' : 'type.restoreLabel', { name })} data-testid={onSale ? 'type-retire' : 'type-restore'}>
          {t(onSale ? 'type.retire' : 'type.restore')}
        </button>
      </form>
      {deletable && (
        <form action={deleteAction} className={own.inline}>
          <input type="hidden" name="offerId" value={offerId} />
          <FormStatus ns={NS} state={deleteState} testId="type-delete" />
          <button type="submit" className={styles.secondary} disabled={deleting} aria-label={t('type.deleteLabel', { name })} data-testid="type-delete">
            {t('type.delete')}
          </button>
        </form>
      )}
    </div>
  );
}

/** A new price range of a type. */
export function NewRangeForm({ offerId }: { offerId: number }) {
  const t = useTranslations(NS);
  const [state, action, pending] = useActionState<TFormState, FormData>(createMembershipRangeAction, {});
  const key = JSON.stringify(state);
  return (
    <form action={action} className={styles.form} key={key} data-testid="range-new-form" noValidate>
      <input type="hidden" name="offerId" value={offerId} />
      <FormStatus ns={NS} state={state} testId="range-new" />
      <RangeFields state={state} idPrefix="range-new" saved={EMPTY_RANGE} testId="range-new" />
      <button type="submit" className={styles.button} disabled={pending} data-testid="range-new-save">
        {t('range.add')}
      </button>
    </form>
  );
}

/** An existing range: its form, and off sale / on sale / delete. */
export function RangeEditor({ offerId, rangeId, saved, onSale, deletable, name }: { offerId: number; rangeId: number; saved: TRangeFormValues; onSale: boolean; deletable: boolean; name: string }) {
  const t = useTranslations(NS);
  const [state, action, pending] = useActionState<TFormState, FormData>(updateMembershipRangeAction, {});
  const [switchState, switchAction, switching] = useActionState<TFormState, FormData>(setMembershipRangeOnSaleAction, {});
  const [deleteState, deleteAction, deleting] = useActionState<TFormState, FormData>(deleteMembershipRangeAction, {});
  /** The range the forms act on, as hidden fields. */
  const target = (
    <>
      <input type="hidden" name="offerId" value={offerId} />
      <input type="hidden" name="rangeId" value={rangeId} />
    </>
  );
  const key = JSON.stringify(state);
  const testId = `range-${rangeId}`;
  return (
    <>
      <details open={Boolean(state.fields || state.error)}>
        <summary className={own.summary} data-testid={`${testId}-edit`}>
          {t('range.edit', { name })}
        </summary>
        <form action={action} className={styles.form} key={key} data-testid={`${testId}-form`} noValidate>
          {target}
          <FormStatus ns={NS} state={state} testId={testId} />
          <RangeFields state={state} idPrefix={testId} saved={saved} testId={testId} />
          <button type="submit" className={styles.button} disabled={pending} data-testid={`${testId}-save`}>
            {t('range.save')}
          </button>
        </form>
      </details>
      <div className={styles.links}>
        <form action={switchAction} className={own.inline}>
          {target}
          <input type="hidden" name="onSale" value={String(!onSale)} />
          <FormStatus ns={NS} state={switchState} testId={`${testId}-state`} />
          <button type="submit" className={styles.secondary} disabled={switching} aria-label={t(onSale ? 'range.retireLabel' : 'range.restoreLabel', { name })} data-testid={`${testId}-${onSale ? 'retire' : 'restore'}`}>
            {t(onSale ? 'range.retire' : 'range.restore')}
          </button>
        </form>
        {deletable && (
          <form action={deleteAction} className={own.inline}>
            {target}
            <FormStatus ns={NS} state={deleteState} testId={`${testId}-delete`} />
            <button type="submit" className={styles.secondary} disabled={deleting} aria-label={t('range.deleteLabel', { name })} data-testid={`${testId}-delete`}>
              {t('range.delete')}
            </button>
          </form>
        )}
      </div>
    </>
  );
}

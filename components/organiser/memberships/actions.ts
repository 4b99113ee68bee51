'use server';

import { revalidatePath } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import { getDb } from '@/lib/db/client';
import { calendarDay, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import { eventFor, organiserOf, type TOrganiser } from '@/lib/organiser';
import { organisesOrganization } from '@/lib/organiser/access';
import { parseMembershipRange, parseMembershipType, parseNewMembershipType, type TMembershipTypeInput } from '@/lib/organiser/membership-forms';
import {
  createMembershipRange,
  createMembershipType,
  deleteMembershipRange,
  deleteMembershipType,
  membershipType,
  setMembershipRangeOnSale,
  setMembershipTypeOnSale,
  updateMembershipRange,
  updateMembershipType,
  type TChangeResult,
} from '@/lib/organiser/membership-types';
import { flagField, idField, parseActionArgs, ZActionIdSchema, ZFormActionArgsSchema } from '@/lib/server/action-args';
import { asLocale } from '@/lib/i18n/locale';
import type { TFormState } from '../actions';

/**
 * The actions of /organiser/memberships (docs/decisions/057). Each one checks on the server that
 * the signed-in account organises the organisation of the type it changes; another organisation's
 * type answers `notAllowed`, like one that does not exist. Refusals are keys of
 * `OrganiserMemberships.errors`; the forms keep what was typed. The ids (`organizationId`,
 * `offerId`, `rangeId`) and `onSale` travel as hidden fields of the form, never bound to the action
 * (see components/organiser/actions.ts); one missing or malformed answers `invalidForm`.
 */

const valuesOf = (form: FormData): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !key.startsWith('$')) out[key] = value.slice(0, 20_000);
  return out;
};
const failed = (form: FormData | null, error = 'failed'): TFormState => ({ error, values: form ? valuesOf(form) : undefined });
const today = () => calendarDay(new Date(), SITE_TIME_ZONE);

/** The signed-in organiser of `organizationId`, else null. */
async function organiserOfOrganisation(organizationId: unknown): Promise<{ organiser: TOrganiser; organizationId: number } | null> {
  const id = ZActionIdSchema.safeParse(organizationId);
  const result = await organiserOf();
  if (!id.success || !result.ok || !organisesOrganization(result.organiser.scope, id.data)) return null;
  return { organiser: result.organiser, organizationId: id.data };
}

/** The type and its organiser, when the signed-in account organises the type's organisation. */
async function organiserOfType(offerId: unknown) {
  const id = ZActionIdSchema.safeParse(offerId);
  const result = await organiserOf();
  if (!id.success || !result.ok) return null;
  const type = await membershipType(await getDb(), id.data);
  if (!type || !organisesOrganization(result.organiser.scope, type.organizationId)) return null;
  return { organiser: result.organiser, type, organizationId: type.organizationId };
}

/** A single-event type's event must be one of the organisation's (the platform says). */
async function eventIsOrganisations(organiser: TOrganiser, organizationId: number, input: TMembershipTypeInput): Promise<boolean> {
  if (input.validity !== 'single_event' || input.eventId === null) return true;
  const found = await eventFor(organiser, input.eventId, asLocale(await getLocale()));
  return found?.place.organizationId === organizationId;
}

function refused(result: TChangeResult, form: FormData | null): TFormState | null {
  if (result.ok) return null;
  return failed(form, result.error === 'notFound' ? 'notAllowed' : result.error);
}

const revalidate = () => revalidatePath('/[locale]/organiser/memberships', 'layout');

export async function createMembershipTypeAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const organizationId = idField(form, 'organizationId');
  if (!organizationId) return failed(form, 'invalidForm');
  const ctx = await organiserOfOrganisation(organizationId);
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = parseNewMembershipType(form, today());
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  if (!(await eventIsOrganisations(ctx.organiser, ctx.organizationId, parsed.value.type))) return { fields: { eventId: 'event' }, values: valuesOf(form) };
  let offerId: number;
  try {
    ({ offerId } = await createMembershipType(await getDb(), ctx.organiser.actor, ctx.organizationId, parsed.value));
  } catch (error) {
    log.error({ err: error }, 'creating a membership type failed');
    return failed(form);
  }
  revalidate();
  return redirect({ href: `/organiser/memberships/${offerId}?created=1`, locale: asLocale(await getLocale()) });
}

export async function updateMembershipTypeAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const offerId = idField(form, 'offerId');
  if (!offerId) return failed(form, 'invalidForm');
  const ctx = await organiserOfType(offerId);
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = parseMembershipType(form, { today: today(), onSale: ctx.type.onSale });
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  if (!(await eventIsOrganisations(ctx.organiser, ctx.organizationId, parsed.value))) return { fields: { eventId: 'event' }, values: valuesOf(form) };
  try {
    const result = await updateMembershipType(await getDb(), ctx.organiser.actor, ctx.organizationId, ctx.type.id, parsed.value);
    const refusal = refused(result, form);
    if (refusal) return refusal;
  } catch (error) {
    log.error({ err: error }, 'saving a membership type failed');
    return failed(form);
  }
  revalidate();
  return { saved: 'type' };
}

/** Retire (`onSale` 'false') or put back on sale ('true'). */
export async function setMembershipTypeOnSaleAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const offerId = idField(form, 'offerId');
  const onSale = flagField(form, 'onSale');
  if (!offerId || onSale === null) return failed(null, 'invalidForm');
  const ctx = await organiserOfType(offerId);
  if (!ctx) return failed(null, 'notAllowed');
  try {
    const refusal = refused(await setMembershipTypeOnSale(await getDb(), ctx.organiser.actor, ctx.organizationId, ctx.type.id, onSale, today()), null);
    if (refusal) return refusal;
  } catch (error) {
    log.error({ err: error }, 'switching a membership type failed');
    return failed(null);
  }
  revalidate();
  return { saved: onSale ? 'restored' : 'retired' };
}

/** Delete a type nobody bought, then back to the list. */
export async function deleteMembershipTypeAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const offerId = idField(form, 'offerId');
  if (!offerId) return failed(null, 'invalidForm');
  const ctx = await organiserOfType(offerId);
  if (!ctx) return failed(null, 'notAllowed');
  try {
    const refusal = refused(await deleteMembershipType(await getDb(), ctx.organiser.actor, ctx.organizationId, ctx.type.id), null);
    if (refusal) return refusal;
  } catch (error) {
    log.error({ err: error }, 'deleting a membership type failed');
    return failed(null);
  }
  revalidate();
  return redirect({ href: '/organiser/memberships?deleted=1', locale: asLocale(await getLocale()) });
}

export async function createMembershipRangeAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const offerId = idField(form, 'offerId');
  if (!offerId) return failed(form, 'invalidForm');
  const ctx = await organiserOfType(offerId);
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = parseMembershipRange(form);
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  try {
    const refusal = refused(await createMembershipRange(await getDb(), ctx.organiser.actor, ctx.organizationId, ctx.type.id, parsed.value), form);
    if (refusal) return refusal;
  } catch (error) {
    log.error({ err: error }, 'adding a membership range failed');
    return failed(form);
  }
  revalidate();
  return { saved: 'rangeAdded' };
}

export async function updateMembershipRangeAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const offerId = idField(form, 'offerId');
  const rangeId = idField(form, 'rangeId');
  if (!offerId || !rangeId) return failed(form, 'invalidForm');
  const ctx = await organiserOfType(offerId);
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = parseMembershipRange(form);
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  try {
    const refusal = refused(await updateMembershipRange(await getDb(), ctx.organiser.actor, ctx.organizationId, ctx.type.id, rangeId, parsed.value), form);
    if (refusal) return refusal;
  } catch (error) {
    log.error({ err: error }, 'saving a membership range failed');
    return failed(form);
  }
  revalidate();
  return { saved: 'range' };
}

/** Take a range off sale (`onSale` 'false') or put it back ('true'). */
export async function setMembershipRangeOnSaleAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const offerId = idField(form, 'offerId');
  const rangeId = idField(form, 'rangeId');
  const onSale = flagField(form, 'onSale');
  if (!offerId || !rangeId || onSale === null) return failed(null, 'invalidForm');
  const ctx = await organiserOfType(offerId);
  if (!ctx) return failed(null, 'notAllowed');
  try {
    const refusal = refused(await setMembershipRangeOnSale(await getDb(), ctx.organiser.actor, ctx.organizationId, ctx.type.id, rangeId, onSale), null);
    if (refusal) return refusal;
  } catch (error) {
    log.error({ err: error }, 'switching a membership range failed');
    return failed(null);
  }
  revalidate();
  return { saved: onSale ? 'rangeRestored' : 'rangeRetired' };
}

export async function deleteMembershipRangeAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const offerId = idField(form, 'offerId');
  const rangeId = idField(form, 'rangeId');
  if (!offerId || !rangeId) return failed(null, 'invalidForm');
  const ctx = await organiserOfType(offerId);
  if (!ctx) return failed(null, 'notAllowed');
  try {
    const refusal = refused(await deleteMembershipRange(await getDb(), ctx.organiser.actor, ctx.organizationId, ctx.type.id, rangeId), null);
    if (refusal) return refusal;
  } catch (error) {
    log.error({ err: error }, 'deleting a membership range failed');
    return failed(null);
  }
  revalidate();
  return { saved: 'rangeDeleted' };
}

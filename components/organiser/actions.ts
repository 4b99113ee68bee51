'use server';

import { revalidatePath } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import { eventFor, organisationFor, organiserOf, organiserDeps, type TOrganiser } from '@/lib/organiser';
import { parsePromo, parseTicketSettings, parseWaiver, type TFieldErrors } from '@/lib/organiser/forms';
import { grantRole, liveGrant, revokeRole } from '@/lib/organiser/roles';
import { createPromo, createWaiverVersion, saveTicketSettings, setPromoActive } from '@/lib/organiser/tickets';
import { asLocale } from '@/lib/i18n/locale';
import { flagField, idField, parseActionArgs, ZActionIdSchema, ZFormActionArgsSchema } from '@/lib/server/action-args';

/**
 * The organiser area's actions (docs/decisions/052). Each one checks, on the server, that the
 * signed-in account runs the event or organisation it changes; what is not theirs answers the
 * same `notAllowed` as what does not exist. Forms use `useActionState`, so they work before the
 * page's script runs and keep what was typed when a field is refused. The ids a form acts on travel
 * as hidden fields (`eventId`, `promoId`, …), never bound to the action: a bound action given to
 * `useActionState` made React's server render of a form posted without JavaScript loop forever.
 */
export type TFormState = {
  /** A message key of `Organiser.errors`, for the whole form. */
  error?: string;
  /** Field name to a message key of `Organiser.errors`. */
  fields?: TFieldErrors;
  /** A message key of `Organiser.saved` when the change was made. */
  saved?: string;
  /** The values sent, given back to the form after a refusal. */
  values?: Record<string, string>;
};

const valuesOf = (form: FormData): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !key.startsWith('$')) out[key] = value.slice(0, 20_000);
  return out;
};

async function organiserAndEvent(eventId: unknown) {
  const id = ZActionIdSchema.safeParse(eventId);
  const result = await organiserOf();
  if (!id.success || !result.ok) return null;
  const locale = asLocale(await getLocale());
  const found = await eventFor(result.organiser, id.data, locale);
  return found ? { organiser: result.organiser, ...found, locale } : null;
}

const failed = (form: FormData | null, error = 'failed'): TFormState => ({ error, values: form ? valuesOf(form) : undefined });

export async function saveTicketsAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const ctx = await organiserAndEvent(idField(form, 'eventId'));
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = parseTicketSettings(form, ctx.event.timeZone);
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  try {
    const result = await saveTicketSettings(await getDb(), ctx.organiser.actor, ctx.place, parsed.value);
    if (!result.ok) return { error: result.error, values: valuesOf(form) };
  } catch (error) {
    log.error({ err: error }, 'saving ticket settings failed');
    return failed(form);
  }
  revalidatePath('/[locale]/organiser/events/[id]', 'page');
  return { saved: 'tickets' };
}

export async function createPromoAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const ctx = await organiserAndEvent(idField(form, 'eventId'));
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = parsePromo(form, ctx.event.timeZone);
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  try {
    const result = await createPromo(await getDb(), ctx.organiser.actor, ctx.place, parsed.value);
    if (!result.ok) return { fields: { code: result.error }, values: valuesOf(form) };
  } catch (error) {
    log.error({ err: error }, 'creating a promo code failed');
    return failed(form);
  }
  revalidatePath('/[locale]/organiser/events/[id]', 'page');
  return { saved: 'promo' };
}

export async function setPromoActiveAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const promoId = idField(form, 'promoId');
  const active = flagField(form, 'active');
  if (!promoId || active === null) return failed(null, 'invalidForm');
  const ctx = await organiserAndEvent(idField(form, 'eventId'));
  if (!ctx) return failed(null, 'notAllowed');
  try {
    if (!(await setPromoActive(await getDb(), ctx.organiser.actor, ctx.place, promoId, active))) return failed(null, 'notAllowed');
  } catch (error) {
    log.error({ err: error }, 'switching a promo code failed');
    return failed(null);
  }
  revalidatePath('/[locale]/organiser/events/[id]', 'page');
  return { saved: active ? 'promoOn' : 'promoOff' };
}

export async function createWaiverAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const ctx = await organiserAndEvent(idField(form, 'eventId'));
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = parseWaiver(form);
  if (!parsed.ok) return { fields: parsed.errors, values: valuesOf(form) };
  try {
    await createWaiverVersion(await getDb(), ctx.organiser.actor, ctx.place, parsed.value);
  } catch (error) {
    log.error({ err: error }, 'saving a waiver version failed');
    return failed(form);
  }
  revalidatePath('/[locale]/organiser/events/[id]/waiver', 'page');
  return { saved: 'waiver' };
}

/** The roles page's organisation, when the signed-in account organises it. */
async function organiserOfOrganisation(organizationId: unknown): Promise<{ organiser: TOrganiser; organizationId: number } | null> {
  const id = ZActionIdSchema.safeParse(organizationId);
  const result = await organiserOf();
  if (!id.success || !result.ok) return null;
  const organisation = await organisationFor(result.organiser, id.data, asLocale(await getLocale()));
  return organisation ? { organiser: result.organiser, organizationId: id.data } : null;
}

/** Whether the platform lists this promoter among the organisation's (LiveLaps: the site's promoter list). */
async function promoterOfOrganisation(promoterId: number, organizationId: number): Promise<boolean> {
  if (!promoterId) return false;
  const promoters = await organiserDeps().platform.listPromoters({ locale: 'en', organizationId });
  return promoters.some((p) => p.id === promoterId);
}

/**
 * Grant a role on the organiser's organisation: organiser of it, or promoter of one of its
 * promoters (the platform says which promoters are the organisation's).
 */
export async function grantRoleAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const ctx = await organiserOfOrganisation(idField(form, 'organizationId'));
  if (!ctx) return failed(form, 'notAllowed');
  const email = String(form.get('email') ?? '').trim();
  const role = String(form.get('role') ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return { fields: { email: 'email' }, values: valuesOf(form) };
  let target: Parameters<typeof grantRole>[3];
  if (role === 'organiser') target = { kind: 'organiser', organizationId: ctx.organizationId };
  else {
    const promoterId = Number(/^promoter:(\d{1,9})$/.exec(role)?.[1] ?? 0);
    if (!(await promoterOfOrganisation(promoterId, ctx.organizationId))) return { fields: { role: 'role' }, values: valuesOf(form) };
    target = { kind: 'promoter', promoterId, organizationId: ctx.organizationId };
  }
  try {
    const result = await grantRole(await getDb(), ctx.organiser.actor, email, target);
    if (!result.ok) return { fields: { email: result.error }, values: valuesOf(form) };
  } catch (error) {
    log.error({ err: error }, 'granting a role failed');
    return failed(form);
  }
  revalidatePath('/[locale]/organiser/roles', 'page');
  return { saved: 'granted' };
}

export async function revokeRoleAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const grantId = idField(form, 'grantId');
  if (!grantId) return failed(null, 'invalidForm');
  const ctx = await organiserOfOrganisation(idField(form, 'organizationId'));
  if (!ctx) return failed(null, 'notAllowed');
  const db = await getDb();
  const grant = await liveGrant(db, grantId);
  const onThisOrganisation = grant?.kind === 'promoter' ? await promoterOfOrganisation(grant.promoterId!, ctx.organizationId) : grant?.organizationId === ctx.organizationId;
  if (!grant || !onThisOrganisation) return failed(null, 'notAllowed');
  // The last organiser of an organisation cannot remove the role: no one would be left to run it.
  if (grant.kind === 'organiser' && grant.accountId === ctx.organiser.account.id) return failed(null, 'ownRole');
  try {
    await revokeRole(db, ctx.organiser.actor, grantId, ctx.organizationId);
  } catch (error) {
    log.error({ err: error }, 'revoking a role failed');
    return failed(null);
  }
  revalidatePath('/[locale]/organiser/roles', 'page');
  return { saved: 'revoked' };
}

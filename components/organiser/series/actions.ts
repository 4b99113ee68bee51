'use server';

import { revalidatePath } from 'next/cache';
import { getLocale } from 'next-intl/server';
import { redirect } from '@/i18n/navigation';
import type { TLocale } from '@/lib/constants';
import { getDb } from '@/lib/db/client';
import { log } from '@/lib/log';
import { organiserDeps, organiserOf, type TOrganiser } from '@/lib/organiser';
import { createSeriesDefinition, definitionOf, seriesPromoters, setSeriesPublished, updateSeriesDefinition, type TSeriesPromoter } from '@/lib/organiser/series';
import { parseSeriesDefinition, type TSeriesInput } from '@/lib/organiser/series-forms';
import { flagField, idField, parseActionArgs, ZActionIdSchema, ZFormActionArgsSchema } from '@/lib/server/action-args';
import { asLocale } from '@/lib/i18n/locale';
import type { TFormState } from '../actions';

/**
 * The actions of /organiser/series (docs/decisions/057). Each one checks on the server that the
 * definition (and the promoter it is saved under) is one of the account's: a promoter's own, or
 * any promoter of an organisation it organises. Another's answers `notAllowed`, like one that does
 * not exist. Refusals are keys of `OrganiserSeries.errors`. The ids (`promoterId`, `seriesId`) and
 * `published` travel as hidden fields of the form, never bound to the action (see
 * components/organiser/actions.ts); one missing or malformed answers `invalidForm`.
 */

const valuesOf = (form: FormData): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && !key.startsWith('$') && key !== 'race') out[key] = value.slice(0, 20_000);
  // Checked races, as one value (a form sends one `race` per box).
  const races = form.getAll('race').filter((v): v is string => typeof v === 'string');
  if (races.length > 0) out.race = races.join(',').slice(0, 20_000);
  return out;
};
const failed = (form: FormData | null, error = 'failed'): TFormState => ({ error, values: form ? valuesOf(form) : undefined });

/** The signed-in account, its series promoters and the one asked for, when it is among them. */
async function organiserOfPromoter(promoterId: unknown): Promise<{ organiser: TOrganiser; promoters: TSeriesPromoter[]; promoter: TSeriesPromoter; locale: TLocale } | null> {
  const id = ZActionIdSchema.safeParse(promoterId);
  const result = await organiserOf();
  if (!id.success || !result.ok) return null;
  const locale = asLocale(await getLocale());
  const promoters = await seriesPromoters(organiserDeps(), result.organiser.scope, locale);
  const promoter = promoters.find((p) => p.id === id.data);
  return promoter ? { organiser: result.organiser, promoters, promoter, locale } : null;
}

/**
 * The form read against the platform: the events must be the promoter's (or already counted by
 * the definition, for the same promoter), the races those of the chosen events.
 */
async function parseAgainstPlatform(form: FormData, promoterId: number, locale: TLocale, kept: number[]): Promise<{ ok: true; value: TSeriesInput } | { ok: false; state: TFormState }> {
  const { platform } = organiserDeps();
  const events = await platform.listEvents({ locale, promoterId });
  const parsed = parseSeriesDefinition(form, { promoterId, eventIds: [...new Set([...events.map((e) => e.id), ...kept])] });
  if (!parsed.ok) return { ok: false, state: { fields: parsed.errors, values: valuesOf(form) } };
  if (parsed.value.raceIds) {
    const counted = await Promise.all(parsed.value.eventIds.map((id) => platform.getEvent(id, { locale })));
    const known = new Set(counted.flatMap((event) => event?.races.map((r) => r.id) ?? []));
    if (parsed.value.raceIds.some((id) => !known.has(id))) return { ok: false, state: { fields: { races: 'raceNotInEvents' }, values: valuesOf(form) } };
  }
  return { ok: true, value: parsed.value };
}

const revalidate = () => {
  revalidatePath('/[locale]/organiser/series', 'layout');
  revalidatePath('/[locale]/series/[[...id]]', 'page');
};

export async function createSeriesAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const promoterId = idField(form, 'promoterId');
  if (!promoterId) return failed(form, 'invalidForm');
  const ctx = await organiserOfPromoter(promoterId);
  if (!ctx) return failed(form, 'notAllowed');
  const parsed = await parseAgainstPlatform(form, ctx.promoter.id, ctx.locale, []);
  if (!parsed.ok) return parsed.state;
  let id: number;
  try {
    const result = await createSeriesDefinition(await getDb(), ctx.organiser.actor, { promoterId: ctx.promoter.id, organizationId: ctx.promoter.organizationId }, parsed.value);
    if (!result.ok) return { fields: { name: result.error }, values: valuesOf(form) };
    id = result.id;
  } catch (error) {
    log.error({ err: error }, 'creating a series definition failed');
    return failed(form);
  }
  revalidate();
  return redirect({ href: `/organiser/series/${id}?created=1`, locale: ctx.locale });
}

/** Save a definition, possibly under another of the account's promoters (`promoterId`). */
export async function updateSeriesAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const seriesId = idField(form, 'seriesId');
  const promoterId = idField(form, 'promoterId');
  if (!seriesId || !promoterId) return failed(form, 'invalidForm');
  const ctx = await organiserOfPromoter(promoterId);
  if (!ctx) return failed(form, 'notAllowed');
  const db = await getDb();
  const definition = await definitionOf(db, seriesId, ctx.promoters.map((p) => p.id));
  if (!definition) return failed(form, 'notAllowed');
  const parsed = await parseAgainstPlatform(form, ctx.promoter.id, ctx.locale, definition.promoterId === ctx.promoter.id ? definition.eventIds : []);
  if (!parsed.ok) return parsed.state;
  try {
    const result = await updateSeriesDefinition(db, ctx.organiser.actor, { promoterId: ctx.promoter.id, organizationId: ctx.promoter.organizationId }, definition.id, parsed.value);
    if (!result.ok) return result.error === 'nameTaken' ? { fields: { name: 'nameTaken' }, values: valuesOf(form) } : failed(form, 'notAllowed');
  } catch (error) {
    log.error({ err: error }, 'saving a series definition failed');
    return failed(form);
  }
  revalidate();
  return { saved: 'series' };
}

/** Publish (`published` 'true') or take off the public pages ('false'). */
export async function setSeriesPublishedAction(_state: TFormState, form: FormData): Promise<TFormState> {
  if (!parseActionArgs(ZFormActionArgsSchema, [_state, form])) return failed(null, 'invalidForm');
  const seriesId = idField(form, 'seriesId');
  const published = flagField(form, 'published');
  if (!seriesId || published === null) return failed(null, 'invalidForm');
  const result = await organiserOf();
  if (!result.ok) return failed(null, 'notAllowed');
  const locale = asLocale(await getLocale());
  const promoters = await seriesPromoters(organiserDeps(), result.organiser.scope, locale);
  const db = await getDb();
  const definition = await definitionOf(db, seriesId, promoters.map((p) => p.id));
  const promoter = promoters.find((p) => p.id === definition?.promoterId);
  if (!definition || !promoter) return failed(null, 'notAllowed');
  try {
    const changed = await setSeriesPublished(db, result.organiser.actor, { promoterId: promoter.id, organizationId: promoter.organizationId }, definition.id, published);
    if (!changed.ok) return failed(null, 'notAllowed');
  } catch (error) {
    log.error({ err: error }, 'publishing a series definition failed');
    return failed(null);
  }
  revalidate();
  return { saved: published ? 'published' : 'unpublished' };
}

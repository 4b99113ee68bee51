import 'server-only';
import type { TLocale } from '@/lib/constants';
import { formatDateRange } from '@/lib/i18n/format';
import type { TSeriesDefinition } from '@/lib/mirror/series';
import { organiserDeps } from '@/lib/organiser';
import { presetOf } from '@/lib/organiser/series-forms';
import type { TEventSummary } from '@/lib/platform/port';
import type { TEventChoice, TRaceChoices, TSeriesFormValues } from './SeriesForms';

const label = (e: TEventSummary, locale: TLocale) => `${e.name} · ${formatDateRange(e.startAt, e.endAt, locale, e.timeZone)}`;

/**
 * What the series form offers for `promoterId`, read through the platform port: the promoter's
 * events by date (and those the definition counts already, for the same promoter, even if the
 * platform no longer lists them), and the races of the events the definition counts.
 */
export async function seriesFormChoices(promoterId: number, locale: TLocale, definition: TSeriesDefinition | null): Promise<{ events: TEventChoice[]; races: TRaceChoices }> {
  const { platform } = organiserDeps();
  const listed = await platform.listEvents({ locale, promoterId });
  const counted = definition && definition.promoterId === promoterId ? definition.eventIds : [];
  const details = await Promise.all(counted.map((id) => platform.getEvent(id, { locale }).catch(() => null)));
  const byId = new Map<number, TEventChoice & { at: number }>();
  for (const e of listed) byId.set(e.id, { id: e.id, label: label(e, locale), at: e.startAt.getTime() });
  counted.forEach((id, i) => {
    const e = details[i];
    if (!byId.has(id)) byId.set(id, { id, label: e ? label(e, locale) : `#${id}`, at: e?.startAt.getTime() ?? 0 });
  });
  const events = [...byId.values()].sort((a, b) => a.at - b.at || a.id - b.id).map(({ id, label: text }) => ({ id, label: text }));
  const races: TRaceChoices = counted.map((id, i) => ({
    eventId: id,
    eventLabel: byId.get(id)?.label ?? `#${id}`,
    races: (details[i]?.races ?? []).map((r) => ({ id: r.id, name: r.name })),
  }));
  return { events, races };
}

export function newSeriesValues(season: number): TSeriesFormValues {
  return { name: '', season: String(season), discipline: 'motocross', classes: '', pointsPreset: 'motocross', points: '', drops: '0', tables: 'both', rounds: {}, races: [] };
}

/** A saved definition as the form shows it (rounds kept only under its own promoter). */
export function seriesValues(d: TSeriesDefinition, promoterId: number): TSeriesFormValues {
  const samePromoter = d.promoterId === promoterId;
  return {
    name: d.name,
    season: String(d.season),
    discipline: d.discipline,
    classes: (d.classes ?? []).join('\n'),
    pointsPreset: presetOf(d.points),
    points: d.points.join(', '),
    drops: String(d.dropCount),
    tables: d.tables,
    rounds: samePromoter ? Object.fromEntries(d.eventIds.map((id, i) => [id, String(i + 1)])) : {},
    races: samePromoter ? (d.raceIds ?? []) : [],
  };
}

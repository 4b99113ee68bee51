import 'server-only';
import { notFound } from 'next/navigation';
import type { TLocale } from '../constants';
import { redirect } from '../http/redirect';
import { parseId } from '../validation/params';
import { loadRace, type TRaceState } from './access';
import { raceFullName } from './labels';

export type TShownRaceState = Exclude<TRaceState, { kind: 'notFound' } | { kind: 'forbidden' }>;

/**
 * The race of a race page (/races/{id}, /scores/{id}, the print pages): a malformed or unknown id
 * is a 404; the platform refusing "display race" sends the visitor to /error in their language
 * (seed §6). What remains is shown (results, "not properly configured", "failed to fetch").
 */
export async function raceForPage(id: string, locale: TLocale): Promise<TShownRaceState> {
  const raceId = parseId(id);
  if (raceId === null) notFound();
  const loaded = await loadRace(raceId, locale);
  if (loaded.kind === 'notFound') notFound();
  if (loaded.kind === 'forbidden') return redirect({ href: '/error', locale });
  return loaded;
}

/** The page title of a race page, without failing (metadata). */
export async function raceTitle(id: string, locale: TLocale, fallback: string): Promise<string> {
  const raceId = parseId(id);
  if (raceId === null) return fallback;
  const loaded = await loadRace(raceId, locale);
  return loaded.kind === 'ok' || loaded.kind === 'notConfigured' ? raceFullName(loaded.results.race, ' · ') : fallback;
}

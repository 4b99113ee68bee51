import type { TRaceResults } from '../platform/port';
import type { TTranslate } from './columns';
import { normalizeViewState } from './view';
import type { TResultViewState } from './view-state';

/**
 * The name of a view in the page's language, with its filters: "Class 250 Pro, 450 Pro KTM". Used
 * for the CSV file name and the print titles.
 */
export function viewLabel(results: TRaceResults, rawState: TResultViewState, t: TTranslate): string {
  const state = normalizeViewState(results, rawState);
  const parts = [t(`views.${state.view}`)];
  const classes = results.classes.filter((c) => state.classIds.includes(c.id)).map((c) => c.name);
  if (classes.length > 0) parts.push(classes.join(', '));
  const group = results.groups.find((g) => g.id === state.groupId);
  if (group) parts.push(group.name);
  const team = results.teams.find((x) => x.id === state.teamId);
  if (team) parts.push(team.name);
  if (state.brand) parts.push(state.brand);
  if (state.query) parts.push(state.query);
  return parts.join(' ');
}

/** "Event — Race", or the race alone when it is named after its event ("Grand National — 30 laps"). */
export function raceFullName(race: Pick<TRaceResults['race'], 'name' | 'eventName'>, separator = ' — '): string {
  return race.name.toLowerCase().startsWith(race.eventName.toLowerCase()) ? race.name : `${race.eventName}${separator}${race.name}`;
}

import { parseId } from '../validation/params';

/**
 * Organisation pages (seed §2): /organizations/{id?}/{section} and /organizations/{id?}/events/{eventId}.
 * The id is optional (the default organisation when absent), so the route is an optional
 * catch-all whose segments are parsed here.
 */
export const ORGANIZATION_SECTIONS = [
  'about-us',
  'events',
  'calendar',
  'series',
  'classes',
  'membership-type',
  'members',
  'contact',
] as const;

export type TOrganizationSection = (typeof ORGANIZATION_SECTIONS)[number];

export type TOrganizationPath = {
  /** Null: the default organisation. */
  organizationId: number | null;
  section: TOrganizationSection;
  /** Set for /organizations/{id?}/events/{eventId}. */
  eventId: number | null;
};

const isSection = (value: string): value is TOrganizationSection => (ORGANIZATION_SECTIONS as readonly string[]).includes(value);

/**
 * The segments after /organizations, or null (404) when they name no page:
 * [] and [id] show the about page; [section], [id, section], [events, eventId] and
 * [id, events, eventId] as the seed lists them. Ids are positive integers.
 */
export function parseOrganizationPath(segments: readonly string[] | undefined): TOrganizationPath | null {
  const parts = [...(segments ?? [])];
  let organizationId: number | null = null;
  const first = parts[0];
  if (first !== undefined && !isSection(first)) {
    organizationId = parseId(first);
    if (organizationId === null) return null;
    parts.shift();
  }
  const [section, eventSegment, ...extra] = parts;
  if (extra.length > 0) return null;
  if (section === undefined) return { organizationId, section: 'about-us', eventId: null };
  if (!isSection(section)) return null;
  if (eventSegment === undefined) return { organizationId, section, eventId: null };
  if (section !== 'events') return null;
  const eventId = parseId(eventSegment);
  return eventId === null ? null : { organizationId, section, eventId };
}

/** The app path of an organisation page; the default organisation keeps the short form. */
export function organizationHref(organizationId: number | null, section: TOrganizationSection, eventId?: number): string {
  const id = organizationId === null ? '' : `/${organizationId}`;
  return `/organizations${id}/${section}${eventId === undefined ? '' : `/${eventId}`}`;
}

/** The promoter page's tabs (`?tab=events|calendar|championship`); anything else is the first. */
export const PROMOTER_TABS = ['events', 'calendar', 'championship'] as const;
export type TPromoterTab = (typeof PROMOTER_TABS)[number];

export function parsePromoterTab(value: string | string[] | undefined): TPromoterTab {
  const raw = Array.isArray(value) ? value[0] : value;
  return (PROMOTER_TABS as readonly string[]).includes(raw ?? '') ? (raw as TPromoterTab) : 'events';
}

/** Case- and accent-insensitive "contains", for the members search (`?q=`). */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesName(person: { firstName: string; lastName: string }, query: string): boolean {
  const q = normalizeSearch(query);
  if (!q) return true;
  const full = normalizeSearch(`${person.firstName} ${person.lastName}`);
  const reversed = normalizeSearch(`${person.lastName} ${person.firstName}`);
  return full.includes(q) || reversed.includes(q);
}

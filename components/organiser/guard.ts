import 'server-only';
import { notFound } from 'next/navigation';
import { redirect } from '@/i18n/navigation';
import { loginHref, SECURITY_PATH, withNext } from '@/lib/accounts/paths';
import type { TLocale } from '@/lib/constants';
import { eventFor, organiserOf, type TOrganiser } from '@/lib/organiser';

/**
 * The organiser area's gate for pages (docs/decisions/052): a visitor who is not signed in goes to
 * the login and comes back; a role holder without a second factor sets one up first and comes back
 * (docs/decisions/055); an account without a role gets the site's "not found" page, as does an
 * organiser asking for an event that is not theirs, so neither learns what exists.
 */
export async function requireOrganiser(locale: TLocale, path: string): Promise<TOrganiser> {
  const result = await organiserOf();
  if (!result.ok) {
    if (result.reason === 'signIn') redirect({ href: loginHref(path), locale });
    // A role holder sets up a second factor before entering the area (decision 055).
    if (result.reason === 'secondFactor') redirect({ href: withNext(SECURITY_PATH, path), locale });
    notFound();
  }
  return (result as { ok: true; organiser: TOrganiser }).organiser;
}

/** An event page of the area: the organiser and the event they run, or "not found". */
export async function requireOrganiserEvent(locale: TLocale, eventId: number | null, path: string) {
  const organiser = await requireOrganiser(locale, path);
  const found = eventId ? await eventFor(organiser, eventId, locale) : null;
  if (!found) notFound();
  return { organiser, ...found };
}

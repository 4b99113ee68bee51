import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';

/** The namespaces the organiser area's client components read in the browser. */
export const ORGANISER_CLIENT_NAMESPACES = ['Organiser', 'OrganiserGate', 'OrganiserPurchases', 'OrganiserMemberships', 'OrganiserSeries'] as const;

/**
 * Sends the organiser area's messages to the browser on its pages only (the shell's client
 * namespaces, i18n/client.ts, do not include them; docs/decisions/014), for every page of the area
 * from its layout.
 */
export async function OrganiserIntl({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const scoped = Object.fromEntries(ORGANISER_CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={scoped} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';

/** The namespaces the membership-type and series forms read in the browser. */
export const ORGANISER_FORM_NAMESPACES = ['OrganiserMemberships', 'OrganiserSeries'] as const;

/**
 * Sends the messages of the organiser's membership-type and series forms to the browser on their
 * pages only (as components/spectators/ScopedIntl.tsx does for tickets): the shell's client
 * namespaces (i18n/client.ts) do not include them, and the forms inside read nothing else.
 */
export async function OrganiserFormIntl({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const scoped = Object.fromEntries(ORGANISER_FORM_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={scoped} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

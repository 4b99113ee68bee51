import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';

/** The namespaces the ticket, waiver and test-payment islands read in the browser. */
export const TICKET_CLIENT_NAMESPACES = ['WaiverUi', 'SpectatorUi', 'TestPayment', 'Waiver', 'Spectator', 'Payment', 'ParticipantValidation'] as const;

/**
 * Sends the messages of the ticket and waiver islands to the browser on the pages that show them
 * only, instead of on every page through i18n/client.ts (docs/decisions/014). The islands inside
 * read nothing else.
 */
export async function ScopedIntl({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const scoped = Object.fromEntries(TICKET_CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={scoped} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

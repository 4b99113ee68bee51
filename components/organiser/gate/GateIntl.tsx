import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';

/**
 * Sends the gate's messages (`OrganiserGate`) to the browser on the gate page only, with the
 * language: the gate phone's island reads nothing else (docs/decisions/014, 054).
 */
export async function GateIntl({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  return (
    <NextIntlClientProvider locale={locale} messages={{ OrganiserGate: messages.OrganiserGate }} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

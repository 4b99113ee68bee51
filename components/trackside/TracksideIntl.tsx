import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';

/** The namespaces the trackside islands (search, tabs, follow) read in the browser. */
export const TRACKSIDE_CLIENT_NAMESPACES = ['Trackside', 'Follow'] as const;

/** Sends the trackside islands' messages to the browser on the trackside pages only (as ScopedIntl does for tickets). */
export async function TracksideIntl({ children }: { children: ReactNode }) {
  const [locale, messages, timeZone] = await Promise.all([getLocale(), getMessages(), getTimeZone()]);
  const scoped = Object.fromEntries(TRACKSIDE_CLIENT_NAMESPACES.filter((ns) => ns in messages).map((ns) => [ns, messages[ns]]));
  return (
    <NextIntlClientProvider locale={locale} messages={scoped} timeZone={timeZone}>
      {children}
    </NextIntlClientProvider>
  );
}

import type { ReactElement, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { render } from '@testing-library/react';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { SITE_TIME_ZONE } from '@/lib/i18n/format';

const MESSAGES = { en, es, fr } as const;

/** Render a client component inside the translations of a locale. */
export function renderWithIntl(ui: ReactElement, locale: keyof typeof MESSAGES = 'en') {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone={SITE_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

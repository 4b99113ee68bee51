import type { ReactElement, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { render } from '@testing-library/react';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';

const MESSAGES = { en, es, fr } as const;

/** Render a client component inside the translations of a locale. */
export function renderWithIntl(ui: ReactElement, locale: keyof typeof MESSAGES = 'en') {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="America/Toronto">
      {children}
    </NextIntlClientProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

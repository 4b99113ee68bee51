import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';

const translators = {
  en: createTranslator({ locale: 'en', messages: en as never }),
  es: createTranslator({ locale: 'es', messages: es as never }),
  fr: createTranslator({ locale: 'fr', messages: fr as never }),
} as const;

/** A message as the app shows it, so the component tests never hard-code English. */
export function t(locale: keyof typeof translators, key: string, values?: Record<string, string | number>): string {
  return (translators[locale] as (key: string, values?: Record<string, string | number>) => string)(key, values);
}

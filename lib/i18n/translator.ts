import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import fr from '../../messages/fr.json';
import type { TLocale } from '../constants';
import { asLocale } from './locale';

/** The messages' shape: English's (the other languages have the same keys: tests/i18n/messages.test.ts). */
export type TMessages = typeof en;
export type TMessagesNamespace = NamespaceKeys<TMessages, NestedKeyOf<TMessages>>;

const MESSAGES: Readonly<Record<TLocale, TMessages>> = { en, es: es as TMessages, fr: fr as TMessages };

/** A language's messages: what a request renders with (i18n/request.ts) and what `translator` reads. */
export function messagesOf(locale: TLocale): TMessages {
  return MESSAGES[locale];
}

/**
 * A translator of one namespace, for text made outside a page render (mail sent from actions, jobs
 * and webhooks; the lines of a payment). The language is the stored one of the account or the
 * purchase, so anything the site does not have is written in the default language.
 */
export function translator<N extends TMessagesNamespace>(locale: string | null | undefined, namespace: N) {
  const language = asLocale(locale);
  return createTranslator({ locale: language, messages: MESSAGES[language], namespace });
}

import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { LOCALES } from '@/lib/constants';
import { messagesOf, translator } from '@/lib/i18n/translator';

/**
 * The translator of text made outside a page (mail, payment lines): one table of messages, and
 * the stored language of an account or purchase, or the default one when the site has not got it.
 */
describe('translator', () => {
  it('translates a namespace in the language asked', () => {
    expect(translator('fr', 'AccountMail')('resetSubject')).toBe(fr.AccountMail.resetSubject);
    expect(translator('en', 'AccountMail')('resetSubject')).toBe(en.AccountMail.resetSubject);
  });

  it('reads nested namespaces', () => {
    expect(translator('fr', 'OrganiserPurchases.mail')('ticketsKept')).toBe(fr.OrganiserPurchases.mail.ticketsKept);
  });

  it('writes in the default language when the stored one is not the site’s', () => {
    for (const stored of ['de', 'FR', '', null, undefined]) {
      expect(translator(stored, 'AccountMail')('resetSubject')).toBe(en.AccountMail.resetSubject);
    }
  });

  it('has the messages of every language', () => {
    for (const locale of LOCALES) expect(Object.keys(messagesOf(locale))).toEqual(Object.keys(en));
    expect(messagesOf('fr')).toBe(fr);
  });
});

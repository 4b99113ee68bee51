import { RESET_LINK_TTL_MS, type TLocale } from '../constants';
import { formatDate } from '../i18n/format';
import { asLocale } from '../i18n/locale';
import { translator as translatorOf } from '../i18n/translator';
import { absoluteUrl } from '../http/paths';
import type { TMail } from '../mail/mailer';

/**
 * Account mail (namespace AccountMail) in the account's language. Links are built from SITE_URL,
 * never from the request's Host header.
 */
const translator = (locale: TLocale) => translatorOf(locale, 'AccountMail');

export function resetLink(siteUrl: string, token: string, locale: TLocale): string {
  return absoluteUrl(siteUrl, `/resetPassword?token=${encodeURIComponent(token)}`, locale);
}

export function buildResetMail(options: { siteUrl: string; to: string; firstName: string; locale: string; token: string }): TMail {
  const locale = asLocale(options.locale);
  const t = translator(locale);
  const link = resetLink(options.siteUrl, options.token, locale);
  const params = { firstName: options.firstName, link, minutes: RESET_LINK_TTL_MS / 60_000, forgotLink: absoluteUrl(options.siteUrl, '/forgotPassword', locale) };
  return {
    to: options.to,
    subject: t('resetSubject'),
    text: t('resetText', params),
    meta: { kind: 'password-reset' },
  };
}

export function buildPasswordChangedMail(options: {
  siteUrl: string;
  to: string;
  firstName: string;
  locale: string;
  changedAt: Date;
  supportEmail: string;
}): TMail {
  const locale = asLocale(options.locale);
  const t = translator(locale);
  return {
    to: options.to,
    subject: t('changedSubject'),
    text: t('changedText', {
      firstName: options.firstName,
      when: formatDate(options.changedAt, locale, 'dateTime'),
      forgotLink: absoluteUrl(options.siteUrl, '/forgotPassword', locale),
      supportEmail: options.supportEmail,
    }),
    meta: { kind: 'password-changed' },
  };
}

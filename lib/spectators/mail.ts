import type { TLocale } from '@/lib/constants';
import { absoluteUrl } from '@/lib/http/paths';
import { formatDate } from '@/lib/i18n/format';
import { asLocale } from '@/lib/i18n/locale';
import { translator as translatorOf } from '@/lib/i18n/translator';
import type { TMail } from '@/lib/mail/mailer';
import { formatTicketNumber } from './domain/availability';

/**
 * Spectator mail (namespace SpectatorMail) in the recipient's language: the waiver link for each
 * adult of the party, the copy of a signed waiver, and the paid tickets. Links come from SITE_URL.
 */
const translator = (locale: TLocale) => translatorOf(locale, 'SpectatorMail');

/** The link of a waiver document: /waiver/{uuid} in the signer's language. */
export function waiverLink(siteUrl: string, uuid: string, locale: TLocale): string {
  return absoluteUrl(siteUrl, `/waiver/${uuid}`, locale);
}

/** A copy link of a signed waiver: its printable copy with the whole record, while the token is valid. */
export function waiverCopyLink(siteUrl: string, uuid: string, token: string, locale: TLocale): string {
  return `${absoluteUrl(siteUrl, `/waiver/copy/${uuid}`, locale)}?token=${token}`;
}

type TEventInfo = { name: string; startAt: Date; timeZone: string };

export function buildWaiverLinkMail(options: {
  siteUrl: string;
  to: string;
  locale: string;
  firstName: string;
  buyerName: string;
  event: TEventInfo;
  uuid: string;
  reminder: boolean;
}): TMail {
  const locale = asLocale(options.locale);
  const t = translator(locale);
  const params = {
    firstName: options.firstName,
    buyerName: options.buyerName,
    eventName: options.event.name,
    eventDate: formatDate(options.event.startAt, locale, 'date', options.event.timeZone),
    link: waiverLink(options.siteUrl, options.uuid, locale),
  };
  return {
    to: options.to,
    subject: options.reminder ? t('waiverReminderSubject', params) : t('waiverLinkSubject', params),
    text: t('waiverLinkText', params),
    meta: { kind: options.reminder ? 'waiver-link-resent' : 'waiver-link', waiver: options.uuid },
  };
}

export function buildWaiverSignedMail(options: {
  siteUrl: string;
  to: string;
  locale: string;
  firstName: string;
  spectatorName: string;
  event: TEventInfo;
  uuid: string;
  signedAt: Date;
  documentSecurityId: string;
  waiverSha256: string;
  /** A copy link (lib/spectators/copy-links.ts): the whole record until copyExpiresAt. */
  copyToken: string;
  copyExpiresAt: Date;
}): TMail {
  const locale = asLocale(options.locale);
  const t = translator(locale);
  const params = {
    firstName: options.firstName,
    spectatorName: options.spectatorName,
    eventName: options.event.name,
    signedAt: `${formatDate(options.signedAt, locale, 'dateTime', 'UTC')} UTC`,
    documentSecurityId: options.documentSecurityId,
    sha256: options.waiverSha256,
    link: waiverLink(options.siteUrl, options.uuid, locale),
    copyLink: waiverCopyLink(options.siteUrl, options.uuid, options.copyToken, locale),
    expiresAt: `${formatDate(options.copyExpiresAt, locale, 'dateTime', 'UTC')} UTC`,
  };
  return {
    to: options.to,
    subject: t('waiverSignedSubject', params),
    text: t('waiverSignedText', params),
    meta: { kind: 'waiver-signed', waiver: options.uuid },
  };
}

export function buildTicketsPaidMail(options: {
  siteUrl: string;
  to: string;
  locale: string;
  firstName: string;
  event: TEventInfo & { id: number };
  purchaseId: number;
  totalPaid: string;
  tickets: { name: string; ticketNumber: number | null }[];
}): TMail {
  const locale = asLocale(options.locale);
  const t = translator(locale);
  const tickets = options.tickets.map((ticket) => `- ${formatTicketNumber(options.event.id, ticket.ticketNumber) ?? ''} ${ticket.name}`).join('\n');
  const params = {
    firstName: options.firstName,
    eventName: options.event.name,
    eventDate: formatDate(options.event.startAt, locale, 'date', options.event.timeZone),
    purchaseId: options.purchaseId,
    totalPaid: options.totalPaid,
    tickets,
    link: absoluteUrl(options.siteUrl, `/spectator/${options.event.id}?purchase=${options.purchaseId}`, locale),
  };
  return {
    to: options.to,
    subject: t('ticketsPaidSubject', params),
    text: t('ticketsPaidText', params),
    meta: { kind: 'tickets-paid', purchase: String(options.purchaseId) },
  };
}

import type { TLocale } from '@/lib/constants';
import { absoluteUrl } from '@/lib/http/paths';
import { translator } from '@/lib/i18n/translator';
import type { TMail } from '@/lib/mail/mailer';

/**
 * The buyer's mail when a refund of their tickets went through (docs/decisions/056), in the
 * purchase's language (namespace OrganiserPurchases.mail): the amount, the refunded total, the
 * tickets it released (or that every ticket stays valid) and the link to the purchase.
 */

export function buildRefundMail(options: {
  siteUrl: string;
  to: string;
  locale: TLocale;
  firstName: string;
  event: { id: number; name: string };
  purchaseId: number;
  refundId: number;
  /** Formatted in the buyer's language. */
  amount: string;
  refundedTotal: string;
  released: { name: string; ticketNumber: string | null }[];
}): TMail {
  const t = translator(options.locale, 'OrganiserPurchases.mail');
  const tickets =
    options.released.length === 0
      ? t('ticketsKept')
      : t('ticketsReleased', { tickets: options.released.map((s) => `- ${s.ticketNumber ?? ''} ${s.name}`.replace(/ {2,}/g, ' ')).join('\n') });
  const params = {
    firstName: options.firstName,
    eventName: options.event.name,
    purchaseId: options.purchaseId,
    amount: options.amount,
    refundedTotal: options.refundedTotal,
    tickets,
    link: absoluteUrl(options.siteUrl, `/spectator/${options.event.id}?purchase=${options.purchaseId}`, options.locale),
  };
  return {
    to: options.to,
    subject: t('refundSubject', params),
    text: t('refundText', params),
    meta: { kind: 'tickets-refund', purchase: String(options.purchaseId), refund: String(options.refundId) },
  };
}

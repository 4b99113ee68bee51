import { eq } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { membershipOffers, memberships } from '@/lib/db/schema/memberships';
import { absoluteUrl } from '@/lib/http/paths';
import { formatMoney } from '@/lib/i18n/format';
import { asLocale } from '@/lib/i18n/locale';
import { translator } from '@/lib/i18n/translator';
import { formatDay } from './display';
import { log } from '@/lib/log';
import type { TMail, TSentMail } from '@/lib/mail/mailer';

/**
 * The mail of a paid membership (namespace MembershipMail), to its buyer in their account's
 * language: the type, the holder, the number, the valid days, the amount paid and the link to
 * the membership card.
 */

export function buildMembershipPaidMail(options: {
  siteUrl: string;
  to: string;
  locale: string;
  firstName: string;
  membership: { id: number; typeName: string; holderName: string; memberNumber: string; validFrom: string; validUntil: string; totalPaid: string };
}): TMail {
  const locale = asLocale(options.locale);
  const t = translator(locale, 'MembershipMail');
  const m = options.membership;
  const params = {
    firstName: options.firstName,
    typeName: m.typeName,
    holderName: m.holderName,
    memberNumber: m.memberNumber,
    validFrom: formatDay(m.validFrom, locale),
    validUntil: formatDay(m.validUntil, locale),
    totalPaid: m.totalPaid,
    link: absoluteUrl(options.siteUrl, `/account/memberships/${m.id}`, locale),
  };
  return { to: options.to, subject: t('paidSubject', params), text: t('paidText', params), meta: { kind: 'membership-paid', membership: String(m.id) } };
}

/** Mail the buyer of a paid membership; a failure is logged, never thrown (the payment stands). */
export async function mailMembershipPaid(
  deps: { siteUrl: string; sendMail: (mail: TMail) => Promise<TSentMail> },
  db: TDatabase,
  membershipId: number,
): Promise<void> {
  try {
    const [row] = await db
      .select({ m: memberships, typeName: membershipOffers.name, buyer: accounts })
      .from(memberships)
      .innerJoin(membershipOffers, eq(membershipOffers.id, memberships.offerId))
      .innerJoin(accounts, eq(accounts.id, memberships.buyerAccountId))
      .where(eq(memberships.id, membershipId));
    if (!row?.buyer.email) return;
    // The account's language (the buyer may have bought on a page of another one).
    const locale = asLocale(row.buyer.locale);
    await deps.sendMail(
      buildMembershipPaidMail({
        siteUrl: deps.siteUrl,
        to: row.buyer.email,
        locale,
        firstName: row.buyer.firstName,
        membership: {
          id: row.m.id,
          typeName: row.typeName[locale] || row.typeName.en,
          holderName: `${row.m.firstName} ${row.m.lastName}`,
          memberNumber: row.m.memberNumber,
          validFrom: row.m.validFrom,
          validUntil: row.m.validUntil,
          totalPaid: formatMoney(row.m.feeCents + row.m.taxCents, row.m.currency, locale),
        },
      }),
    );
  } catch (error) {
    log.error({ err: error, membershipId }, 'membership mail failed');
  }
}

import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { spectatorPurchases, spectators } from '@/lib/db/schema/spectators';
import { formatMoney } from '@/lib/i18n/format';
import { log } from '@/lib/log';
import type { TSpectatorDeps } from './deps';
import { asLocale } from '@/lib/i18n/locale';
import { buildTicketsPaidMail } from './mail';
import { requirePlatformEvent } from './event-ticketing';

/** Mail the buyer of a paid purchase their tickets (numbers and names); a failure is logged, never thrown. */
export async function mailTicketsPaid(deps: TSpectatorDeps, db: TDatabase, purchaseId: number): Promise<void> {
  try {
    const [row] = await db
      .select({ p: spectatorPurchases, b: accounts })
      .from(spectatorPurchases)
      .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
      .where(eq(spectatorPurchases.id, purchaseId));
    if (!row?.b.email) return;
    const locale = asLocale(row.p.locale);
    const event = await requirePlatformEvent(deps, row.p.eventId, locale);
    const list = await db
      .select({ firstName: spectators.firstName, lastName: spectators.lastName, ticketNumber: spectators.ticketNumber })
      .from(spectators)
      .where(and(eq(spectators.purchaseId, purchaseId), isNull(spectators.removedAt)))
      .orderBy(asc(spectators.ticketNumber));
    await deps.sendMail(
      buildTicketsPaidMail({
        siteUrl: deps.siteUrl,
        to: row.b.email,
        locale,
        firstName: row.b.firstName,
        event: { id: event.id, name: event.name, startAt: event.startAt, timeZone: event.timeZone },
        purchaseId,
        totalPaid: formatMoney(row.p.totalPaidCents, row.p.currency, locale),
        tickets: list.map((s) => ({ name: `${s.firstName} ${s.lastName}`, ticketNumber: s.ticketNumber })),
      }),
    );
  } catch (error) {
    log.error({ err: error, purchaseId }, 'tickets mail failed');
  }
}

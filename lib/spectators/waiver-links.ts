import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDatabase } from '@/lib/db/open';
import { accounts } from '@/lib/db/schema/accounts';
import { spectatorPurchases, spectators, waivers } from '@/lib/db/schema/spectators';
import { log } from '@/lib/log';
import { isEditable } from './domain/purchase-state';
import { nowOf, RESEND_INTERVAL_MS, type TSpectatorDeps, type TViewer } from './deps';
import { asLocale } from '@/lib/i18n/locale';
import { buildWaiverLinkMail } from './mail';
import { ownPurchase, type TPurchaseResult } from './purchases';
import { loadPurchaseView } from './purchase-view';
import { requirePlatformEvent } from './event-ticketing';
import { fail } from './result';

/** The waiver link mailed to an adult spectator of a purchase, and sent again on request. */

/** Mail a spectator's waiver link; records when. False (logged) when the mail failed. */
export async function mailWaiverLink(
  deps: TSpectatorDeps,
  db: TDatabase,
  options: { spectatorId: number; reminder: boolean; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ s: spectators, w: waivers, p: spectatorPurchases, b: accounts })
    .from(spectators)
    .innerJoin(waivers, eq(waivers.spectatorId, spectators.id))
    .innerJoin(spectatorPurchases, eq(spectatorPurchases.id, spectators.purchaseId))
    .innerJoin(accounts, eq(accounts.id, spectatorPurchases.buyerAccountId))
    .where(eq(spectators.id, options.spectatorId));
  if (!row?.s.email) return false;
  try {
    const event = await requirePlatformEvent(deps, row.s.eventId, asLocale(row.s.locale));
    await deps.sendMail(
      buildWaiverLinkMail({
        siteUrl: deps.siteUrl,
        to: row.s.email,
        locale: asLocale(row.s.locale),
        firstName: row.s.firstName,
        buyerName: `${row.b.firstName} ${row.b.lastName}`,
        event: { name: event.name, startAt: event.startAt, timeZone: event.timeZone },
        uuid: row.w.uuid,
        reminder: options.reminder,
      }),
    );
  } catch (error) {
    log.error({ err: error, spectatorId: options.spectatorId }, 'waiver link mail failed');
    return false;
  }
  await db
    .update(waivers)
    .set({
      sentAt: row.w.sentAt ?? options.now,
      resentAt: row.w.sentAt ? options.now : row.w.resentAt,
      sendCount: sql`${waivers.sendCount} + 1`,
      updatedAt: options.now,
    })
    .where(eq(waivers.id, row.w.id));
  return true;
}

/** Mail an adult spectator's waiver link again (at most once a minute). */
export async function resendWaiverLink(
  deps: TSpectatorDeps,
  options: { viewer: TViewer | null; purchaseId: number; spectatorId: number },
): Promise<TPurchaseResult> {
  const db = await deps.getDb();
  const now = nowOf(deps);
  const purchase = await ownPurchase(db, options.viewer, options.purchaseId);
  if (!purchase) return fail('registrationNotFound');
  if (!isEditable(purchase.status)) return fail(purchase.status === 'paid' ? 'alreadyPaid' : 'purchaseLocked');
  const [row] = await db
    .select({ s: spectators, w: waivers })
    .from(spectators)
    .innerJoin(waivers, eq(waivers.spectatorId, spectators.id))
    .where(and(eq(spectators.id, options.spectatorId), eq(spectators.purchaseId, purchase.id), isNull(spectators.removedAt)));
  if (!row) return fail('recordNotFound');
  if (row.s.isBuyer || row.s.isMinor || !row.s.email) return fail('nothingToResend');
  if (row.w.status === 'signed') return fail('alreadySigned');
  if (row.w.status === 'rejected') return fail('waiverRejected');
  const last = row.w.resentAt ?? row.w.sentAt;
  if (last && now.getTime() - last.getTime() < RESEND_INTERVAL_MS) {
    return fail('resendTooSoon', { seconds: Math.ceil((RESEND_INTERVAL_MS - (now.getTime() - last.getTime())) / 1000) });
  }
  if (!(await mailWaiverLink(deps, db, { spectatorId: row.s.id, reminder: row.w.sentAt !== null, now }))) return fail('sendWaiverFirst');
  return { ok: true, purchase: await loadPurchaseView(deps, db, purchase, now) };
}

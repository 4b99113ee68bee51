import type { TDatabase } from '@/lib/db/open';
import type { TAccountRole } from '@/lib/db/schema/accounts';
import type { TMail, TSentMail } from '@/lib/mail/mailer';
import type { PaymentPort } from '@/lib/payments/port';
import type { TEventSummary, TListOptions } from '@/lib/platform/port';

/**
 * What the spectator services read of the racing platform: an event's details by id (name, dates,
 * time zone, place, status, promoter), null when the platform does not know it or does not show
 * it. The platform port (lib/platform) answers it; tests may give a stub. Ticket settings are the
 * app's own (event_ticketing), never the platform's.
 */
export type TTicketPlatform = {
  getEvent(id: number, options: TListOptions): Promise<TEventSummary | null>;
};

/** What the spectator services need; lib/spectators/index.ts binds the app's, tests their own. */
export type TSpectatorDeps = {
  getDb: () => Promise<TDatabase>;
  platform: TTicketPlatform;
  payments: PaymentPort;
  sendMail: (mail: TMail) => Promise<TSentMail>;
  /** Public origin (SITE_URL) for links in mail and the provider's return URLs. */
  siteUrl: string;
  /** PRIVATE_FILES_DIR: selfies are stored under its `selfies` folder. */
  privateFilesDir: string;
  /**
   * Whether an account runs an event in the organiser area (a role of decision 052 on it): such an
   * account sees the whole waiver records of that event, selfie included (decision 056). Absent:
   * no one does by role.
   */
  runsEvent?: (accountId: number, eventId: number) => Promise<boolean>;
  now?: () => Date;
};

/** The signed-in account as lib/accounts/sessions.ts `getCurrentAccount()` answers it (or a subset). */
export type TViewer = { id: number; role: TAccountRole };

/** Tickets stay reserved this long while the buyer pays (Stripe accepts 30 minutes to 24 hours). */
export const CHECKOUT_TTL_MS = 31 * 60 * 1000;
/** A checkout past its end still holds its tickets this long, in case the provider's last word is late. */
export const RESERVATION_GRACE_MS = 5 * 60 * 1000;
/** Least time between two mails of the same waiver link. */
export const RESEND_INTERVAL_MS = 60 * 1000;
/** A waiver's copy link shows its whole record this long (docs/decisions/012). */
export const COPY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function nowOf(deps: Pick<TSpectatorDeps, 'now'>): Date {
  return deps.now ? deps.now() : new Date();
}

/** A transaction handle used where the database is expected (both have the same query API). */
export type TTx = Parameters<Parameters<TDatabase['transaction']>[0]>[0];
export const asDb = (tx: TTx | TDatabase): TDatabase => tx as unknown as TDatabase;

/** A unique-constraint violation (SQLSTATE 23505), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

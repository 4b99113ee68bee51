import type { TWaiverStatus } from '@/lib/db/schema/spectator-values';

/**
 * The waiver state machine (seed section 4 "Waiver"): not signed → signed | rejected. A rejected
 * waiver cannot be signed and a signed one is final. The database enforces the same rule
 * (trigger waivers_guard_status, migration 0003).
 */
export type TWaiverEvent = 'sign' | 'reject';

/** Why the transition is refused; message keys of `Waiver.errors`. */
export type TWaiverRefusal = 'waiverRejected' | 'alreadySigned';

export function nextWaiverStatus(
  status: TWaiverStatus,
  event: TWaiverEvent,
): { ok: true; status: TWaiverStatus } | { ok: false; error: TWaiverRefusal } {
  if (status === 'rejected') return { ok: false, error: 'waiverRejected' };
  if (status === 'signed') return { ok: false, error: 'alreadySigned' };
  return { ok: true, status: event === 'sign' ? 'signed' : 'rejected' };
}

export function isWaiverFinal(status: TWaiverStatus): boolean {
  return status !== 'not_signed';
}

import { parseMoney } from './forms';
import { REFUND_REASON_MAX } from './refunds';

/**
 * The refund form of a purchase's page (no I/O): the tickets ticked (spectator ids), the amount
 * ("12", "12.50", "12,50" to cents), an optional reason, and the box that confirms a refund cannot
 * be undone. A field that does not parse comes back under its name with a message key of
 * `OrganiserPurchases.errors`. What the amount may be is the service's to say (it knows what was
 * paid and refunded).
 */
export type TRefundFormValue = { amountCents: number; spectatorIds: number[]; reason: string | null };

export function parseRefundForm(form: FormData): { ok: true; value: TRefundFormValue } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const rawAmount = String(form.get('amount') ?? '').trim();
  const amount = parseMoney(rawAmount);
  if (amount === null) errors.amount = 'amountRequired';
  else if (amount === undefined || amount <= 0) errors.amount = 'amount';
  const tickets = form.getAll('ticket').map((v) => String(v));
  if (tickets.length > 100 || tickets.some((v) => !/^\d{1,9}$/.test(v) || Number(v) <= 0)) errors.ticket = 'tickets';
  const reason = String(form.get('reason') ?? '').trim();
  if (reason.length > REFUND_REASON_MAX) errors.reason = 'reasonTooLong';
  if (form.get('confirm') !== 'on') errors.confirm = 'confirm';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { amountCents: amount!, spectatorIds: [...new Set(tickets.map(Number))], reason: reason === '' ? null : reason } };
}

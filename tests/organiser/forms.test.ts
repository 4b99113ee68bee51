import { describe, expect, it } from 'vitest';
import { localDateTimeValue, parseLocalDateTime, parseMoney, parsePercentBp, parsePromo, parseTicketSettings, parseWaiver } from '@/lib/organiser/forms';

/** The organiser area's form rules: what an organiser types to what is stored, and each refusal named by field. */
const form = (values: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(values)) f.set(k, v);
  return f;
};

describe('organiser forms', () => {
  it('reads amounts and percentages as organisers type them', () => {
    expect(parseMoney('20')).toBe(2000);
    expect(parseMoney('20.5')).toBe(2050);
    expect(parseMoney('20,05')).toBe(2005);
    expect(parseMoney('')).toBeNull();
    for (const bad of ['-1', '1.234', 'abc', '20$', '99999999']) expect(parseMoney(bad), bad).toBeUndefined();
    expect(parsePercentBp('13')).toBe(1300);
    expect(parsePercentBp('14,975')).toBe(1498);
    expect(parsePercentBp('14.98')).toBe(1498);
    expect(parsePercentBp('101')).toBeUndefined();
  });

  it('reads a local date and time in the event’s time zone, across daylight saving', () => {
    expect(parseLocalDateTime('2026-07-01T08:00', 'America/Toronto')!.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(parseLocalDateTime('2026-12-01T08:00', 'America/Toronto')!.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(parseLocalDateTime('2026-02-31T08:00', 'America/Toronto')).toBeUndefined();
    expect(parseLocalDateTime('tomorrow', 'America/Toronto')).toBeUndefined();
    const at = new Date('2026-06-14T12:30:00Z');
    expect(localDateTimeValue(at, 'America/Vancouver')).toBe('2026-06-14T05:30');
    expect(parseLocalDateTime(localDateTimeValue(at, 'America/Vancouver'), 'America/Vancouver')).toEqual(at);
  });

  it('refuses tickets on sale without a price and a window that closes before it opens', () => {
    const result = parseTicketSettings(form({ onSale: 'on', price: '', tax: '13', currency: 'CAD', capacity: '0', salesOpenAt: '2026-06-02T08:00', salesCloseAt: '2026-06-01T08:00' }), 'America/Toronto');
    expect(result).toEqual({ ok: false, errors: { price: 'priceRequired', capacity: 'capacity', salesCloseAt: 'closesBeforeOpens' } });
    const ok = parseTicketSettings(form({ onSale: 'on', price: '18.50', tax: '14.975', currency: 'CAD', capacity: '', salesOpenAt: '', salesCloseAt: '', selfie: 'on' }), 'America/Toronto');
    expect(ok).toEqual({ ok: true, value: { ticketsOnSale: true, ticketPriceCents: 1850, taxRateBp: 1498, currency: 'CAD', ticketCapacity: null, salesOpenAt: null, salesCloseAt: null, waiverRequiresSelfie: true } });
    expect(parseTicketSettings(form({ price: '5', tax: '0', currency: 'BTC' }), 'UTC')).toEqual({ ok: false, errors: { currency: 'currency' } });
  });

  it('reads a promo code: one kind of discount, upper-case code, limits', () => {
    expect(parsePromo(form({ code: ' track day ', kind: 'percent', amount: '15', minQuantity: '', maxRedemptions: '50' }), 'UTC')).toEqual({
      ok: true,
      value: { code: 'TRACKDAY', percentOff: 15, amountOffCents: null, minQuantity: 1, maxRedemptions: 50, validFrom: null, validUntil: null },
    });
    expect(parsePromo(form({ code: 'x', kind: 'percent', amount: '150' }), 'UTC')).toEqual({ ok: false, errors: { code: 'code', amount: 'percent' } });
    expect(parsePromo(form({ code: 'FIVE', kind: 'amount', amount: '0' }), 'UTC')).toEqual({ ok: false, errors: { amount: 'amount' } });
    expect(parsePromo(form({ code: 'FIVE', kind: 'both', amount: '5' }), 'UTC')).toEqual({ ok: false, errors: { kind: 'kind' } });
  });

  it('needs every waiver text in the three languages, drops empty box rows and numbers the rest', () => {
    const tri = (name: string, text: string) => ({ [`${name}_en`]: `${text} en`, [`${name}_es`]: `${text} es`, [`${name}_fr`]: `${text} fr` });
    const base = { ...tri('title', 'Waiver'), ...tri('body', 'Text'), ...tri('consent', 'Consent'), ...tri('certification', 'Correct') };
    const ok = parseWaiver(form({ ...base, ...tri('box2', 'Rules'), ...tri('box4', 'Photos') }));
    expect(ok.ok && ok.value.boxes).toEqual([
      { key: 'box1', label: { en: 'Rules en', es: 'Rules es', fr: 'Rules fr' } },
      { key: 'box2', label: { en: 'Photos en', es: 'Photos es', fr: 'Photos fr' } },
    ]);
    const missing = parseWaiver(form({ ...base, title_fr: '', box1_en: 'Only English' }));
    expect(missing).toEqual({ ok: false, errors: { title_fr: 'required', box1_es: 'required', box1_fr: 'required' } });
    expect(parseWaiver(form(base))).toEqual({ ok: false, errors: { box1_en: 'oneBox' } });
    expect(parseWaiver(form({ ...base, ...tri('box1', 'x'), body_es: 'y'.repeat(20_001) }))).toEqual({ ok: false, errors: { body_es: 'tooLong' } });
  });
});

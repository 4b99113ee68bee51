import { describe, expect, it, vi } from 'vitest';
import requestConfig from '@/i18n/request';
import { LOCALES } from '@/lib/constants';
import { timeZoneLabel } from '@/lib/events/format';
import { calendarDay, formatDate, formatMoney, formatTaxRate, SITE_TIME_ZONE } from '@/lib/i18n/format';
import { intlLocale } from '@/lib/i18n/locale';

// next-intl's server entry refuses to load outside a React server environment: the configuration function as written.
vi.mock('next-intl/server', () => ({ getRequestConfig: <T>(create: T) => create }));

/**
 * One Intl locale per language (lib/i18n/locale.ts): Canadian English and French, Spanish. What a
 * visitor reads depends on it: French prices end in "$" (fr-CA), not "$CA" (fr), and time zones
 * are named the Canadian French way.
 */
const JULY = new Date('2026-07-04T16:05:00Z'); // 12:05 in Toronto, summer time
const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the Intl locale of each language', () => {
  it('writes prices the Canadian way in English and French', () => {
    expect(nbsp(formatMoney(12_550, 'CAD', 'en'))).toBe('$125.50');
    expect(nbsp(formatMoney(12_550, 'CAD', 'fr'))).toBe('125,50 $');
    expect(nbsp(formatMoney(12_550, 'CAD', 'es'))).toBe('125,50 CAD');
  });

  it('writes a tax rate in basis points as percent, with up to three decimals in the language', () => {
    expect(formatTaxRate(1300, 'en')).toBe('13');
    expect(formatTaxRate(1497.5, 'en')).toBe('14.975');
    expect(formatTaxRate(1497.5, 'fr')).toBe('14,975');
    expect(formatTaxRate(1497.5, 'es')).toBe('14,975');
    expect(formatTaxRate(0, 'fr')).toBe('0');
  });

  it("names the event's time zone in the language", () => {
    expect(timeZoneLabel(JULY, SITE_TIME_ZONE, 'en')).toBe('EDT');
    expect(timeZoneLabel(JULY, SITE_TIME_ZONE, 'fr')).toBe('HAE');
  });

  it('is a well-formed locale of the same language for every language of the site', () => {
    for (const locale of LOCALES) {
      expect(new Intl.Locale(intlLocale(locale)).language).toBe(locale);
    }
  });
});

describe("the site's clock and date formats", () => {
  it('counts days on the site\'s clock unless another zone is named', () => {
    const lateEvening = new Date('2026-01-01T04:59:00Z'); // Dec 31, 23:59 in Toronto
    expect(calendarDay(lateEvening)).toBe('2025-12-31');
    expect(calendarDay(lateEvening, 'UTC')).toBe('2026-01-01');
  });

  it('has one source for dates: next-intl gets the site time zone and no formats of its own', async () => {
    const config = await requestConfig({ requestLocale: Promise.resolve('fr'), locale: undefined as never });
    expect(config.locale).toBe('fr');
    expect(config.timeZone).toBe(SITE_TIME_ZONE);
    expect(config.formats).toBeUndefined();
  });

  it('renders a request in a language the site does not have in the default one', async () => {
    const config = await requestConfig({ requestLocale: Promise.resolve('de'), locale: undefined as never });
    expect(config.locale).toBe('en');
    expect((config.messages as { AccountMail: { resetSubject: string } }).AccountMail.resetSubject).toBe('Reset your password');
    await expect(requestConfig({ requestLocale: Promise.resolve(undefined), locale: undefined as never })).resolves.toMatchObject({ locale: 'en' });
  });

  it('shows dates as the specification documents them (en month day year, fr day month year, es month day year; 24-hour times)', () => {
    expect(formatDate(JULY, 'en', 'dateTime')).toBe('Jul 4, 2026 12:05');
    expect(formatDate(JULY, 'fr', 'dateTime')).toBe('4 juil. 2026 12:05');
    expect(formatDate(JULY, 'es', 'dateTime')).toBe('jul 4 2026 12:05');
  });
});

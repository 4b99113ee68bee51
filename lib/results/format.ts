/**
 * Time display for results. The race's time format (seed: default 1) is the number of decimals
 * of the seconds: 0 "2:05", 1 "2:05.4", 2 "2:05.43", 3 "2:05.431". Hours appear when needed
 * ("1:02:05.4"). Decimals are truncated, as timing systems do, never rounded up. The decimal
 * separator is the language's, as in every other number of the row: "2:05,4" beside a speed
 * "60,6" in Spanish and French.
 */
export const TIME_FORMATS = [0, 1, 2, 3] as const;

const decimalSeparators = new Map<string, string>();

/** The decimal separator of a language or Intl locale: "." in en, "," in es, fr and fr-CA. */
export function decimalSeparator(locale: string): string {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

export function normalizeTimeFormat(value: number | undefined | null): 0 | 1 | 2 | 3 {
  return value === 0 || value === 1 || value === 2 || value === 3 ? value : 1;
}

export function formatDuration(ms: number | undefined | null, timeFormat: number, locale: string): string {
  if (ms === undefined || ms === null || !Number.isFinite(ms)) return '';
  const decimals = normalizeTimeFormat(timeFormat);
  const negative = ms < 0;
  const abs = Math.abs(Math.trunc(ms));
  const hours = Math.floor(abs / 3_600_000);
  const minutes = Math.floor((abs % 3_600_000) / 60_000);
  const seconds = Math.floor((abs % 60_000) / 1000);
  const fraction = String(abs % 1000).padStart(3, '0').slice(0, decimals);
  const secondsText = `${String(seconds).padStart(hours > 0 || minutes > 0 ? 2 : 1, '0')}${decimals > 0 ? `${decimalSeparator(locale)}${fraction}` : ''}`;
  const body = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secondsText}` : minutes > 0 ? `${minutes}:${secondsText}` : secondsText;
  return negative ? `-${body}` : body;
}

/** Early (-) or late (+) against a key time, always signed: "+1:05", "-0:30". */
export function formatSigned(ms: number | undefined | null, timeFormat: number, locale: string): string {
  if (ms === undefined || ms === null) return '';
  if (ms === 0) return formatDuration(0, timeFormat, locale);
  return `${ms > 0 ? '+' : '-'}${formatDuration(Math.abs(ms), timeFormat, locale)}`;
}

const speedFormats = new Map<string, Intl.NumberFormat>();

export function formatSpeed(kmh: number | undefined, locale: string): string {
  if (kmh === undefined) return '';
  let format = speedFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    speedFormats.set(locale, format);
  }
  return format.format(kmh);
}

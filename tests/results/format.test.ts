import { describe, expect, it } from 'vitest';
import { decimalSeparator, formatDuration, formatSigned, normalizeTimeFormat } from '@/lib/results/format';

describe('time formatting', () => {
  it('shows the decimals of the race time format, truncated', () => {
    expect(formatDuration(125_439, 0, 'en')).toBe('2:05');
    expect(formatDuration(125_439, 1, 'en')).toBe('2:05.4');
    expect(formatDuration(125_439, 2, 'en')).toBe('2:05.43');
    expect(formatDuration(125_439, 3, 'en')).toBe('2:05.439');
    expect(formatDuration(125_999, 1, 'en')).toBe('2:05.9');
  });

  it('defaults to one decimal for an unknown format', () => {
    expect(normalizeTimeFormat(7)).toBe(1);
    expect(formatDuration(125_439, 7, 'en')).toBe('2:05.4');
  });

  it('adds hours when needed and pads minutes and seconds', () => {
    expect(formatDuration(3_725_400, 1, 'en')).toBe('1:02:05.4');
    expect(formatDuration(3_600_000, 0, 'en')).toBe('1:00:00');
    expect(formatDuration(65_000, 0, 'en')).toBe('1:05');
    expect(formatDuration(5_300, 1, 'en')).toBe('5.3');
    expect(formatDuration(0, 1, 'en')).toBe('0.0');
  });

  it('shows nothing for a missing time', () => {
    expect(formatDuration(undefined, 1, 'en')).toBe('');
    expect(formatDuration(Number.NaN, 1, 'en')).toBe('');
  });

  it('signs early and late times', () => {
    expect(formatSigned(65_000, 0, 'en')).toBe('+1:05');
    expect(formatSigned(-30_000, 0, 'en')).toBe('-30');
    expect(formatSigned(0, 0, 'en')).toBe('0');
  });

  it('writes the decimals with the separator of the language, as the other numbers of a row', () => {
    expect(formatDuration(1_622_000, 1, 'fr')).toBe('27:02,0');
    expect(formatDuration(1_622_000, 1, 'es')).toBe('27:02,0');
    expect(formatDuration(1_622_000, 1, 'en')).toBe('27:02.0');
    expect(formatDuration(3_725_439, 3, 'fr-CA')).toBe('1:02:05,439');
    expect(formatDuration(5_300, 2, 'es')).toBe('5,30');
    expect(formatDuration(125_439, 0, 'fr')).toBe('2:05');
    expect(formatSigned(-30_500, 1, 'es')).toBe('-30,5');
    expect(formatSigned(65_000, 1, 'fr')).toBe('+1:05,0');
    expect([decimalSeparator('en'), decimalSeparator('es'), decimalSeparator('fr'), decimalSeparator('fr-CA')]).toEqual(['.', ',', ',', ',']);
  });
});

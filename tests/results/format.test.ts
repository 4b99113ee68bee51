import { describe, expect, it } from 'vitest';
import { formatDuration, formatSigned, normalizeTimeFormat } from '@/lib/results/format';

describe('time formatting', () => {
  it('shows the decimals of the race time format, truncated', () => {
    expect(formatDuration(125_439, 0)).toBe('2:05');
    expect(formatDuration(125_439, 1)).toBe('2:05.4');
    expect(formatDuration(125_439, 2)).toBe('2:05.43');
    expect(formatDuration(125_439, 3)).toBe('2:05.439');
    expect(formatDuration(125_999, 1)).toBe('2:05.9');
  });

  it('defaults to one decimal for an unknown format', () => {
    expect(normalizeTimeFormat(7)).toBe(1);
    expect(formatDuration(125_439)).toBe('2:05.4');
  });

  it('adds hours when needed and pads minutes and seconds', () => {
    expect(formatDuration(3_725_400, 1)).toBe('1:02:05.4');
    expect(formatDuration(3_600_000, 0)).toBe('1:00:00');
    expect(formatDuration(65_000, 0)).toBe('1:05');
    expect(formatDuration(5_300, 1)).toBe('5.3');
    expect(formatDuration(0, 1)).toBe('0.0');
  });

  it('shows nothing for a missing time', () => {
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });

  it('signs early and late times', () => {
    expect(formatSigned(65_000)).toBe('+1:05');
    expect(formatSigned(-30_000)).toBe('-30');
    expect(formatSigned(0)).toBe('0');
  });
});

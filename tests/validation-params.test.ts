import { describe, expect, it } from 'vitest';
import { firstParam, parseId, parseTab, parseUuid, rotateTab } from '@/lib/validation/params';

describe('route parameters', () => {
  it('accepts positive integer ids only', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('99')).toBe(99);
    for (const bad of ['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '99999999999', undefined, ['1']]) {
      expect(parseId(bad as string)).toBeNull();
    }
  });

  it('accepts well-formed uuids, whatever their case', () => {
    expect(parseUuid('00000000-0000-4000-8000-000000000001')).toBe('00000000-0000-4000-8000-000000000001');
    expect(parseUuid('A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11')).toBe('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11');
    expect(parseUuid('not-a-uuid')).toBeNull();
    expect(parseUuid('00000000-0000-4000-8000-00000000000')).toBeNull();
  });

  it('reads the tab 0-4 and ignores anything else', () => {
    expect(parseTab('0')).toBe(0);
    expect(parseTab('4')).toBe(4);
    expect(parseTab('5')).toBeNull();
    expect(parseTab('-1')).toBeNull();
    expect(parseTab('x')).toBeNull();
  });

  it('rotates tabs and wraps around', () => {
    expect(rotateTab(4, 1)).toBe(0);
    expect(rotateTab(0, -1)).toBe(4);
    expect(rotateTab(2, 1)).toBe(3);
  });
});

describe('firstParam', () => {
  it('reads the first value of a repeated query parameter, the value of a single one, and nothing of a missing one', () => {
    expect(firstParam(['7', '8'])).toBe('7');
    expect(firstParam('7')).toBe('7');
    expect(firstParam(undefined)).toBeUndefined();
    expect(firstParam([])).toBeUndefined();
  });
});

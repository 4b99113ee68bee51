import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PARTICIPANT_TABS, SEARCH_TEXT_MAX } from '@/lib/constants';
import { checkRacerSearch, PARTICIPANT_TAB_KEYS, parseParticipantTab, racerSearchPath, rotateTab } from '@/lib/trackside/search';

describe('checkRacerSearch (seed §5 trackside search)', () => {
  it('sends cleaned criteria: trimmed, lower case, only letters, digits, _, spaces and hyphens', () => {
    expect(checkRacerSearch('  Émile GAGNÉ! ', 'racerIdentifier')).toEqual({ kind: 'ok', type: 'racerIdentifier', text: 'émile gagné' });
    expect(checkRacerSearch('Saint-Jérôme', 'STATE')).toEqual({ kind: 'ok', type: 'state', text: 'saint-jérôme' });
  });

  it('searches by name for any type but "state" (any case)', () => {
    expect(checkRacerSearch('qc', 'State').type).toBe('state');
    expect(checkRacerSearch('qc', ' state ').type).toBe('state');
    for (const type of ['racerIdentifier', 'location', '', undefined, 42, ['state']]) {
      expect(checkRacerSearch('gagne', type).type, String(type)).toBe('racerIdentifier');
    }
  });

  it('sends nothing for empty criteria: an empty list, "required" only on submit', () => {
    for (const raw of ['', '   ', undefined, null, 12]) expect(checkRacerSearch(raw, 'racerIdentifier').kind).toBe('empty');
  });

  it('refuses criteria that are only symbols (format), too short or too long', () => {
    expect(checkRacerSearch('!!!', 'racerIdentifier')).toMatchObject({ kind: 'invalid', problem: 'format' });
    expect(checkRacerSearch('é', 'racerIdentifier')).toMatchObject({ kind: 'invalid', problem: 'tooShort' });
    expect(checkRacerSearch('q', 'state')).toMatchObject({ kind: 'invalid', problem: 'tooShort' });
    expect(checkRacerSearch('x'.repeat(SEARCH_TEXT_MAX + 1), 'racerIdentifier')).toMatchObject({ kind: 'invalid', problem: 'tooLong' });
    expect(checkRacerSearch('x'.repeat(SEARCH_TEXT_MAX), 'racerIdentifier').kind).toBe('ok');
  });

  it('accepts a one-digit plate number, and plates with letters', () => {
    expect(checkRacerSearch('7', 'racerIdentifier')).toEqual({ kind: 'ok', type: 'racerIdentifier', text: '7' });
    expect(checkRacerSearch('34D', 'racerIdentifier')).toEqual({ kind: 'ok', type: 'racerIdentifier', text: '34d' });
    expect(checkRacerSearch('7', 'state')).toMatchObject({ kind: 'invalid', problem: 'tooShort' });
  });

  it('property: a request is only ever sent with clean text of 1 to 50 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom('racerIdentifier', 'state', 'other'), (raw, type) => {
        const check = checkRacerSearch(raw, type);
        if (check.kind !== 'ok') return;
        expect(check.text).toBe(check.text.trim());
        expect(check.text).toBe(check.text.toLowerCase());
        expect(/^[\p{L}\p{M}0-9_\s-]+$/u.test(check.text)).toBe(true);
        expect(Array.from(check.text).length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
      }),
      { numRuns: 300 },
    );
  });

  it('writes the criteria into the search path (shareable, survives a reload)', () => {
    expect(racerSearchPath('gagné', 'racerIdentifier')).toBe('/liveonlivelaps?q=gagn%C3%A9');
    expect(racerSearchPath('QC', 'state')).toBe('/liveonlivelaps?q=QC&by=state');
    expect(racerSearchPath('  ', 'racerIdentifier')).toBe('/liveonlivelaps');
  });
});

describe('participant tabs (seed §2: tab 0-4, ignored outside, rotate and wrap)', () => {
  it('has the five tabs of the seed in order', () => {
    expect(PARTICIPANT_TAB_KEYS).toEqual(['home', 'results', 'laps', 'points', 'profile']);
    expect(PARTICIPANT_TAB_KEYS).toHaveLength(PARTICIPANT_TABS);
  });

  it('reads tab 0 to 4 and ignores anything else', () => {
    for (let tab = 0; tab < 5; tab++) expect(parseParticipantTab(String(tab))).toBe(tab);
    expect(parseParticipantTab(['3', '1'])).toBe(3);
    for (const raw of ['5', '-1', '10', '1.5', 'x', '', ' ', undefined, '03', '1e0']) expect(parseParticipantTab(raw), String(raw)).toBe(0);
    expect(parseParticipantTab('9', 2)).toBe(2);
  });

  it('rotates right and left and wraps', () => {
    expect(rotateTab(4, 1)).toBe(0);
    expect(rotateTab(0, -1)).toBe(4);
    expect(rotateTab(2, 1)).toBe(3);
    expect(rotateTab(2, -1)).toBe(1);
  });

  it('property: five steps in one direction come back to the start; a step and its reverse cancel', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.constantFrom(1 as const, -1 as const), (tab, step) => {
        let at = tab;
        for (let i = 0; i < PARTICIPANT_TABS; i++) {
          at = rotateTab(at, step);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThan(PARTICIPANT_TABS);
        }
        expect(at).toBe(tab);
        expect(rotateTab(rotateTab(tab, step), step === 1 ? -1 : 1)).toBe(tab);
      }),
    );
  });
});

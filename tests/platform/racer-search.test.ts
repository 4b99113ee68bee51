import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '@/lib/constants';
import { cleanSearchText, FOLD_FROM, FOLD_TO, foldSearchText, regionCodesFor, searchTypeOf } from '@/lib/search/racer-search';

describe('cleanSearchText', () => {
  it('trims and lower-cases', () => {
    expect(cleanSearchText('  Émile GAGNÉ  ')).toBe('émile gagné');
  });

  it('keeps accented letters, digits, underscore, whitespace and hyphen', () => {
    expect(cleanSearchText('Jean-François_2 Núñez')).toBe('jean-françois_2 núñez');
  });

  it('strips punctuation and symbols', () => {
    expect(cleanSearchText("O'Brien!")).toBe('obrien');
    expect(cleanSearchText('<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(cleanSearchText('gagné; drop table riders; --')).toBe('gagné drop table riders --');
    expect(cleanSearchText('50% off $100')).toBe('50 off 100');
  });

  it('gives an empty text for only punctuation or blanks (no request)', () => {
    expect(cleanSearchText('!!! ... ???')).toBe('');
    expect(cleanSearchText('   ')).toBe('');
    expect(cleanSearchText('')).toBe('');
  });

  it('trims what is left after stripping', () => {
    expect(cleanSearchText('! gagné ?')).toBe('gagné');
  });

  it('cuts at 50 characters', () => {
    expect(SEARCH_TEXT_MAX).toBe(50);
    const cleaned = cleanSearchText('a'.repeat(60));
    expect(cleaned).toHaveLength(50);
    expect(cleanSearchText(`${'é'.repeat(45)}${'b'.repeat(15)}`)).toBe(`${'é'.repeat(45)}${'b'.repeat(5)}`);
  });

  it('composes decomposed accents before counting', () => {
    expect(cleanSearchText('Gagne\u0301')).toBe('gagné');
  });

  it('is defensive about non-string input', () => {
    expect(cleanSearchText(undefined)).toBe('');
    expect(cleanSearchText(null)).toBe('');
    expect(cleanSearchText(42)).toBe('');
  });

  it('is idempotent', () => {
    const once = cleanSearchText("  D'Amours — Saint-Jérôme, QC  ");
    expect(cleanSearchText(once)).toBe(once);
  });
});

describe('searchTypeOf', () => {
  it('is state for state in any case', () => {
    expect(searchTypeOf('state')).toBe('state');
    expect(searchTypeOf('STATE')).toBe('state');
    expect(searchTypeOf(' State ')).toBe('state');
  });

  it('is racerIdentifier otherwise', () => {
    expect(searchTypeOf('racerIdentifier')).toBe('racerIdentifier');
    expect(searchTypeOf('city')).toBe('racerIdentifier');
    expect(searchTypeOf('')).toBe('racerIdentifier');
    expect(searchTypeOf(undefined)).toBe('racerIdentifier');
  });
});

describe('foldSearchText', () => {
  it('removes accents and case the way the SQL side does', () => {
    expect(foldSearchText('Émile Gagné')).toBe('emile gagne');
    expect(foldSearchText('NÚÑEZ')).toBe('nunez');
    expect(foldSearchText('Łódź Øster')).toBe('lodz oster');
  });

  it('reads hyphens as spaces and drops apostrophes', () => {
    expect(foldSearchText('Saint-Jérôme')).toBe('saint jerome');
    expect(foldSearchText("D'Amours")).toBe('damours');
    expect(foldSearchText('  a   b  ')).toBe('a b');
  });

  it('uses translate() arguments that line up', () => {
    expect(FOLD_TO.length).toBeLessThan(FOLD_FROM.length);
    expect(FOLD_FROM.indexOf('é')).toBeGreaterThanOrEqual(0);
    expect(FOLD_TO[FOLD_FROM.indexOf('é')]).toBe('e');
    expect(FOLD_TO[FOLD_FROM.indexOf('Ç')]).toBe('C');
  });
});

describe('regionCodesFor', () => {
  it('finds provinces and states by name, in English or French', () => {
    expect(regionCodesFor('quebec')).toEqual(['QC']);
    expect(regionCodesFor('ont')).toEqual(['ON']);
    expect(regionCodesFor(foldSearchText('Nouvelle-Écosse'))).toEqual(['NS']);
    expect(regionCodesFor('new y')).toEqual(['NY']);
  });

  it('ignores texts shorter than three letters (codes match directly)', () => {
    expect(regionCodesFor('qc')).toEqual([]);
  });
});

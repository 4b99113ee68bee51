import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldName, sameClass, samePlate, splitFullName } from '@/lib/mirror/names';

/** Letters of riders' names: plain, accented, and the ones NFKD does not decompose. */
const NAME_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZàâäçéèêëîïôöùûüÿñÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÑøØðÐþÞßæÆœŒłŁđĐšŠžŽőŐ';
const letter = fc.constantFrom(...Array.from(NAME_LETTERS));
const part = fc.array(letter, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
/** A word of a name, maybe two parts joined by a hyphen or an apostrophe (Jean-Pierre, O'Brien). */
const word = fc
  .tuple(part, fc.option(fc.tuple(fc.constantFrom('-', "'", '’'), part), { nil: undefined }))
  .map(([first, rest]) => (rest ? `${first}${rest[0]}${rest[1]}` : first));
const words = fc.array(word, { minLength: 1, maxLength: 4 });
const separator = fc.constantFrom(' ', '  ', ', ', ' - ', '\t', '. ');
/** Any text at all, every plane of Unicode. */
const anyText = fc.string({ unit: 'binary', maxLength: 30 });

describe('foldName', () => {
  it.each([
    ['Marie-Ève Côté', 'cote eve marie'],
    ['COTE Marie Eve', 'cote eve marie'],
    ['Côté, Marie-Ève', 'cote eve marie'],
    ['  Smith   John ', 'john smith'],
    ["Sean O'Brien", 'obrien sean'],
    ['Luc D’Amours', 'damours luc'],
    ['Jo ʼOkafor', 'jo okafor'],
    ['Dan O´Neil O`Hara', 'dan ohara oneil'],
    ['Ｏ＇Ｂｒｉｅｎ', 'obrien'],
    ['Ørjan Ødegård', 'odegard orjan'],
    ['Guðrún Þórsdóttir', 'gudrun thorsdottir'],
    ['Jürgen Großmann', 'grossmann jurgen'],
    ['Ævar Lærke', 'aevar laerke'],
    ['Œdipe Bœuf', 'boeuf oedipe'],
    ['Łukasz Błaszczykowski', 'blaszczykowski lukasz'],
    ['Đorđe Đoković', 'dokovic dorde'],
    ['Yıldız Işık', 'isik yildiz'],
    ['J.P. Smith_Jr/II', 'ii j jr p smith'],
    ['Nº 7 — Ｊｏｈｎ', '7 john no'],
    ['ℌans İpek', 'hans ipek'],
    ['', ''],
    ['   ', ''],
    [" - ' . ", ''],
  ])('folds %j to %j', (name, key) => {
    expect(foldName(name)).toBe(key);
  });

  it('gives hyphens, spaces and name order the same key', () => {
    const key = foldName('Jean-Pierre Côté');
    expect(key).toBe('cote jean pierre');
    expect(foldName('jean pierre cote')).toBe(key);
    expect(foldName('CÔTÉ Jean Pierre')).toBe(key);
    expect(foldName('Côté, Jean–Pierre')).toBe(key);
  });

  it('keeps different names apart', () => {
    expect(foldName('Jon Smith')).not.toBe(foldName('John Smith'));
    expect(foldName('Anne Marie')).not.toBe(foldName('Annemarie'));
    expect(foldName('Marie Côté')).not.toBe(foldName('Marie Coté Roy'));
  });

  it('accepts that swapped compound first names share a key (tokens are sorted)', () => {
    // Accepted: sorting the words is what ties "Côté Marie" to "Marie Côté"; plates, classes
    // and the rule that two rows of one race are two people keep such riders apart.
    expect(foldName('Pierre-Jean Roy')).toBe(foldName('Jean-Pierre Roy'));
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const key = foldName(text);
        expect(foldName(key)).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives keys of single-spaced, sorted, lower-case letters and digits', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const key = foldName(text);
        if (key === '') return;
        const tokens = key.split(' ');
        expect(tokens.every((token) => /^[\p{L}\p{N}]+$/u.test(token))).toBe(true);
        expect([...tokens].sort()).toEqual(tokens);
        expect(key.toLowerCase()).toBe(key);
      }),
      { numRuns: 2000 },
    );
  });

  it('does not depend on the order of the words', () => {
    fc.assert(
      fc.property(
        words.chain((ws) => fc.tuple(fc.constant(ws), fc.shuffledSubarray(ws, { minLength: ws.length }))),
        separator,
        separator,
        ([ws, shuffled], sepA, sepB) => {
          expect(foldName(shuffled.join(sepB))).toBe(foldName(ws.join(sepA)));
        },
      ),
    );
  });

  it('does not depend on case', () => {
    fc.assert(
      fc.property(words, separator, (ws, sep) => {
        const name = ws.join(sep);
        expect(foldName(name.toUpperCase())).toBe(foldName(name));
        expect(foldName(name.toLowerCase())).toBe(foldName(name));
      }),
    );
  });

  it('does not depend on accents', () => {
    const strip = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
    fc.assert(
      fc.property(words, (ws) => {
        expect(foldName(strip(ws.join(' ')))).toBe(foldName(ws.join(' ')));
      }),
    );
  });

  it('gives plain names the same key exactly when they have the same words', () => {
    const plainWord = fc.stringMatching(/^[a-z]{1,4}$/);
    const plainWords = fc.array(plainWord, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(plainWords, plainWords, (a, b) => {
        const sameWords = JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
        expect(foldName(a.join(' ')) === foldName(b.join(' '))).toBe(sameWords);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('splitFullName', () => {
  it.each([
    ['Marie-Ève Côté', 'Marie-Ève', 'Côté'],
    ['  Jean   Pierre  Côté ', 'Jean', 'Pierre Côté'],
    ['Côté, Marie-Ève', 'Marie-Ève', 'Côté'],
    ['Van  Der Berg ,  Jan  Piet', 'Jan Piet', 'Van Der Berg'],
    ['Smith,', '', 'Smith'],
    ['Madonna', 'Madonna', ''],
    ['', '', ''],
    ['   ', '', ''],
  ])('splits %j into %j and %j', (name, firstName, lastName) => {
    expect(splitFullName(name)).toEqual({ firstName, lastName });
  });

  it('keeps every word of the name, in a form that folds to the same key', () => {
    fc.assert(
      fc.property(words, fc.boolean(), (ws, withComma) => {
        const name = withComma && ws.length > 1 ? `${ws.slice(1).join(' ')}, ${ws[0]}` : ws.join(' ');
        const { firstName, lastName } = splitFullName(name);
        expect(foldName(`${firstName} ${lastName}`)).toBe(foldName(name));
        expect(firstName).toBe(ws[0]);
      }),
    );
  });
});

describe('samePlate', () => {
  it.each([
    ['34D', '34d', true],
    ['034d', ' 34D ', true],
    ['104', '104', true],
    ['0', '00', true],
    ['104', '14', false],
    ['34D', '34', false],
    ['340', '34', false],
    ['', '', false],
    ['  ', '  ', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(samePlate(a, b)).toBe(same);
    expect(samePlate(b, a)).toBe(same);
  });

  it('ignores leading zeros, case and surrounding spaces of any plate', () => {
    const plate = fc.stringMatching(/^[1-9][0-9]{0,2}[a-zA-Z]?$/);
    fc.assert(
      fc.property(plate, fc.nat(3), fc.boolean(), (p, zeros, upper) => {
        const variant = ` ${'0'.repeat(zeros)}${upper ? p.toUpperCase() : p.toLowerCase()} `;
        expect(samePlate(p, variant)).toBe(true);
        expect(samePlate(`${p}1`, variant)).toBe(false);
      }),
    );
  });
});

describe('sameClass', () => {
  it.each([
    ['A 40+', 'a 40+', true],
    ['Vétéran A', 'veteran-a', true],
    ['A 40+', 'A 50+', false],
    ['A', 'B', false],
    ['', '', false],
    ['+', '-', false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameClass(a, b)).toBe(same);
  });
});

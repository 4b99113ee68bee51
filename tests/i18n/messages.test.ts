import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '@/lib/constants';

type TMessages = { [key: string]: string | TMessages };

const load = (locale: string): TMessages => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));
const flatten = (o: TMessages, prefix = ''): Record<string, string> =>
  Object.fromEntries(Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)))));
/** ICU argument names a message uses ({name}, {count, plural, ...}), from the ICU parser. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if ('value' in el && typeof el.value === 'string' && el.type !== TYPE.literal) names.add(el.value);
      if ('options' in el) for (const option of Object.values(el.options)) walk(option.value);
      if ('children' in el) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('translations', () => {
  const en = flatten(load('en'));

  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const other = flatten(load(locale));

    it(`${locale} has exactly the keys of en`, () => {
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${locale} uses the same placeholders as en`, () => {
      const mismatched = Object.keys(en).filter((k) => k in other && JSON.stringify(argumentsOf(en[k]!)) !== JSON.stringify(argumentsOf(other[k]!)));
      expect(mismatched).toEqual([]);
    });

    it(`${locale} has no empty message`, () => {
      expect(Object.entries(other).filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    });
  }
});

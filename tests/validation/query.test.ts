import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalQueryValue, parsePageQuery, queryIdList, queryText, queryValue, ZQueryId } from '@/lib/validation/query';

const ZQuery = z.object({
  view: queryValue(z.enum(['list', 'grid']), 'list'),
  id: ZQueryId,
  name: queryText(10),
  ids: queryIdList(3),
  day: optionalQueryValue(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
});

const defaults = { view: 'list', id: undefined, name: undefined, ids: [], day: undefined };

describe('parsePageQuery', () => {
  it("reads Next.js's searchParams record and a URL's search params alike", () => {
    const expected = { view: 'grid', id: 7, name: 'KTM', ids: [3, 5], day: '2026-06-01' };
    expect(parsePageQuery(ZQuery, { view: 'grid', id: '7', name: ' KTM ', ids: '3,5', day: '2026-06-01' })).toEqual(expected);
    expect(parsePageQuery(ZQuery, new URLSearchParams('view=grid&id=7&name=+KTM+&ids=3&ids=5&day=2026-06-01'))).toEqual(expected);
  });

  it('takes the first of a repeated parameter, and joins a repeated list', () => {
    expect(parsePageQuery(ZQuery, new URLSearchParams('view=grid&view=list&id=2&id=9&ids=1,2&ids=2,4'))).toMatchObject({ view: 'grid', id: 2, ids: [1, 2, 4] });
  });

  it('falls back to the default of each malformed part, keeping the others', () => {
    expect(parsePageQuery(ZQuery, { view: 'secret', id: '-3', name: '   ', ids: 'a,0,-1,,12', day: '2026-6-1' })).toEqual({ ...defaults, ids: [12] });
    expect(parsePageQuery(ZQuery, { id: '99999999999' }).id).toBeUndefined();
    expect(parsePageQuery(ZQuery, { id: '1.5' }).id).toBeUndefined();
    expect(parsePageQuery(ZQuery, { name: 'x'.repeat(30) }).name).toBe('x'.repeat(10));
    expect(parsePageQuery(ZQuery, { ids: '1,2,3,4,5' }).ids).toEqual([1, 2, 3]);
  });

  it('drops unknown parameters and never throws, whatever the browser sends', () => {
    expect(parsePageQuery(ZQuery, { utm_source: 'mail', __proto__: 'x', constructor: '1' })).toEqual(defaults);
    expect(parsePageQuery(ZQuery, {})).toEqual(defaults);
    expect(parsePageQuery(ZQuery, { view: [], id: [], ids: [] })).toEqual(defaults);
    expect(parsePageQuery(ZQuery, new URLSearchParams('view&id=&ids=,,&%E0%A4%A=1'))).toEqual(defaults);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import model from '../strapi/model.json';

/**
 * A fake Strapi 4 or Strapi 5 REST API on 127.0.0.1 that answers from the bodies recorded from the
 * real test servers (tests/fixtures/strapi/{v4,v5}, written by tests/strapi/record.mjs), and does
 * to them what Strapi does to a query:
 *
 * - `locale` is compared exactly with the recorded locale codes (fr-ca is not fr-CA): a collection
 *   in a locale the server does not have is empty, a single type is a 404; no `locale` is the
 *   default locale (en);
 * - nothing is populated unless asked (`populate=*`, `populate[0]=X`, `populate[X][populate]=*`);
 *   an unknown populate key is ignored (Strapi 4) or refused (Strapi 5), as recorded;
 * - `sort` and `filters` on a field the content type lacks answer Strapi's recorded error (500 for
 *   a sort in Strapi 4, 400 otherwise); `$eq`/`$eqi` filters and sorts are applied;
 * - pages of `pagination[pageSize]` (default 25, at most 100) or `pagination[start]/[limit]`, with
 *   Strapi's meta.
 *
 * Tests can replace any path's answer (`overrides`) for what a real server is slow to produce
 * (timeouts, 500s, junk).
 */

export type TStrapiVersion = 'v4' | 'v5';
export type TFakeRequest = { method: string; path: string; query: URLSearchParams; authorization?: string; body?: unknown };
export type TFakeOverride = { status: number; body: unknown; delayMs?: number };
/** A fixed answer, or one computed from the request. */
export type TFakeOverrideEntry = TFakeOverride | ((request: TFakeRequest) => TFakeOverride);

type TAttribute = { type: string; target?: string; component?: string; multiple?: boolean; repeatable?: boolean };
type TContentType = { kind: string; pluralName: string; localized: boolean; draftAndPublish?: boolean; attributes: Record<string, TAttribute> };
type TRecord = Record<string, unknown>;
type TRecorded = { status: number; body: unknown };

const CONTENT_TYPES = model.contentTypes as Record<string, TContentType>;
const COMPONENTS = model.components as Record<string, { attributes: Record<string, TAttribute> }>;
const FIXTURES = path.resolve(__dirname, '../fixtures/strapi');
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 100;

export function readStrapiFixture(version: TStrapiVersion, name: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURES, version, `${name}.json`), 'utf8'));
}

export const notFoundBody = { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } };

const isRecord = (v: unknown): v is TRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** `a[b][0]=x` query keys as nested objects (what Strapi's qs parsing gives). */
function parseQuery(query: URLSearchParams): TRecord {
  const result: TRecord = {};
  for (const [key, value] of query) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = result;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (isRecord(node[part]) ? node[part] : (node[part] = {})) as TRecord;
    });
  }
  return result;
}

/** The relational attributes (relation, media, component) of a type or component, with localizations. */
function relationalAttributes(attributes: Record<string, TAttribute>, localized: boolean): Map<string, TAttribute> {
  const result = new Map(Object.entries(attributes).filter(([, a]) => ['relation', 'media', 'component'].includes(a.type)));
  if (localized) result.set('localizations', { type: 'localizations' });
  return result;
}

/**
 * What a populate value asks for: attribute name → nested populate (undefined = nothing inside),
 * and the first name the type does not have.
 */
function populateSpec(value: unknown, relational: Map<string, TAttribute>): { spec: Map<string, unknown>; unknown?: string } {
  const spec = new Map<string, unknown>();
  const names = (list: string[]) => {
    for (const name of list.flatMap((n) => n.split(',')).map((n) => n.trim()).filter(Boolean)) {
      if (name === '*') for (const key of relational.keys()) spec.set(key, undefined);
      else spec.set(name, undefined);
    }
  };
  if (value === undefined) return { spec };
  if (typeof value === 'string') names([value]);
  else if (isRecord(value)) {
    for (const [key, nested] of Object.entries(value)) {
      if (/^\d+$/.test(key) && typeof nested === 'string') names([nested]);
      else if (nested === 'true' || nested === '*' || nested === true) spec.set(key, undefined);
      else if (isRecord(nested)) spec.set(key, nested.populate);
    }
  }
  return { spec, unknown: [...spec.keys()].find((key) => !relational.has(key)) };
}

export type TFakeStrapi = {
  version: TStrapiVersion;
  origin: string;
  requests: TFakeRequest[];
  /** Answers replaced per path (`/api/menus`). */
  overrides: Map<string, TFakeOverrideEntry>;
  /**
   * How the server spells its locales, by recorded code: `set('fr-CA', 'fr-ca')` makes a server
   * whose French was created as "fr-ca" (its list and its entries say fr-ca, and only fr-ca finds them).
   */
  localeCodes: Map<string, string>;
  /** Requests to one API path (`menus`, `home-page`…). */
  asked(apiPath: string): TFakeRequest[];
  reset(): void;
  close(): Promise<void>;
};

export async function startFakeStrapi(version: TStrapiVersion): Promise<TFakeStrapi> {
  const dir = path.join(FIXTURES, version);
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const errors = readStrapiFixture(version, 'errors') as Record<'notFound' | 'unknownSort' | 'unknownFilter' | 'unknownPopulate', TRecorded>;
  const v4 = version === 'v4';

  /** Strapi's recorded error answer, about `key` instead of the recorded one. */
  function recordedError(which: keyof typeof errors, recordedKey: string, key: string): TRecorded {
    const { status, body } = errors[which];
    return { status, body: JSON.parse(JSON.stringify(body).split(recordedKey).join(key)) };
  }

  // Entry access in either format: Strapi 4 `{ id, attributes }` and `{ data }` wrappers, Strapi 5 flat.
  const fieldsOf = (entry: TRecord): TRecord => (v4 ? (entry.attributes as TRecord) : entry);
  const unwrap = (value: unknown): unknown => (v4 && isRecord(value) && 'data' in value ? value.data : value);

  function typeOfRoute(route: string): [string, TContentType] | undefined {
    return Object.entries(CONTENT_TYPES).find(([name, t]) => (t.kind === 'singleType' ? name : t.pluralName) === route);
  }

  function recorded(route: string, locale: string | null): unknown {
    const file = locale ? `${route}.${locale}.json` : `${route}.json`;
    return files.includes(file) ? clone(readStrapiFixture(version, file.replace(/\.json$/, ''))) : undefined;
  }

  /** Removes what was not asked to be populated, at every level. */
  function shape(entry: TRecord, attributes: Record<string, TAttribute>, localized: boolean, populate: unknown): TRecorded | undefined {
    const relational = relationalAttributes(attributes, localized);
    const { spec, unknown } = populateSpec(populate, relational);
    // Strapi 4 ignores a name the type does not have; Strapi 5 refuses the query.
    if (unknown && errors.unknownPopulate.status !== 200) return recordedError('unknownPopulate', 'Section9', unknown);
    const fields = fieldsOf(entry);
    for (const [key, attribute] of relational) {
      if (!spec.has(key)) {
        delete fields[key];
        continue;
      }
      const nested = spec.get(key);
      const inner = unwrap(fields[key]);
      const targets = (Array.isArray(inner) ? inner : inner ? [inner] : []).filter(isRecord);
      for (const target of targets) {
        if (attribute.type === 'relation' && attribute.target) {
          const targetType = CONTENT_TYPES[attribute.target];
          if (targetType) shape(target, targetType.attributes, targetType.localized, nested);
        } else if (attribute.type === 'component' && attribute.component) {
          const component = COMPONENTS[attribute.component];
          // Components are not wrapped in Strapi 4 either.
          if (component) shapeComponent(target, component.attributes, nested);
        } else if (attribute.type === 'localizations') {
          delete fieldsOf(target).localizations;
        }
      }
    }
    return undefined;
  }

  function shapeComponent(component: TRecord, attributes: Record<string, TAttribute>, populate: unknown) {
    const relational = relationalAttributes(attributes, false);
    const { spec } = populateSpec(populate, relational);
    for (const key of relational.keys()) if (!spec.has(key)) delete component[key];
  }

  /** The fields a sort or filter may name: the type's own non-relational ones and Strapi's. */
  function sortable(type: TContentType): Set<string> {
    const own = Object.entries(type.attributes)
      .filter(([, a]) => !['relation', 'media', 'component'].includes(a.type))
      .map(([k]) => k);
    return new Set([...own, 'id', 'createdAt', 'updatedAt', 'publishedAt', ...(type.localized ? ['locale'] : []), ...(v4 ? [] : ['documentId'])]);
  }

  function answerCollection(type: TContentType, body: TRecord, query: TRecord): TRecorded {
    let entries = (body.data as TRecord[]).slice();
    const allowed = sortable(type);

    if (isRecord(query.filters)) {
      for (const [field, condition] of Object.entries(query.filters)) {
        // Strapi 4 also takes a column name (published_at); neither takes an unknown key.
        const column = v4 && [...allowed].some((a) => a.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase() === field);
        if (!allowed.has(field) && !column) return recordedError('unknownFilter', 'nope', field);
        if (!isRecord(condition)) continue;
        for (const [op, value] of Object.entries(condition)) {
          entries = entries.filter((e) => {
            const v = fieldsOf(e)[field] ?? e[field];
            if (op === '$eq') return String(v) === value;
            if (op === '$eqi') return typeof v === 'string' && typeof value === 'string' && v.toLowerCase() === value.toLowerCase();
            return true;
          });
        }
      }
    }

    const sorts = typeof query.sort === 'string' ? [query.sort] : isRecord(query.sort) ? Object.values(query.sort).map(String) : [];
    const order = sorts.flatMap((s) => s.split(',')).map((s) => {
      const [field = '', direction = 'asc'] = s.split(':');
      return { field, desc: direction.toLowerCase() === 'desc' };
    });
    for (const { field } of order) if (!allowed.has(field)) return recordedError('unknownSort', 'published_at', field);
    if (order.length > 0) {
      const value = (e: TRecord, field: string) => (field === 'id' ? e.id : fieldsOf(e)[field]) as string | number | null | undefined;
      entries.sort((a, b) => {
        for (const { field, desc } of order) {
          const x = value(a, field);
          const y = value(b, field);
          if (x === y) continue;
          const cmp = x === null || x === undefined ? -1 : y === null || y === undefined ? 1 : x < y ? -1 : 1;
          return desc ? -cmp : cmp;
        }
        return 0;
      });
    }

    for (const entry of entries) {
      const refused = shape(entry, type.attributes, type.localized, query.populate);
      if (refused) return refused;
    }

    const pagination = isRecord(query.pagination) ? query.pagination : {};
    const total = entries.length;
    if (pagination.start !== undefined || pagination.limit !== undefined) {
      const start = Math.max(0, Number(pagination.start ?? 0));
      const limit = Math.min(MAX_LIMIT, Number(pagination.limit ?? DEFAULT_LIMIT));
      return { status: 200, body: { data: entries.slice(start, start + limit), meta: { pagination: { start, limit, total } } } };
    }
    const page = Math.max(1, Number(pagination.page ?? 1));
    const pageSize = Math.min(MAX_LIMIT, Math.max(1, Number(pagination.pageSize ?? DEFAULT_LIMIT)));
    return {
      status: 200,
      body: {
        data: entries.slice((page - 1) * pageSize, page * pageSize),
        meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } },
      },
    };
  }

  /** The recorded code of a locale code as the server spells it (exact match, as Strapi compares). */
  function recordedCode(serverCode: string): string | undefined {
    for (const [recordedAs, spelledAs] of localeCodes) if (spelledAs === serverCode) return recordedAs;
    return localeCodes.has(serverCode) ? undefined : serverCode;
  }

  /** A recorded body with the server's spelling of its locale codes. */
  function respell(body: unknown): unknown {
    if (localeCodes.size === 0) return body;
    let text = JSON.stringify(body);
    for (const [recordedAs, spelledAs] of localeCodes) text = text.split(`"${recordedAs}"`).join(`"${spelledAs}"`);
    return JSON.parse(text);
  }

  function answer(route: string, searchParams: URLSearchParams): TRecorded {
    if (route === 'i18n/locales') return { status: 200, body: respell(readStrapiFixture(version, 'i18n-locales')) };
    const found = typeOfRoute(route);
    if (!found) return errors.notFound;
    const [, type] = found;
    const query = parseQuery(searchParams);
    const locale = type.localized ? recordedCode(typeof query.locale === 'string' ? query.locale : 'en') : null;
    if (type.localized && !locale) return type.kind === 'singleType' ? errors.notFound : answerCollection(type, { data: [] }, query);
    const body = respell(recorded(route, locale ?? null)) as TRecord | undefined;
    if (type.kind === 'singleType') {
      if (!body || !isRecord(body.data)) return errors.notFound;
      const refused = shape(body.data, type.attributes, type.localized, query.populate);
      return refused ?? { status: 200, body: { data: body.data, meta: {} } };
    }
    return answerCollection(type, body ?? { data: [] }, query);
  }

  const requests: TFakeRequest[] = [];
  const overrides = new Map<string, TFakeOverrideEntry>();
  const localeCodes = new Map<string, string>();
  let nextId = 1;

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : undefined;
  }

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  /** POST contact-messages as Strapi answers it: the created entry (unknown keys refused by Strapi 5). */
  function created(body: unknown): TRecorded {
    const data = isRecord(body) && isRecord(body.data) ? body.data : {};
    const known = CONTENT_TYPES['contact-message']?.attributes ?? {};
    const unknown = Object.keys(data).find((k) => !(k in known));
    if (unknown && !v4) {
      return { status: 400, body: { data: null, error: { status: 400, name: 'ValidationError', message: `Invalid key ${unknown}`, details: { key: unknown, path: null, source: 'body' } } } };
    }
    const fields = { ...Object.fromEntries(Object.keys(known).map((k) => [k, null])), ...data, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() };
    const id = nextId++;
    return { status: 200, body: { data: v4 ? { id, attributes: fields } : { id, documentId: `doc${id}`, ...fields }, meta: {} } };
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = req.method === 'POST' ? await readBody(req) : undefined;
      const request = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization, body };
      requests.push(request);
      const entry = overrides.get(url.pathname);
      const override = typeof entry === 'function' ? entry(request) : entry;
      if (override) {
        if (override.delayMs) await new Promise((r) => setTimeout(r, override.delayMs));
        return send(res, override.status, override.body);
      }
      if (!url.pathname.startsWith('/api/')) return send(res, 404, notFoundBody);
      const route = url.pathname.slice('/api/'.length);
      if (req.method === 'POST' && route === 'contact-messages') {
        const result = created(body);
        return send(res, result.status, result.body);
      }
      if (req.method !== 'GET') return send(res, 405, { data: null, error: { status: 405, name: 'MethodNotAllowedError', message: 'Method Not Allowed' } });
      const result = answer(route, url.searchParams);
      return send(res, result.status, result.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    version,
    origin,
    requests,
    overrides,
    localeCodes,
    asked: (apiPath) => requests.filter((r) => r.path === `/api/${apiPath}`),
    reset() {
      requests.length = 0;
      overrides.clear();
      localeCodes.clear();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A fake LiveLaps on a loopback port, answering from tests/fixtures/livelaps the way LiveLaps does
 * (docs/decisions/024-livelaps-adapter.md): `{ success: 1 | 0, message }` envelopes, HTTP 200
 * `{ success: 0, message: "not_found" }` for an unknown race, HTTP 400 for results it refuses,
 * numbers as strings here and there, `""` gaps, a Laravel paginator for race results. The API is
 * served under `/laravel/public/api/v1/` (the main domain's prefix, which also answers the api link
 * calls) and under `/link/api/` (a separate api link). Tests can make a path slow, failing or junk
 * for a number of requests (`override`), make every path answer junk (`junk`: an HTML maintenance
 * page with HTTP 200, as a proxy in front of a stopped platform does, or JSON of another shape),
 * and read every request it got (`requests`) and how many were on the wire at once (`maxInFlight`).
 */

/** From the project root (the tests, and a server started for the end-to-end tests, run there). */
const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'livelaps');
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

type TEvent = { id: number; name: string; eventDate: string; promoterUserId: number; promoterName: string; raceCount: number | string } & Record<string, unknown>;
type TFixtures = {
  events: TEvent[];
  privateEvents: number[];
  eventRaces: Record<string, unknown[]>;
  races: Record<string, Record<string, unknown>>;
  privateRaces: number[];
  promoters: Record<string, Record<string, unknown>>;
  organizations: Record<string, Record<string, unknown>>;
  series: ({ id: number; promoterId?: number; promoterUserId?: number } & Record<string, unknown>)[];
  calendar: { regis: Record<string, unknown>[] };
  users: { id: number | string; firstName: string; lastName: string; state: string; city: string }[];
  registrations: Record<string, { count: string; registrants: unknown[]; classes: unknown[] }>;
  language: string;
};

export const fixtures = read('platform.json') as TFixtures;

/* ------------------------------------------------------------------------------------------
 * Generated races: many riders, deterministic (no randomness), in the race/results row shape.
 * ---------------------------------------------------------------------------------------- */

const FIRST = ['Olivia', 'Émile', 'Noah', 'Léa', 'Liam', 'Zoé', 'Ethan', 'Chloé', 'Lucas', 'Maya', 'Owen', 'Rosalie', 'Jacob', 'Inès', 'Nathan', 'Clara'];
const LAST = ['Bouchard', 'Nguyen', 'Kowalski', 'MacLeod', 'Lefebvre', "D'Amours", 'Schmidt', 'Fortin', 'Haddad', 'Morrison', 'Gauthier', 'Singh', 'Lavoie', 'Okafor', 'Bergeron', 'Walsh', 'Côté'];
const CLASSES = ['Open A', 'Open B', 'Vet 30+', 'Vet 40+', 'Women', 'Junior', 'Expert'];
const BRANDS = ['KTM', 'Husqvarna', 'Beta', 'Yamaha', 'Honda', 'GasGas', 'Sherco', 'Kawasaki'];

function clock(ms: number): string {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
}

/** A laps race of `riders` riders over `laps` laps: every 49th rider one lap short, every 97th never started. */
export function generateLapRace(raceId: number, riders: number, laps: number): Record<string, unknown>[] {
  const people = Array.from({ length: riders }, (_, i) => {
    const done = i % 97 === 96 ? 0 : i % 49 === 48 ? laps - 1 : laps;
    const lapTimes = Array.from({ length: done }, (_, lap) => 540_000 + ((i * 7919 + lap * 104_729) % 180_000));
    const cum: number[] = [];
    lapTimes.reduce((acc, t) => (cum.push(acc + t), acc + t), 0);
    return {
      id: raceId * 1000 + i + 1,
      fullName: `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`,
      displayedNumber: `${100 + i}`,
      brand: BRANDS[(i * 3) % BRANDS.length]!,
      className: CLASSES[i % CLASSES.length]!,
      lapTimes,
      cum,
    };
  });
  const ranked = people.filter((p) => p.cum.length > 0).sort((a, b) => b.cum.length - a.cum.length || a.cum.at(-1)! - b.cum.at(-1)! || a.id - b.id);
  const leader = ranked[0]!;
  const classLeaders = new Map<string, (typeof ranked)[number]>();
  const classCounts = new Map<string, number>();
  const positions = new Map<number, { overall: number; cls: number }>();
  ranked.forEach((p, index) => {
    if (!classLeaders.has(p.className)) classLeaders.set(p.className, p);
    classCounts.set(p.className, (classCounts.get(p.className) ?? 0) + 1);
    positions.set(p.id, { overall: index + 1, cls: classCounts.get(p.className)! });
  });
  return people.map((p) => {
    const pos = positions.get(p.id);
    const behind = (ref: (typeof ranked)[number]) => (ref === p ? '' : clock(Math.max(0, p.cum.at(-1)! - ref.cum[p.cum.length - 1]!)));
    return {
      id: p.id,
      fullName: p.fullName,
      displayedNumber: p.displayedNumber,
      brand: p.brand,
      className: p.className,
      ...(pos
        ? {
            // Every tenth position as a string, as LiveLaps sometimes sends numbers.
            overallPosition: pos.overall % 10 === 0 ? String(pos.overall) : pos.overall,
            classPosition: pos.cls,
            avgSpeedTotal: 24 + (p.id % 50) / 10,
            overallBehindByLeader: behind(leader),
            classBehindByLeader: behind(classLeaders.get(p.className)!),
          }
        : { overallPosition: null, classPosition: null, overallBehindByLeader: '', classBehindByLeader: '' }),
      sections: p.cum.map((total, lap) => ({
        sectionName: `Lap ${lap + 1}`,
        totalCumulatedTime: clock(total),
        overallPosition: pos?.overall ?? null,
        classPosition: pos?.cls ?? null,
        sectionOverallPosition: null,
        sectionClassPosition: null,
        avgSpeed: (24 + (p.id % 50) / 10).toFixed(3),
        overallBehindBy: '',
      })),
    };
  });
}

const RESULTS: Record<string, Record<string, unknown>[]> = {
  '88011': read('results-88011.json') as Record<string, unknown>[],
  '88012': read('results-88012.json') as Record<string, unknown>[],
  '88020': generateLapRace(88020, 540, 6),
  '88030': generateLapRace(88030, 12, 3),
  '7101': generateLapRace(7101, 8, 4),
};

/* ------------------------------------------------------------------------------------------
 * The server.
 * ---------------------------------------------------------------------------------------- */

/** A request the fake got; `at` is when it arrived (milliseconds since the epoch). */
export type TFakeRequest = { method: string; path: string; base: 'main' | 'link'; query: URLSearchParams; body: unknown; at: number };
export type TFakeOverride = {
  status?: number;
  body?: unknown;
  /** A body sent as is (not JSON). */
  raw?: string;
  delayMs?: number;
  /** How many requests it answers (then the path answers normally again); default: all. */
  times?: number;
  /** Drop the connection without an answer (a network error). */
  hangUp?: boolean;
};

/** What every path answers while `junk` is on: HTTP 200 with a page of HTML, or JSON of an unknown shape. */
export type TFakeJunk = 'html' | 'json';

const JUNK: Record<TFakeJunk, { raw?: string; body?: unknown }> = {
  html: { raw: '<!doctype html><html><head><title>Down for maintenance</title></head><body><h1>We will be back soon</h1></body></html>' },
  json: { body: { status: 'maintenance', data: { items: [], retryAfter: 600 } } },
};

export type TFakeLivelaps = {
  /** The main domain (PLATFORM_API_URL): its API is under /laravel/public/api/v1/. */
  origin: string;
  /** A separate api link (PLATFORM_API_LINK_URL). */
  linkUrl: string;
  requests: TFakeRequest[];
  /** Requests to a path (after the API prefix), e.g. `livelaps/race/results/88020`. */
  requestsTo(path: string): TFakeRequest[];
  override(path: string, override: TFakeOverride): void;
  /** Every path answers junk of this kind until `junk(null)` (overrides included). */
  junk(kind: TFakeJunk | null): void;
  readonly maxInFlight: number;
  reset(): void;
  close(): Promise<void>;
};

const MAIN_PREFIX = '/laravel/public/api/v1/';
const LINK_PREFIX = '/link/api/';

type TAnswer = { status: number; body: unknown };
const ok = (message: unknown): TAnswer => ({ status: 200, body: { success: 1, message } });
const notFound: TAnswer = { status: 200, body: { success: 0, message: 'not_found' } };

function route(method: string, p: string, query: URLSearchParams, body: Record<string, unknown>): TAnswer {
  const f = fixtures;
  const num = (v: unknown) => Number(v);
  let m: RegExpExecArray | null;

  if (method === 'GET') {
    if (p === 'langs/current') return { status: 200, body: { status: 'success', data: { code: f.language, name: 'Français' } } };
    if (p === 'livelaps/events') return ok(f.events);
    if ((m = /^livelaps\/events\/(\d+)$/.exec(p))) return ok(f.events.filter((e) => e.promoterUserId === num(m![1])));
    if ((m = /^livelaps\/promoter\/(\d+)\/events$/.exec(p))) return ok(f.events.filter((e) => e.promoterUserId === num(m![1])).map(({ description: _d, venue: _v, ...e }) => e));
    if ((m = /^livelaps\/promoter\/(\d+)\/series$/.exec(p))) return ok(f.series.filter((s) => (s.promoterId ?? s.promoterUserId) === num(m![1])));
    if ((m = /^livelaps\/promoter\/(\d+)$/.exec(p))) return f.promoters[m[1]!] ? ok(f.promoters[m[1]!]) : notFound;
    if ((m = /^livelaps\/organization\/(\d+)$/.exec(p))) return f.organizations[m[1]!] ? ok([f.organizations[m[1]!]]) : notFound;
    if (p === 'livelaps/series') return ok(f.series);
    if ((m = /^promoter\/event\/(\d+)$/.exec(p))) return ok(f.events.filter((e) => e.id === num(m![1])));
    if ((m = /^livelaps\/race\/event\/(\d+)$/.exec(p))) return ok(f.eventRaces[m[1]!] ?? []);
    if ((m = /^livelaps\/race\/results\/(\d+)$/.exec(p))) {
      const rows = RESULTS[m[1]!];
      if (!rows || f.privateRaces.includes(num(m[1]))) return { status: 400, body: { message: 'The selected race is invalid.' } };
      const size = Math.max(1, num(query.get('size') ?? 15));
      const page = Math.max(1, num(query.get('page') ?? 1));
      const data = rows.slice((page - 1) * size, page * size);
      return {
        status: 200,
        body: {
          ...(m[1] === '88011' ? { success: 1 } : {}),
          current_page: page,
          per_page: String(size),
          total: rows.length,
          last_page: Math.ceil(rows.length / size),
          has_more_pages: page * size < rows.length,
          data,
        },
      };
    }
    if ((m = /^livelaps\/race\/(\d+)$/.exec(p))) return f.races[m[1]!] ? ok(f.races[m[1]!]) : notFound;
    if ((m = /^users\/current\/hasPermissionDisplayEvent\/(\d+)\/(\d+)$/.exec(p))) {
      const known = f.events.some((e) => e.id === num(m![1]));
      return { status: 200, body: known && !f.privateEvents.includes(num(m[1])) ? 1 : 0 };
    }
    if ((m = /^users\/current\/hasPermissionDisplayRace\/(\d+)(?:\/(\d+))?$/.exec(p))) {
      return ok(f.races[m[1]!] && !f.privateRaces.includes(num(m[1])) ? 1 : 0);
    }
    if ((m = /^users\/current\/hasPermissionDisplaySeries\/(\d+)\/(\d+)$/.exec(p))) return ok(f.series.some((s) => s.id === num(m![1])) ? 1 : 0);
    if ((m = /^users\/current\/hasPermissionRegisterOnline\/(\d+)\/(\d+)$/.exec(p))) return ok(f.registrations[m[1]!] ? '1' : '0');
  }

  if (method === 'POST') {
    if ((m = /^users\/current\/hasPermissionForPromoterId\/(\d+)$/.exec(p))) {
      // Prairie Quad Racing (5230) shows only when asked on its own behalf.
      const ids = Array.isArray(body.users_id) ? body.users_id.map(num) : [];
      const id = num(m[1]);
      return ok(f.promoters[String(id)] && (id !== 5230 || ids.includes(5230)) ? 1 : 0);
    }
    if (p === 'livelaps/user/searchUsers') {
      const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (typeof body.name === 'string') {
        const q = fold(body.name);
        return ok(f.users.filter((u) => fold(`${u.firstName} ${u.lastName}`).includes(q)));
      }
      if (typeof body.location === 'string') {
        const q = fold(body.location);
        return ok(f.users.filter((u) => fold(u.state).startsWith(q) || fold(u.city).startsWith(q)));
      }
      return { status: 200, body: { success: 0, message: 'name_or_location_required' } };
    }
    if (p === 'livelaps/event/getEventsForCalendar') {
      const from = query.get('date') ?? '0000-00-00';
      const promoter = query.get('promoterId');
      const byPromoter = (id: unknown) => !promoter || num(id) === num(promoter);
      if (query.get('type') === 'regis') return ok(f.calendar.regis.filter((r) => String(r.end) >= from && byPromoter(r.promoterId)));
      return ok(
        f.events
          .filter((e) => e.eventDate >= from && byPromoter(e.promoterUserId) && !f.privateEvents.includes(e.id))
          .map((e) => ({ id: e.id, title: e.name, subtitle: e.promoterName, start: e.eventDate, promoterId: e.promoterUserId, color: 'blue' })),
      );
    }
    if ((m = /^livelaps\/registration\/(getRegistrationCount|getRegistrants|loadClasses)$/.exec(p))) {
      const registration = f.registrations[String(body.eventId)];
      if (m[1] === 'getRegistrationCount') return ok(registration?.count ?? 0);
      if (m[1] === 'getRegistrants') return ok(registration?.registrants ?? []);
      return ok(registration?.classes ?? []);
    }
  }
  return { status: 404, body: { message: 'Not Found' } };
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    const value: unknown = text ? JSON.parse(text) : {};
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown, raw?: string) {
  res.writeHead(status, { 'content-type': raw === undefined ? 'application/json' : 'text/html; charset=utf-8', 'access-control-allow-origin': '*' });
  res.end(raw ?? JSON.stringify(body));
}

export async function startFakeLivelaps(): Promise<TFakeLivelaps> {
  const requests: TFakeRequest[] = [];
  const overrides = new Map<string, TFakeOverride>();
  let junk: TFakeJunk | null = null;
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer((req, res) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const base = url.pathname.startsWith(MAIN_PREFIX) ? 'main' : url.pathname.startsWith(LINK_PREFIX) ? 'link' : undefined;
      if (!base) return send(res, 404, { message: 'Not Found' });
      const p = url.pathname.slice(base === 'main' ? MAIN_PREFIX.length : LINK_PREFIX.length);
      const method = req.method ?? 'GET';
      const body = method === 'POST' ? await readBody(req) : {};
      requests.push({ method, path: p, base, query: url.searchParams, body, at: Date.now() });
      if (junk) return send(res, 200, JUNK[junk].body, JUNK[junk].raw);

      const override = overrides.get(p);
      if (override) {
        if (override.times !== undefined && --override.times <= 0) overrides.delete(p);
        if (override.delayMs) await new Promise((resolve) => setTimeout(resolve, override.delayMs));
        if (override.hangUp) return req.socket.destroy();
        if (override.status !== undefined || override.body !== undefined || override.raw !== undefined) {
          return send(res, override.status ?? 200, override.body, override.raw);
        }
      }
      // A little latency, so that concurrent callers really overlap.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const answer = route(method, p, url.searchParams, body);
      return send(res, answer.status, answer.body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    linkUrl: `${origin}${LINK_PREFIX}`,
    requests,
    requestsTo: (p) => requests.filter((r) => r.path === p),
    override: (p, o) => overrides.set(p, { ...o }),
    junk(kind) {
      junk = kind;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    reset() {
      requests.length = 0;
      overrides.clear();
      junk = null;
      maxInFlight = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
